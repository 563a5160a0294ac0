/**
 * What an admin sets on a listing besides its stock and origins (docs/cms-api.md, "Listings";
 * docs/embedding.md): `default_language`, the language its widgets speak when the retailer's page
 * names none (null: the loader's own default), and `widgets`, the widget tags it may be embedded
 * with (JSON string[]; empty: every widget). Existing listings keep working unchanged: no default
 * language and every widget.
 */
import { sql, type Migration } from 'kysely';

export const listingEmbeddingMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('listings').addColumn('default_language', 'text').execute();
    await db.schema
      .alterTable('listings')
      .addColumn('widgets', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('listings').dropColumn('widgets').execute();
    await db.schema.alterTable('listings').dropColumn('default_language').execute();
  },
};
