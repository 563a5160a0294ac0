/**
 * Rate limits (docs/decisions.md): per-client request counters kept in the database, so a limit
 * holds across every server process on one PostgreSQL database (like the soft lock), and the
 * client that took each soft lock, so one client cannot hold many vehicles at once.
 */
import type { Migration } from 'kysely';

export const rateLimitsMigration: Migration = {
  async up(db) {
    // One row per route and client: a fixed window that starts with the window's first request.
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_hits_expires_idx').on('rate_limit_hits').column('expires_at').execute();
    // Null for locks taken before this migration (or with limits off): they count for nobody.
    await db.schema.alterTable('soft_locks').addColumn('client_key', 'text').execute();
    await db.schema.createIndex('soft_locks_client_idx').on('soft_locks').columns(['client_key', 'expires_at']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('soft_locks_client_idx').ifExists().execute();
    await db.schema.alterTable('soft_locks').dropColumn('client_key').execute();
    await db.schema.dropTable('rate_limit_hits').ifExists().execute();
  },
};
