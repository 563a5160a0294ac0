/**
 * The local mail catcher: without SMTP_URL the outbox worker hands messages here, and they are kept
 * in `caught_emails` for the admin's "Sent e-mail" list (site/admin/), so in development every
 * message the product sends can be read — the cancellation link included — and nothing leaves
 * the machine. The worker treats a caught message as sent.
 */
import type { Kysely } from 'kysely';
import type { CaughtEmailRow, Database } from '../../db/schema.js';
import type { MailTransport, OutgoingEmail } from './transport.js';

export function createMailCatcher(db: Kysely<Database>, from: string, now: () => number): MailTransport {
  return {
    name: 'catcher',
    from,
    async send(message: OutgoingEmail) {
      await db
        .insertInto('caught_emails')
        .values({
          outbox_id: message.outboxId,
          message_id: message.messageId,
          from,
          to: message.to,
          subject: message.subject,
          language: message.language,
          text: message.text,
          html: message.html,
          list_unsubscribe: message.listUnsubscribe ?? null,
          caught_at: new Date(now()).toISOString(),
        })
        .execute();
    },
    close: () => undefined,
  };
}

/** The newest caught messages first (the admin list). */
export async function listCaughtEmails(db: Kysely<Database>, limit: number): Promise<CaughtEmailRow[]> {
  return db.selectFrom('caught_emails').selectAll().orderBy('caught_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
