/**
 * Stock: vehicles, dealers, listings (embed configurations) and the stock version row.
 * Column names and nullability mirror server/db/schema.ts exactly.
 */
import type { Migration } from 'kysely';
import { DOUBLE, withIdColumn, type MigrationDb } from './columns.js';

async function createVehicles(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('vehicles'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('family', 'text')
    .addColumn('nameplate_model_group', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('nameplate_code', 'text', (c) => c.notNull())
    .addColumn('version_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('mileage', 'integer', (c) => c.notNull())
    .addColumn('mileage_unit', 'text', (c) => c.notNull())
    .addColumn('transmission', 'text', (c) => c.notNull())
    .addColumn('engine_type', 'text', (c) => c.notNull())
    .addColumn('power', 'integer', (c) => c.notNull())
    .addColumn('power_unit', 'text', (c) => c.notNull())
    .addColumn('capacity', DOUBLE)
    .addColumn('battery_capacity', DOUBLE)
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('color_hex', 'text', (c) => c.notNull())
    .addColumn('specific_color', 'text', (c) => c.notNull())
    .addColumn('color_interior', 'text', (c) => c.notNull())
    .addColumn('production_year', 'integer', (c) => c.notNull())
    .addColumn('model_year', 'integer', (c) => c.notNull())
    .addColumn('delivery_date', 'text')
    .addColumn('dealer_code', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text')
    .addColumn('number_of_seats', 'integer', (c) => c.notNull())
    .addColumn('drivetrain', 'text', (c) => c.notNull())
    .addColumn('msrp_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer')
    .addColumn('display_price', 'integer', (c) => c.notNull())
    .addColumn('monthly_price', 'integer')
    .addColumn('subscribe_price', 'integer')
    .addColumn('price_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('financing_options', 'text', (c) => c.notNull())
    .addColumn('prices_type', 'text')
    .addColumn('features_optional', 'text', (c) => c.notNull())
    .addColumn('features_standard', 'text', (c) => c.notNull())
    .addColumn('footnote', 'text')
    .addColumn('photos', 'text', (c) => c.notNull())
    .addColumn('cover_photo_medium', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text')
    .addColumn('config_url', 'text')
    .addColumn('long_description', 'text')
    .addColumn('price_breakdown', 'text', (c) => c.notNull())
    .addColumn('total_price', 'integer')
    .addColumn('base_price', 'integer')
    .addColumn('price_metadata', 'text', (c) => c.notNull())
    .addColumn('disclaimers', 'text', (c) => c.notNull())
    .addColumn('product_card_disclaimer', 'text')
    .addColumn('avl_field', 'text')
    .addColumn('japan_used_and_approved_cars_field', 'text')
    .addColumn('prices', 'text', (c) => c.notNull())
    .addColumn('meta_buttons', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('vehicles_vin_unique').unique().on('vehicles').column('vin').execute();
  // Columns the listing filters and sorts read when it (re)builds its index or falls back to SQL.
  for (const column of ['state', 'status', 'brand_key', 'model', 'dealer_code', 'msrp_price', 'created_at']) {
    await db.schema.createIndex(`vehicles_${column}_idx`).on('vehicles').column(column).execute();
  }
}

async function createDealers(db: MigrationDb): Promise<void> {
  await withIdColumn(db, db.schema.createTable('dealers'))
    .addColumn('dealer_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('main_phone', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('ci_code', 'text', (c) => c.notNull())
    .addColumn('latitude', DOUBLE, (c) => c.notNull())
    .addColumn('longitude', DOUBLE, (c) => c.notNull())
    .addColumn('brands', 'text', (c) => c.notNull())
    .addColumn('nameplate_brand_name', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text')
    .addColumn('owner_address', 'text')
    .addColumn('owner_city', 'text')
    .addColumn('owner_zipcode', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('owner_phone', 'text')
    .addColumn('owner_opening_hours', 'text')
    .addColumn('owner_contact_details', 'text')
    .addColumn('owner_metadata', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dealers_dealer_code_unique').unique().on('dealers').column('dealer_code').execute();
}

async function createListings(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dealer_codes', 'text', (c) => c.notNull())
    .addColumn('brands', 'text', (c) => c.notNull())
    .addColumn('states', 'text', (c) => c.notNull())
    .addColumn('forced_filters', 'text', (c) => c.notNull())
    .addColumn('allowed_origins', 'text', (c) => c.notNull())
    .addColumn('button_set', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .execute();
}

async function createStockVersion(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('stock_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  // The single row every process polls; bumpStockVersion() only ever updates it.
  await db.insertInto('stock_version').values({ id: 1, version: 1 }).execute();
}

export const stockMigration: Migration = {
  async up(db) {
    await createVehicles(db);
    await createDealers(db);
    await createListings(db);
    await createStockVersion(db);
  },
  async down(db) {
    for (const table of ['stock_version', 'listings', 'dealers', 'vehicles']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
