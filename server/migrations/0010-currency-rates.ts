/**
 * Currency exchange rates (docs/content-api.md, "Currency exchange"): each refresh from the
 * rates source stores one row per currency for its start date, so the current rate is the newest
 * row and past rates stay readable. `rate` is how many units of `quote` one unit of `base` buys.
 */
import type { Migration } from 'kysely';
import { DOUBLE, withIdColumn } from './columns.js';

export const currencyRatesMigration: Migration = {
  async up(db) {
    await withIdColumn(db, db.schema.createTable('currency_rates'))
      .addColumn('base', 'text', (c) => c.notNull())
      .addColumn('quote', 'text', (c) => c.notNull())
      .addColumn('rate', DOUBLE, (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('fetched_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('currency_rates_pair_date_unique')
      .unique()
      .on('currency_rates')
      .columns(['base', 'quote', 'start_date'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('currency_rates').ifExists().execute();
  },
};
