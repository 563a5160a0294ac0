/**
 * The configured stock feed pull (docs/stock-feed.md, "A feed pulled on a schedule"): one row, the
 * address an admin configured and how its feed is imported, and the schedule every process reads.
 * `next_pull_at` (epoch ms) is both when the next pull is due and the claim: a process takes a due
 * pull by a conditional UPDATE that pushes it a lease ahead (as the e-mail outbox does), so one
 * process pulls. `attempts` counts the failures since the last success (the retry backoff), and
 * `last_*` keep what the admin's stock screen shows of the last pull.
 */
import type { Migration } from 'kysely';

export const stockFeedPullMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('stock_feed_pull')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('every_minutes', 'integer', (c) => c.notNull())
      .addColumn('withdraw', 'text', (c) => c.notNull())
      .addColumn('all_or_nothing', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('next_pull_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_started_at', 'bigint')
      .addColumn('last_finished_at', 'bigint')
      .addColumn('last_status', 'text')
      .addColumn('last_error', 'text')
      .addColumn('last_report', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('stock_feed_pull').ifExists().execute();
  },
};
