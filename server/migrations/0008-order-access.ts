/**
 * Order hardening (docs/buy-online.md, "Reading an order" and "Vendor events out of order"):
 * - `order_access_tokens`: SHA-256 (hex) of each access token handed out for an order (at creation,
 *   and to an idempotent retry that carries the same key and lock), so only a holder can read it.
 *   Orders created before this migration have no row: they cannot be read from the public API.
 * - `orders.payment_event_at`, `leads.payment_event_at`: the vendor's time (epoch ms) of the last
 *   event applied to the payment, so a late delivery of an older event is not applied;
 * - `payment_events.occurred_at`: the vendor's time of each recorded event (null when it gives none).
 * One ALTER per column: SQLite adds a single column per statement.
 */
import type { Migration } from 'kysely';

const EVENT_TIMES: readonly [table: string, column: string][] = [
  ['orders', 'payment_event_at'],
  ['leads', 'payment_event_at'],
  ['payment_events', 'occurred_at'],
];

export const orderAccessMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('order_access_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_access_tokens_order_idx').on('order_access_tokens').column('order_id').execute();
    for (const [table, column] of EVENT_TIMES) await db.schema.alterTable(table).addColumn(column, 'bigint').execute();
  },
  async down(db) {
    for (const [table, column] of [...EVENT_TIMES].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
    await db.schema.dropTable('order_access_tokens').ifExists().execute();
  },
};
