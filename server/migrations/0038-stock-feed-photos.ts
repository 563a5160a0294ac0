/**
 * Photos a stock feed named by address (docs/stock-feed.md, "Photos"): each address fetched once,
 * its resized files kept in the media library (media, media_files) and found here by the address
 * on every later import. The address is the primary key: two processes importing the same feed at
 * once store it once (the second one's insert fails on the key, rolls its media back and reads the
 * first one's row).
 */
import type { Migration } from 'kysely';

export const stockFeedPhotosMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('stock_feed_photos')
      .addColumn('url', 'text', (c) => c.primaryKey())
      .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('stock_feed_photos').ifExists().execute();
  },
};
