/**
 * Pages and navigation per language (docs/decisions.md, "Language and digits"): one server
 * serves /ku/, /ar/ and /en/ at once.
 * - `pages.language` (ku | ar | en): rows from before are the Kurdish site's ('ku'); a path is now
 *   unique within its language (`pages_language_path_unique` replaces `pages_path_unique`), and the
 *   same path in two languages is the same page, translated (hreflang, the language button).
 * - `nav_entries.language`: each language has its own menu, read in menu order.
 * The column default 'ku' fills existing rows on both dialects (SQLite can only add a NOT NULL
 * column with a default); the application always writes the language itself.
 */
import { sql, type Migration } from 'kysely';

export const pageLanguagesMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('pages')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('ku'))
      .execute();
    await db.schema.dropIndex('pages_path_unique').execute();
    await db.schema.createIndex('pages_language_path_unique').unique().on('pages').columns(['language', 'path']).execute();
    await db.schema
      .alterTable('nav_entries')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('ku'))
      .execute();
    await db.schema.createIndex('nav_entries_language_idx').on('nav_entries').columns(['language', 'position']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('nav_entries_language_idx').execute();
    await db.schema.alterTable('nav_entries').dropColumn('language').execute();
    // Only the Kurdish pages fit the path-only unique key again.
    await sql`delete from pages where language <> 'ku'`.execute(db);
    await db.schema.dropIndex('pages_language_path_unique').execute();
    await db.schema.createIndex('pages_path_unique').unique().on('pages').column('path').execute();
    await db.schema.alterTable('pages').dropColumn('language').execute();
  },
};
