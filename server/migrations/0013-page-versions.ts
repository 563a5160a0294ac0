/**
 * The editor's pages, versions and media (docs/cms-api.md):
 * - `pages` gains a draft beside the live content (`draft`: JSON CmsPageContent, null = the draft is
 *   the live content), an optimistic-lock `version` that every write raises (a stale save gets 409),
 *   scheduled publish/unpublish times (epoch ms; the scheduler clears them with a conditional
 *   update, so two processes never both act), the time of the last publish and `nav_hidden`.
 * - `page_versions`: one row per write of a page, with its content, author and a diff summary;
 *   restoring copies one into the draft.
 * - `media` and `media_files`: uploaded images and their re-encoded sizes, kept in the database
 *   (bytes as BLOB / bytea) so every process serves them without a shared disk.
 */
import { sql, type Migration } from 'kysely';
import { isPostgres, withIdColumn } from './columns.js';

export const pageVersionsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('pages')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('pages').addColumn('draft', 'text').execute();
    await db.schema.alterTable('pages').addColumn('publish_at', 'bigint').execute();
    await db.schema.alterTable('pages').addColumn('unpublish_at', 'bigint').execute();
    await db.schema.alterTable('pages').addColumn('published_at', 'text').execute();
    await db.schema
      .alterTable('pages')
      .addColumn('nav_hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('pages_publish_at_idx').on('pages').column('publish_at').execute();
    await db.schema.createIndex('pages_unpublish_at_idx').on('pages').column('unpublish_at').execute();

    await withIdColumn(db, db.schema.createTable('page_versions'))
      .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('author_id', 'integer')
      .addColumn('author_email', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('restored_from', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('page_versions_page_number_unique').unique().on('page_versions').columns(['page_id', 'number']).execute();

    await withIdColumn(db, db.schema.createTable('media'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_by', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('media_files')
      .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('bytes', isPostgres(db) ? sql`bytea` : 'blob', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_files_pk', ['media_id', 'size', 'format'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('media_files').ifExists().execute();
    await db.schema.dropTable('media').ifExists().execute();
    await db.schema.dropTable('page_versions').ifExists().execute();
    await db.schema.dropIndex('pages_unpublish_at_idx').ifExists().execute();
    await db.schema.dropIndex('pages_publish_at_idx').ifExists().execute();
    for (const column of ['nav_hidden', 'published_at', 'unpublish_at', 'publish_at', 'draft', 'version'])
      await db.schema.alterTable('pages').dropColumn(column).execute();
  },
};
