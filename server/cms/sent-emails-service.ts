/**
 * The admin's "Sent e-mail" list (docs/operations.md, "E-mail"): what the local mail catcher
 * (server/adapters/email/catcher.ts) took instead of an SMTP server, newest first, at most
 * SENT_EMAILS_LIMIT, in the wire shape of domain/contracts/sent-emails.ts (no HTML part, no
 * List-Unsubscribe header: the list shows the text the recipient reads).
 */
import type { Kysely } from 'kysely';
import { SENT_EMAILS_LIMIT, type SentEmail } from '../../domain/contracts/sent-emails.js';
import { listCaughtEmails } from '../adapters/email/index.js';
import type { Database } from '../db/schema.js';

export interface SentEmailsService {
  /** The newest caught messages first. */
  list(): Promise<SentEmail[]>;
}

export function createSentEmailsService(db: Kysely<Database>): SentEmailsService {
  return {
    async list() {
      const rows = await listCaughtEmails(db, SENT_EMAILS_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        outbox_id: row.outbox_id,
        message_id: row.message_id,
        from: row.from,
        to: row.to,
        subject: row.subject,
        language: row.language,
        text: row.text,
        caught_at: row.caught_at,
      }));
    },
  };
}
