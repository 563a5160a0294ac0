/**
 * Alerts about one vehicle (docs/alerts.md, "Alerts on one vehicle"), kept in `stock_alerts` beside
 * the saved searches so that confirmation, tokens, one-click unsubscribe, the manage page and the
 * purge of addresses work for them unchanged:
 * - `kind`: `search` (a saved search, as before), `vehicle` (price drop and back in stock on a saved
 *   vehicle) or `hold` (the vehicle someone else held when the visitor tried to reserve it is free);
 * - `vehicle_id`: the watched vehicle (null for a search; `listing_id` is the listing it was seen in
 *   and `query` is empty);
 * - `watched_price`: the lowest shown price the visitor has been told about (a drop below it is news);
 * - `watched_available`: 1 when the vehicle was last seen free to reserve, 0 when not. The watcher
 *   moves both with a compare-and-set UPDATE, which is what makes each change mailed once.
 * Deleting a vehicle does not cascade here: the purge deletes alerts whose vehicle is gone.
 */
import { sql, type Migration } from 'kysely';

export const vehicleAlertsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('stock_alerts')
      .addColumn('kind', 'text', (c) =>
        c
          .notNull()
          .defaultTo('search')
          .check(sql`kind IN ('search', 'vehicle', 'hold')`),
      )
      .execute();
    await db.schema.alterTable('stock_alerts').addColumn('vehicle_id', 'integer').execute();
    await db.schema.alterTable('stock_alerts').addColumn('watched_price', 'integer').execute();
    await db.schema.alterTable('stock_alerts').addColumn('watched_available', 'integer').execute();
    await db.schema.createIndex('stock_alerts_kind_idx').on('stock_alerts').columns(['kind', 'state']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('stock_alerts_kind_idx').ifExists().execute();
    for (const column of ['watched_available', 'watched_price', 'vehicle_id', 'kind'])
      await db.schema.alterTable('stock_alerts').dropColumn(column).execute();
  },
};
