/**
 * Translations of a page (docs/cms-api.md, "Translations"):
 * - `pages.translation_group`: pages of one content in several languages share it (the id of the
 *   page the first translation was made from). Pages at the same path in two languages stay
 *   translations of each other as before; the group also links a translation at another path
 *   (hreflang, the language button).
 * - `pages.needs_translation`: 1 on a copy made for another language until an editor marks it
 *   translated or publishes it (the editor shows it in the page tree and on the page).
 */
import type { Migration } from 'kysely';

export const pageTranslationsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('pages').addColumn('translation_group', 'integer').execute();
    await db.schema
      .alterTable('pages')
      .addColumn('needs_translation', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('pages_translation_group_idx').on('pages').column('translation_group').execute();
  },
  async down(db) {
    await db.schema.dropIndex('pages_translation_group_idx').ifExists().execute();
    await db.schema.alterTable('pages').dropColumn('needs_translation').execute();
    await db.schema.alterTable('pages').dropColumn('translation_group').execute();
  },
};
