import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { bumpStockVersion, readStockVersion } from '../db/stock-version.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';

/** The stock and content tables of server/db/schema.ts with their columns; the migrations must create exactly these. */
const EXPECTED: Record<string, string[]> = {
  vehicles: [
    'id',
    'brand',
    'brand_key',
    'family',
    'nameplate_model_group',
    'model',
    'nameplate_code',
    'version_name',
    'status',
    'state',
    'vin',
    'mileage',
    'mileage_unit',
    'transmission',
    'engine_type',
    'power',
    'power_unit',
    'capacity',
    'battery_capacity',
    'color',
    'color_hex',
    'specific_color',
    'color_interior',
    'production_year',
    'model_year',
    'delivery_date',
    'dealer_code',
    'order_number',
    'number_of_seats',
    'drivetrain',
    'msrp_price',
    'sale_price',
    'display_price',
    'monthly_price',
    'subscribe_price',
    'price_hidden',
    'financing_options',
    'prices_type',
    'features_optional',
    'features_standard',
    'footnote',
    'photos',
    'cover_photo_medium',
    'video_url',
    'config_url',
    'long_description',
    'price_breakdown',
    'total_price',
    'base_price',
    'price_metadata',
    'disclaimers',
    'product_card_disclaimer',
    'avl_field',
    'japan_used_and_approved_cars_field',
    'prices',
    'meta_buttons',
    'created_at',
    'updated_at',
    // Migration 0031: the importer's own id of the vehicle (docs/stock-feed.md).
    'external_id',
  ],
  dealers: [
    'id',
    'dealer_code',
    'name',
    'address',
    'email',
    'phone',
    'main_phone',
    'city',
    'postcode',
    'locality',
    'state',
    'ci_code',
    'latitude',
    'longitude',
    'brands',
    'nameplate_brand_name',
    'owner_name',
    'owner_address',
    'owner_city',
    'owner_zipcode',
    'owner_email',
    'owner_phone',
    'owner_opening_hours',
    'owner_contact_details',
    'owner_metadata',
    // Migration 0021: the street in Kurdish and Arabic.
    'street_ku',
    'street_ar',
  ],
  listings: [
    'id',
    'name',
    'dealer_codes',
    'brands',
    'states',
    'forced_filters',
    'allowed_origins',
    'button_set',
    'uuid',
    'default_language',
    'widgets',
  ],
  settings: ['id', 'key', 'value'],
  pages: [
    'id',
    'path',
    'title',
    'meta_title',
    'meta_description',
    'image_id',
    'page_type',
    'link_type',
    'redirect_path',
    'link_new_window',
    'url_redirection',
    'blocks',
    'state',
    'created_at',
    'updated_at',
    'language',
    // Migration 0013: the editor's draft, version lock and schedule.
    'version',
    'draft',
    'publish_at',
    'unpublish_at',
    'published_at',
    'nav_hidden',
    // Migration 0032: the versions of one page in the other languages, and a copy still to translate.
    'translation_group',
    'needs_translation',
  ],
  page_versions: ['id', 'page_id', 'number', 'kind', 'author_id', 'author_email', 'content', 'summary', 'restored_from', 'created_at'],
  media: ['id', 'filename', 'content_type', 'width', 'height', 'alt', 'created_by', 'created_at'],
  media_files: ['media_id', 'size', 'format', 'bytes'],
  user_identities: ['issuer', 'subject', 'user_id', 'created_at', 'last_sign_in_at'],
  // Migration 0029: the account a link was asked for.
  oidc_logins: ['id_hash', 'state', 'nonce', 'code_verifier', 'language', 'return_path', 'expires_at', 'link_user_id'],
  metaheads: ['id', 'content', 'language', 'sequence', 'in_body', 'reload_on_each_page', 'rdx_core_page_id'],
  block_templates: [
    'id',
    'key',
    'name',
    'description',
    'short_description',
    'group',
    'hidden',
    'template',
    'fields',
    'field_groups',
    'field_groups_seed',
    'field_groups_template',
    'external_block',
    'area',
    'list_priority',
    'thumbnail_url',
    'max_field_groups',
  ],
  nav_entries: ['id', 'label', 'url', 'position', 'parent_id', 'language'],
  stock_version: ['id', 'version'],
  // Migration 0031: the stock role (docs/stock-feed.md, "Who may import").
  stock_grants: ['user_id', 'dealer_codes', 'created_at'],
};

describe.each(testDialects())('migrations on %s', (dialect) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.cleanup());

  it('create every table of the schema with exactly its columns', async () => {
    const tables = await handle.db.introspection.getTables();
    const actual = Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
    // Later migrations (buy online, leads) add their own tables; their owners test those.
    for (const [table, columns] of Object.entries(EXPECTED)) expect(actual[table], table).toEqual([...columns].sort());
  });

  it('run a second time without error', async () => {
    await expect(migrateToLatest(handle.db)).resolves.toBeUndefined();
  });

  it('generate ids and enforce the unique keys', async () => {
    const first = await handle.db
      .insertInto('settings')
      .values({ key: 'test.unique', value: '1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof first.id).toBe('number');
    await expect(handle.db.insertInto('settings').values({ key: 'test.unique', value: '2' }).execute()).rejects.toThrow();
  });

  it('start the stock version at 1 and bump it by one', async () => {
    expect(await readStockVersion(handle.db)).toBe(1);
    expect(await bumpStockVersion(handle.db)).toBe(2);
    expect(await bumpStockVersion(handle.db)).toBe(3);
    expect(await readStockVersion(handle.db)).toBe(3);
  });
});
