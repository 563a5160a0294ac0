/**
 * E-mail without SMTP: messages go to the `email_outbox` table, where the admin (or a later SMTP
 * sender) picks them up. Writing inside the caller's transaction means an order confirmation and
 * its e-mail are stored together or not at all.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export async function enqueueEmail(db: Kysely<Database>, message: EmailMessage, now: number = Date.now()): Promise<number> {
  const row = await db
    .insertInto('email_outbox')
    .values({ to: message.to, subject: message.subject, body: message.body, state: 'pending', created_at: new Date(now).toISOString() })
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
