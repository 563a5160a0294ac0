/**
 * E-mail is sent (docs/operations.md, "E-mail"). Until now `email_outbox` only filled up: the
 * confirmation carrying a buyer's cancellation link stayed `pending` for ever. The outbox worker
 * now sends due rows by SMTP (or to the local mail catcher), as the CRM outbox delivers leads:
 * - `email_outbox` gains the worker's bookkeeping (attempts, last error, next attempt in epoch ms,
 *   doubling as the claim's lease), the recipient's language, when and how it went and its
 *   Message-ID. Rows from before are due at once (next_attempt_at 0) in the default language.
 * - `caught_emails`: what the local mail catcher took when no SMTP server is configured, for the
 *   admin's "Sent e-mail" list.
 */
import { sql, type Migration } from 'kysely';
import { withIdColumn } from './columns.js';

const OUTBOX_COLUMNS = ['language', 'attempts', 'last_error', 'next_attempt_at', 'updated_at', 'sent_at', 'transport', 'message_id'];

export const emailDeliveryMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('email_outbox').addColumn('language', 'text').execute();
    await db.schema
      .alterTable('email_outbox')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('email_outbox').addColumn('last_error', 'text').execute();
    await db.schema
      .alterTable('email_outbox')
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('email_outbox').addColumn('updated_at', 'text').execute();
    await db.schema.alterTable('email_outbox').addColumn('sent_at', 'text').execute();
    await db.schema.alterTable('email_outbox').addColumn('transport', 'text').execute();
    await db.schema.alterTable('email_outbox').addColumn('message_id', 'text').execute();
    // The worker's question, every few seconds: which pending rows are due?
    await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['state', 'next_attempt_at']).execute();

    await withIdColumn(db, db.schema.createTable('caught_emails'))
      .addColumn('outbox_id', 'integer', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('from', 'text', (c) => c.notNull())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('ku', 'ar', 'en')`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('caught_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('caught_emails_caught_idx').on('caught_emails').columns(['caught_at', 'id']).execute();
  },
  async down(db) {
    await db.schema.dropTable('caught_emails').ifExists().execute();
    await db.schema.dropIndex('email_outbox_due_idx').ifExists().execute();
    for (const column of [...OUTBOX_COLUMNS].reverse()) await db.schema.alterTable('email_outbox').dropColumn(column).execute();
  },
};
