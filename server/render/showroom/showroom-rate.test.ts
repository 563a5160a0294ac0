import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomPath } from '../../../domain/showroom-slug.js';
import { formatNumber } from '../../../domain/number-format.js';
import type { TestDatabase } from '../../db/test-db.js';
import { buildContentTestApp, vehiclesInStock } from '../../testing/content-test-app.js';

describe('vehicle page double price (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app, database } = await buildContentTestApp('sqlite', {
      demo: { vehicles: 20 },
      listing: true,
      services: { currencyRefreshMs: Number.MAX_SAFE_INTEGER },
    }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('converts at the current stored rate, not the fixed rate of the price settings', async () => {
    await database.db
      .insertInto('currency_rates')
      .values({ base: 'USD', quote: 'IQD', rate: 1500, start_date: '2026-11-26', source: 'http', fetched_at: new Date().toISOString() })
      .execute();
    const vehicle = (await vehiclesInStock(app, 12)).find((v) => !v.attributes.price_hidden && v.attributes.display_price > 0);
    if (!vehicle) throw new Error('the seed has a priced vehicle in stock');
    const html = (await app.inject({ method: 'GET', url: showroomPath(vehicle) })).body;
    // The page's own number format: Eastern digits and the Arabic thousands separator (domain/number-format.ts).
    const at = (rate: number) => formatNumber(vehicle.attributes.display_price * rate, 'ku');
    expect(html).toContain(at(1500));
    expect(html).not.toContain(at(1310));
  });
});
