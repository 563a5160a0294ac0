/**
 * A covering index of what the listing index reads (docs/listing-api.md, "At a million vehicles";
 * docs/decisions.md, "A covering index for the listing index's read"), on SQLite only.
 *
 * A vehicle row is about 4.3 KB (photos, prices, texts), so SQLite keeps its first few hundred bytes
 * in the table's leaf page and the rest in an overflow page; the columns the index reads end with
 * `created_at`, stored near the end of the row, so every vehicle read cost a leaf share and an
 * overflow page: at a million vehicles the chunked read alone took 6.8 s of a 14 s start. This index
 * holds, in id order, exactly those columns (about 300 bytes a vehicle), so the read
 * (`server/listing/engine/load.ts`: `WHERE id > ? ORDER BY id LIMIT n`, and the catch-up's reads by
 * id) walks the narrow index b-tree and never the wide rows. The column list is written out here, not
 * imported: a migration must not change after it ran. `0040-listing-read-index.test.ts` checks that
 * it still covers the engine's INDEXED_COLUMNS and that SQLite's plan uses it.
 *
 * PostgreSQL keeps a wide row's big values out of line (TOAST) already, and an index-only scan there
 * depends on the visibility map, so it gets no index: its read is as before.
 */
import type { Migration } from 'kysely';
import { isPostgres } from './columns.js';

export const LISTING_READ_INDEX = 'vehicles_listing_read';

/** The vehicle columns the listing index reads, id first (the reads go by id), as of this migration. */
export const LISTING_READ_COLUMNS = [
  'id',
  'brand',
  'brand_key',
  'family',
  'nameplate_model_group',
  'model',
  'financing_options',
  'state',
  'engine_type',
  'transmission',
  'color',
  'specific_color',
  'status',
  'dealer_code',
  'number_of_seats',
  'mileage',
  'production_year',
  'model_year',
  'power',
  'display_price',
  'price_hidden',
  'msrp_price',
  'created_at',
  'version_name',
  'vin',
] as const;

export const listingReadIndexMigration: Migration = {
  async up(db) {
    if (isPostgres(db)) return;
    await db.schema
      .createIndex(LISTING_READ_INDEX)
      .on('vehicles')
      .columns([...LISTING_READ_COLUMNS])
      .execute();
  },
  async down(db) {
    if (isPostgres(db)) return;
    await db.schema.dropIndex(LISTING_READ_INDEX).ifExists().execute();
  },
};
