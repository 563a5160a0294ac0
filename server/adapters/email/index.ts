/**
 * Picks where e-mail goes: the SMTP server of SMTP_URL, or, without one, the local mail catcher
 * (development; the admin's "Sent e-mail" list shows what it took). docs/operations.md, "E-mail".
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createMailCatcher } from './catcher.js';
import { createSmtpTransport } from './smtp.js';
import type { MailTransport } from './transport.js';

export * from './delivery.js';
export * from './outbox.js';
export type { MailTransport, OutgoingEmail } from './transport.js';
export { listCaughtEmails } from './catcher.js';

/** Where e-mail goes (server/config.ts reads it from the environment). */
export interface MailConfig {
  /** SMTP server (SMTP_URL, `smtp://` or `smtps://`, credentials in the URL); unset: the local mail catcher keeps every message. */
  smtpUrl: string | undefined;
  /** The From address (MAIL_FROM, e.g. `"Land Rover Iraq" <no-reply@example.iq>`); required with SMTP_URL. */
  from: string;
  /** Limit of each stage of an SMTP conversation (SMTP_TIMEOUT_MS, default 15000): over it the attempt failed and is retried. */
  timeoutMs: number;
  /** How often the e-mail outbox worker looks for due messages (EMAIL_OUTBOX_INTERVAL_MS, default 5000). */
  intervalMs: number;
  /** How long a message a worker claimed is hidden from the others (EMAIL_OUTBOX_LEASE_MS, default 60000). */
  leaseMs: number;
}

export function mailTransportFrom(db: Kysely<Database>, config: MailConfig, now: () => number): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.from, timeoutMs: config.timeoutMs })
    : createMailCatcher(db, config.from, now);
}
