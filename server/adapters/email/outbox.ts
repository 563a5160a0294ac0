/**
 * E-mail is never sent inline: messages go to the `email_outbox` table inside the caller's
 * transaction (an order confirmation and its e-mail are stored together or not at all), and the
 * outbox worker (delivery.ts) sends them by SMTP or to the local mail catcher, with retries.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../../domain/languages.js';
import type { Database } from '../../db/schema.js';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text, already in the recipient's language: the text part, and the HTML part is drawn from it. */
  body: string;
  /** The recipient's language (the HTML part's lang and direction); the site's default when absent. */
  language?: Language;
  /**
   * The https URL a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058), sent as the
   * List-Unsubscribe and List-Unsubscribe-Post headers: alert mail (docs/alerts.md).
   */
  listUnsubscribe?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export async function enqueueEmail(db: Kysely<Database>, message: EmailMessage, now: number = Date.now()): Promise<number> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      to: message.to,
      subject: message.subject,
      body: message.body,
      language: message.language ?? null,
      list_unsubscribe: message.listUnsubscribe ?? null,
      state: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The local Mailer: every message lands in the outbox. */
export function createOutboxMailer(db: Kysely<Database>, now: () => number = Date.now): Mailer {
  return {
    async send(message) {
      await enqueueEmail(db, message, now());
    },
  };
}
