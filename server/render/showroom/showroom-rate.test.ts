import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomPath } from '../../../domain/showroom-slug.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { formatNumber } from '../../../domain/number-format.js';
import { registerListingApi } from '../../api/listing/index.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemo } from '../../db/seed/index.js';
import { openTestDatabase, type TestDatabase } from '../../db/test-db.js';
import { registerSiteRoutes } from '../index.js';
import { installAppErrorHandler } from '../../error-handler.js';
import { buildServices, manageServices } from '../../services.js';

describe('vehicle page double price (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await migrateToLatest(database.db);
    await seedDemo(database.db, { vehicles: 20, examplesOrigin: 'http://localhost:1' });
    const ctx: AppContext = { db: database.db, dialect: database.dialect, config: loadConfig({ PUBLIC_ORIGIN: 'https://lrdx.test' }) };
    app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 } });
    installAppErrorHandler(app);
    const services = buildServices(ctx, { currencyRefreshMs: Number.MAX_SAFE_INTEGER });
    manageServices(app, services);
    await app.register(async (scope) => registerListingApi(scope, ctx, services));
    await app.register(async (scope) => registerSiteRoutes(scope, ctx, services));
    await app.ready();
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
    const listing = await app.inject({ method: 'GET', url: '/public_api/listing/iraq?items=12&filter[statuses_in][]=stock' });
    const vehicle = listing.json<{ data: Vehicle[] }>().data.find((v) => !v.attributes.price_hidden && v.attributes.display_price > 0);
    if (!vehicle) throw new Error('the seed has a priced vehicle in stock');
    const html = (await app.inject({ method: 'GET', url: showroomPath(vehicle) })).body;
    // The page's own number format: Eastern digits and the Arabic thousands separator (domain/number-format.ts).
    const at = (rate: number) => formatNumber(vehicle.attributes.display_price * rate, 'ku');
    expect(html).toContain(at(1500));
    expect(html).not.toContain(at(1310));
  });
});
