/**
 * The stock feed (docs/stock-feed.md):
 * - `vehicles.external_id`: the id an importer's dealer-management system gives a vehicle, so a
 *   feed row matches its vehicle by that id as well as by VIN. Unique; null for vehicles that never
 *   came from a feed (both databases let any number of rows hold null in a unique index).
 * - `stock_grants`: who may change stock besides admins (the `stock` role, docs/stock-feed.md,
 *   "Who may import"). A row per account; `dealer_codes` is a JSON array of the dealer codes the
 *   account may see and change (a retailer), or null for every dealer (the importer's stock team).
 *   A table rather than a third value of `users.role`: that column's CHECK constraint cannot be
 *   changed in SQLite without rebuilding `users`, which the sessions and tokens reference.
 */
import type { Migration } from 'kysely';

export const stockFeedMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('vehicles').addColumn('external_id', 'text').execute();
    await db.schema.createIndex('vehicles_external_id_unique').unique().on('vehicles').column('external_id').execute();
    await db.schema
      .createTable('stock_grants')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('dealer_codes', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('stock_grants').ifExists().execute();
    await db.schema.dropIndex('vehicles_external_id_unique').ifExists().execute();
    await db.schema.alterTable('vehicles').dropColumn('external_id').execute();
  },
};
