/**
 * Stock alerts for visitors (docs/alerts.md):
 * - `alert_addresses`: an e-mail address that has at least one alert. It exists only as long as
 *   one of its alerts does (the service deletes it with its last alert, and with the last expired
 *   sign-up), so no address outlives what the visitor asked for. `stock_alerts.address_id` does
 *   not cascade on purpose: an address that gains an alert in another process while it is being
 *   removed makes that removal fail, instead of taking the new alert with it.
 * - `stock_alerts`: a saved search (listing and filter query) in the sign-up's language; `pending`
 *   until the confirmation link is followed (then `active`), and a pending one expires.
 *   `seen_vehicle_id` and `next_digest_at` are the daily digest's bookkeeping (docs/alerts.md,
 *   "Daily digest").
 * - `alert_tokens`: the SHA-256 of every random token an alert e-mail carries (confirm, unsubscribe,
 *   manage), deleted with their alert or address and when they expire.
 * - `email_outbox.list_unsubscribe` and `caught_emails.list_unsubscribe`: the one-click
 *   unsubscribe URL the outbox worker sends as `List-Unsubscribe` (null for other mail).
 */
import { sql, type Migration } from 'kysely';

export const stockAlertsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('alert_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stock_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('address_id', 'text', (c) => c.notNull().references('alert_addresses.id'))
      .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('ku', 'ar', 'en')`))
      .addColumn('listing_id', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('pending', 'active')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      // Epoch ms; a pending sign-up is deleted after it (null once active).
      .addColumn('expires_at', 'bigint')
      .addColumn('seen_vehicle_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_digest_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_digest_at', 'bigint')
      .execute();
    await db.schema.createIndex('stock_alerts_address_idx').on('stock_alerts').column('address_id').execute();
    await db.schema.createIndex('stock_alerts_due_idx').on('stock_alerts').columns(['state', 'next_digest_at']).execute();
    await db.schema.createIndex('stock_alerts_expiry_idx').on('stock_alerts').columns(['state', 'expires_at']).execute();
    await db.schema
      .createTable('alert_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('confirm', 'unsubscribe', 'manage')`))
      .addColumn('address_id', 'text', (c) => c.notNull().references('alert_addresses.id').onDelete('cascade'))
      .addColumn('alert_id', 'text', (c) => c.references('stock_alerts.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('alert_tokens_expiry_idx').on('alert_tokens').column('expires_at').execute();
    await db.schema.alterTable('email_outbox').addColumn('list_unsubscribe', 'text').execute();
    await db.schema.alterTable('caught_emails').addColumn('list_unsubscribe', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('caught_emails').dropColumn('list_unsubscribe').execute();
    await db.schema.alterTable('email_outbox').dropColumn('list_unsubscribe').execute();
    await db.schema.dropTable('alert_tokens').ifExists().execute();
    await db.schema.dropTable('stock_alerts').ifExists().execute();
    await db.schema.dropTable('alert_addresses').ifExists().execute();
  },
};
