/**
 * Widget configuration the listing service serves (docs/listing-api.md, "Widget configuration"): company configs (showroom and
 * order-online config entries per list key), widget translation overrides, and an index for the
 * configurator's vehicle lookup by config_url. Column names and
 * nullability mirror server/db/schema.ts.
 */
import type { Migration } from 'kysely';
import { withIdColumn, type MigrationDb } from './columns.js';

async function createCompanyConfigs(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('company_configs'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('config_type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One entry per company, section and type: an edit replaces, never duplicates.
  await db.schema
    .createIndex('company_configs_entry_unique')
    .unique()
    .on('company_configs')
    .columns(['company_id', 'section', 'config_type'])
    .execute();
}

async function createWidgetTranslations(db: MigrationDb): Promise<void> {
  // Kept out of `settings`: /settings hands every row to every widget, and these blobs are per widget.
  await db.schema
    .createTable('widget_translations_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export const companyConfigMigration: Migration = {
  async up(db) {
    await createCompanyConfigs(db);
    await createWidgetTranslations(db);
    // The configurator journey looks a vehicle up by its config_url (config_data route).
    await db.schema.createIndex('vehicles_config_url_idx').on('vehicles').column('config_url').execute();
  },
  async down(db) {
    await db.schema.dropIndex('vehicles_config_url_idx').ifExists().execute();
    for (const table of ['widget_translations_configs', 'company_configs']) await db.schema.dropTable(table).ifExists().execute();
  },
};
