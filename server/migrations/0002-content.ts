/** Content: settings, CMS pages, metaheads, block templates and navigation entries. */
import type { Migration } from 'kysely';
import { withIdColumn, type MigrationDb } from './columns.js';

async function createSettings(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('settings'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_key_unique').unique().on('settings').column('key').execute();
}

async function createPages(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('pages'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('image_id', 'text')
    .addColumn('page_type', 'text', (c) => c.notNull())
    .addColumn('link_type', 'text')
    .addColumn('redirect_path', 'text')
    .addColumn('link_new_window', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url_redirection', 'text')
    .addColumn('blocks', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pages_path_unique').unique().on('pages').column('path').execute();
}

async function createMetaheads(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('metaheads'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('in_body', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reload_on_each_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rdx_core_page_id', 'integer')
    .execute();
}

async function createBlockTemplates(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('block_templates'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('group', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('field_groups', 'text', (c) => c.notNull())
    .addColumn('field_groups_seed', 'text', (c) => c.notNull())
    .addColumn('field_groups_template', 'text', (c) => c.notNull())
    .addColumn('external_block', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('list_priority', 'integer', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('max_field_groups', 'integer')
    .execute();
  await db.schema.createIndex('block_templates_key_unique').unique().on('block_templates').column('key').execute();
}

async function createNavEntries(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('nav_entries'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .execute();
}

export const contentMigration: Migration = {
  async up(db) {
    await createSettings(db);
    await createPages(db);
    await createMetaheads(db);
    await createBlockTemplates(db);
    await createNavEntries(db);
  },
  async down(db) {
    for (const table of ['nav_entries', 'block_templates', 'metaheads', 'pages', 'settings']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
