import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListingQuery } from '../../domain/listing-query.js';
import { PRICE_SETTINGS_KEY, type PriceSettings } from '../../domain/price-settings.js';
import { carriesCheckDigit } from '../../domain/vin-check.js';
import { VEHICLE_STATES, VEHICLE_STATUSES, type PriceEntry, type VehiclePhoto } from '../../domain/vehicle.js';
import type { DialectName } from '../db/connection.js';
import { readStockVersion } from '../db/stock-version.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { seedDemo, seedIfEmpty } from './index.js';

const ORIGIN = 'http://localhost:8081';
// Generous box around Iraq (29.0–37.4 N, 38.8–48.6 E).
const IRAQ = { minLat: 29, maxLat: 37.4, minLng: 38.7, maxLng: 48.7 };

async function freshDatabase(dialect: DialectName): Promise<TestDatabase> {
  const handle = await openMigratedTestDatabase(dialect);
  return handle;
}

async function dump(handle: TestDatabase): Promise<unknown> {
  const { db } = handle;
  return {
    vehicles: await db.selectFrom('vehicles').selectAll().orderBy('id').execute(),
    dealers: await db.selectFrom('dealers').selectAll().orderBy('id').execute(),
    listings: await db.selectFrom('listings').selectAll().orderBy('id').execute(),
    settings: await db.selectFrom('settings').selectAll().orderBy('id').execute(),
  };
}

describe.each(testDialects())('demo seed on %s', (dialect) => {
  it('is deterministic: two seeds of 300 vehicles give identical rows', async () => {
    const a = await freshDatabase(dialect);
    const b = await freshDatabase(dialect);
    try {
      await seedDemo(a.db, { vehicles: 300, examplesOrigin: ORIGIN });
      await seedDemo(b.db, { vehicles: 300, examplesOrigin: ORIGIN });
      const [rowsA, rowsB] = [await dump(a), await dump(b)];
      expect((rowsA as { vehicles: unknown[] }).vehicles).toHaveLength(300);
      expect(rowsA).toEqual(rowsB);
    } finally {
      await a.cleanup();
      await b.cleanup();
    }
  });

  describe('with 1,500 vehicles', () => {
    let handle: TestDatabase;
    beforeAll(async () => {
      handle = await freshDatabase(dialect);
      const summary = await seedDemo(handle.db, { vehicles: 1500, examplesOrigin: ORIGIN });
      expect(summary.vehicles).toBe(1500);
    });
    afterAll(() => handle.cleanup());

    it('has every state and every status, also within each state', async () => {
      const rows = await handle.db.selectFrom('vehicles').select(['state', 'status']).execute();
      expect(rows).toHaveLength(1500);
      for (const state of VEHICLE_STATES) {
        const statuses = new Set(rows.filter((r) => r.state === state).map((r) => r.status));
        expect([...statuses].sort(), state).toEqual([...VEHICLE_STATUSES].sort());
      }
    });

    it('has at least 8 dealers inside Iraq, and every vehicle belongs to one of them', async () => {
      const dealers = await handle.db.selectFrom('dealers').selectAll().execute();
      expect(dealers.length).toBeGreaterThanOrEqual(8);
      for (const d of dealers) {
        expect(typeof d.latitude).toBe('number');
        expect(d.latitude).toBeGreaterThan(IRAQ.minLat);
        expect(d.latitude).toBeLessThan(IRAQ.maxLat);
        expect(d.longitude).toBeGreaterThan(IRAQ.minLng);
        expect(d.longitude).toBeLessThan(IRAQ.maxLng);
        expect(d.postcode).toMatch(/^\d{5}$/);
        expect(d.phone).toMatch(/^\+964 /);
        expect(JSON.parse(d.owner_metadata)).toHaveProperty('display_name_lr');
      }
      const codes = new Set(dealers.map((d) => d.dealer_code));
      const used = await handle.db.selectFrom('vehicles').select('dealer_code').distinct().execute();
      for (const { dealer_code } of used) expect(codes.has(dealer_code)).toBe(true);
    });

    it('gives every vehicle a unique 17-character VIN of its brand', async () => {
      const rows = await handle.db.selectFrom('vehicles').select(['vin', 'brand_key']).execute();
      expect(new Set(rows.map((r) => r.vin)).size).toBe(rows.length);
      for (const r of rows) {
        expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(r.vin.slice(0, 3)).toBe(r.brand_key === 'jaguar' ? 'SAJ' : 'SAL');
      }
    });

    it('gives every seeded VIN (stock and service campaigns) its check digit', async () => {
      const stock = await handle.db.selectFrom('vehicles').select('vin').execute();
      const campaigns = await handle.db.selectFrom('vin_campaign_vehicles').select('vin').execute();
      const vins = [...stock, ...campaigns].map((r) => r.vin);
      expect(vins.length).toBeGreaterThan(stock.length);
      const refused = vins.filter((vin) => !carriesCheckDigit(vin));
      expect(refused).toEqual([]);
    });

    it('returns numbers as numbers and keeps prices, mileage and JSON columns consistent', async () => {
      const rows = await handle.db.selectFrom('vehicles').selectAll().execute();
      for (const v of rows) {
        expect(typeof v.msrp_price).toBe('number');
        expect(typeof v.mileage).toBe('number');
        if (v.capacity !== null) expect(typeof v.capacity).toBe('number');
        expect(v.display_price).toBe(v.sale_price ?? v.msrp_price);
        if (v.state === 'new') {
          expect(v.mileage).toBeLessThanOrEqual(50);
          expect(v.production_year).toBeGreaterThanOrEqual(2025);
        }
        if (v.state === 'used') expect(v.mileage).toBeLessThanOrEqual(180_000);
        expect(v.avl_field !== null).toBe(v.state === 'approved');
        const prices = JSON.parse(v.prices) as PriceEntry[];
        expect(prices.some((p) => p.type === 'purchase')).toBe(true);
        expect(prices.some((p) => p.type === 'lease')).toBe(v.monthly_price !== null);
        const photos = JSON.parse(v.photos) as VehiclePhoto[];
        expect(photos).toHaveLength(4);
        expect(photos[0]?.medium_path).toBe(v.cover_photo_medium);
        expect(v.cover_photo_medium).toMatch(new RegExp(`^/media/vehicles/(suv|coupe|saloon)/${v.color_hex.slice(1)}/side/medium\\.svg$`));
        expect((JSON.parse(v.financing_options) as string[]).length).toBeGreaterThan(0);
        expect(v.order_number !== null).toBe(['reserved', 'sold', 'delivery'].includes(v.status));
      }
      expect(rows.some((v) => v.price_hidden === 1)).toBe(true);
      expect(rows.some((v) => v.brand_key === 'jaguar')).toBe(true);
    });

    it('has the iraq listing allowing the examples origin, and the Erbil retailer listing', async () => {
      const listings = await handle.db.selectFrom('listings').selectAll().orderBy('id').execute();
      const iraq = listings.find((l) => l.id === 'iraq');
      expect(iraq).toBeDefined();
      expect(JSON.parse(iraq?.allowed_origins ?? '[]')).toContain(ORIGIN);
      expect(JSON.parse(iraq?.dealer_codes ?? 'null')).toEqual([]);
      expect(JSON.parse(iraq?.button_set ?? '{}')).toMatchObject({ setup_type: 'extended', reservation_fee: 500, currency: 'USD' });
      const erbil = listings.find((l) => l.id === 'erbil-retailer');
      expect(JSON.parse(erbil?.dealer_codes ?? '[]')).toEqual(['IQ-EBL-01']);
    });

    it('stores parseable price settings and the stock-locator settings', async () => {
      const settings = await handle.db.selectFrom('settings').selectAll().execute();
      const byKey = new Map(settings.map((s) => [s.key, s.value]));
      const price = JSON.parse(byKey.get(PRICE_SETTINGS_KEY) ?? 'null') as PriceSettings;
      expect(price).toMatchObject({ symbol: '$', currency_iso: 'USD', format: '^%', delimiter: ',' });
      expect(price.double_price).toEqual({ enabled: true, symbol: 'IQD', rate: 1310, decimals: 0 });
      expect(byKey.get('stock_locator.market')).toBe('overseas');
      expect(JSON.parse(byKey.get('navigation.disabled_on_pages') ?? 'null')).toEqual([]);
    });

    it('moved the stock version (its triggers, once per inserted row on SQLite)', async () => {
      expect(await readStockVersion(handle.db)).toBeGreaterThan(1);
    });

    it('gives filters data: the listing codec accepts the seeded values', () => {
      const parsed = parseListingQuery({ 'filter[states_in][]': ['new', 'used'], 'filter[msrp_price_lteq]': '90000' });
      expect(parsed.ok).toBe(true);
    });
  });

  it('seedIfEmpty seeds a new database once and does nothing the second time', async () => {
    const handle = await freshDatabase(dialect);
    try {
      expect(await seedIfEmpty(handle.db, { vehicles: 50, examplesOrigin: ORIGIN })).toBe(true);
      expect(await seedIfEmpty(handle.db, { vehicles: 50, examplesOrigin: ORIGIN })).toBe(false);
      const count = await handle.db
        .selectFrom('vehicles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(50);
      await expect(seedDemo(handle.db, { vehicles: 1, examplesOrigin: ORIGIN })).rejects.toThrow(/empty tables/);
    } finally {
      await handle.cleanup();
    }
  });
});
