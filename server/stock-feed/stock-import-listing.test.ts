/**
 * A price changed by a feed import reaches visitors (docs/stock-feed.md, "After an import"): the
 * listing API (`/public_api/listing/iraq`) and the vehicle page show the new price on the next
 * request, on SQLite and PostgreSQL, with the page cache on.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomPath } from '../../domain/showroom-slug.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { registerContentApi } from '../api/content/index.js';
import { registerListingApi } from '../api/listing/index.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../db/seed/index.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';
import { installAppErrorHandler } from '../error-handler.js';
import { registerSiteRoutes } from '../render/index.js';
import { buildServices, manageServices, type Services } from '../services.js';
import { parseCsvFeed } from './parse-feed.js';
import { sampleFeedRow, toFeedCsv } from './sample-feed.js';

describe.each(testDialects())('a feed import reaches the listing and the vehicle page (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db);
    await seedDemo(database.db, { vehicles: 30, examplesOrigin: 'http://localhost:1' });
    const ctx: AppContext = { db: database.db, dialect, config: loadConfig({ PUBLIC_ORIGIN: 'https://lrdx.test' }) };
    app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 } });
    installAppErrorHandler(app);
    services = buildServices(ctx);
    manageServices(app, services);
    await app.register(async (scope) => registerListingApi(scope, ctx, services));
    await app.register(async (scope) => registerContentApi(scope, ctx, services));
    await app.register(async (scope) => registerSiteRoutes(scope, ctx, services));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const importRows = (rows: ReturnType<typeof sampleFeedRow>[]) =>
    services.stock.importFeed({
      format: 'csv',
      rows: parseCsvFeed(toFeedCsv(rows)),
      options: { dry_run: false, all_or_nothing: true, withdraw: 'keep' },
      scope: { dealers: null },
    });

  const listed = async (vin: string): Promise<Vehicle | undefined> => {
    const answer = await app.inject({ method: 'GET', url: '/public_api/listing/iraq?items=12' });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: Vehicle[] }>().data.find((v) => v.attributes.vin === vin);
  };

  it('shows an added vehicle, then its new price, in the listing and on its page', async () => {
    const row = { ...sampleFeedRow(3), sale_price: '', price_hidden: false };
    const vin = String(row.vin);
    expect((await importRows([row])).counts.added).toBe(1);
    const vehicle = await listed(vin);
    expect(vehicle?.attributes.display_price).toBe(row.msrp_price);
    const path = showroomPath(vehicle!);
    const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const before = await app.inject({ method: 'GET', url: path.replace(/^\/ku\//, '/en/') });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(grouped(Number(row.msrp_price)));

    const newPrice = Number(row.msrp_price) + 7_300;
    const report = await importRows([{ ...row, msrp_price: newPrice }]);
    expect(report.counts.updated).toBe(1);
    expect((await listed(vin))?.attributes.display_price).toBe(newPrice);
    const after = await app.inject({ method: 'GET', url: path.replace(/^\/ku\//, '/en/') });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(grouped(newPrice));
    expect(after.body).not.toContain(grouped(Number(row.msrp_price)));
  });
});
