/**
 * Picks where e-mail goes: the SMTP server of SMTP_URL, or, without one, the local mail catcher
 * (development; the admin's "Sent e-mail" list shows what it took). docs/operations.md, "E-mail".
 */
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { createMailCatcher } from './catcher.js';
import { createSmtpTransport } from './smtp.js';
import type { MailTransport } from './transport.js';

export * from './delivery.js';
export * from './outbox.js';
export type { MailTransport, OutgoingEmail } from './transport.js';
export { listCaughtEmails } from './catcher.js';

export function mailTransportFrom(db: Kysely<Database>, config: MailConfig, now: () => number): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.from, timeoutMs: config.timeoutMs })
    : createMailCatcher(db, config.from, now);
}
