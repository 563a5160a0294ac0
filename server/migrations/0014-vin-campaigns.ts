/**
 * Service campaigns and the VINs they cover (the local VIN checker checks against
 * our own vehicle database, not a remote service). A campaign is a recall or a field fix with its titles in the three
 * site languages; `vin_campaign_vehicles` lists the affected vehicles. One VIN may be in several
 * campaigns; the lookup is by VIN, so it has its own index.
 */
import type { Migration } from 'kysely';
import { withIdColumn } from './columns.js';

export const vinCampaignsMigration: Migration = {
  async up(db) {
    await withIdColumn(db, db.schema.createTable('vin_campaigns'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('title_ku', 'text', (c) => c.notNull())
      .addColumn('title_ar', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await withIdColumn(db, db.schema.createTable('vin_campaign_vehicles'))
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('vin_campaigns.id').onDelete('cascade'))
      .addColumn('vin', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('vin_campaign_vehicles_unique')
      .unique()
      .on('vin_campaign_vehicles')
      .columns(['campaign_id', 'vin'])
      .execute();
    await db.schema.createIndex('vin_campaign_vehicles_vin').on('vin_campaign_vehicles').column('vin').execute();
  },
  async down(db) {
    await db.schema.dropTable('vin_campaign_vehicles').ifExists().execute();
    await db.schema.dropTable('vin_campaigns').ifExists().execute();
  },
};
