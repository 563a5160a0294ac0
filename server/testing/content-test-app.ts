/**
 * Test fixture: a Fastify app with the content API and the site (and the listing API when asked) on a
 * fresh, migrated, seeded database, registered as server/app.ts registers them.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Vehicle } from '../../domain/vehicle.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { seedContent } from '../seed/content-seed.js';
import { seedDemo } from '../seed/index.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import type { DialectName } from '../db/connection.js';
import { registerSiteRoutes } from '../render/index.js';
import { registerContentApi } from '../api/content/index.js';
import { registerListingApi } from '../api/listing/index.js';
import { registerDealersApi } from '../api/dealers/index.js';
import { registerWidgetConfigApi } from '../api/widget-config/index.js';
import { registerBuyOnlineForTest } from './checkout-apis.js';
import { installAppErrorHandler } from '../error-handler.js';
import { buildServices, manageServices, type ServiceOptions, type Services } from '../services.js';
import { openListingTestDatabase } from '../listing/testing/test-database.js';
import { closeAppAndDatabase } from './suite-fixture.js';

export interface ContentTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  services: Services;
  close(): Promise<void>;
}

export interface ContentTestAppOptions {
  /** Start from the listing fixture's stock (400 vehicles, dealers, listings) instead of an empty stock. */
  stock?: boolean;
  services?: ServiceOptions;
  /** Configuration variables (e.g. LRDX_LANGUAGE) added to the test origin's. */
  env?: NodeJS.ProcessEnv;
  /** The whole demo seed as `npm start` writes it (every page, navigation, footer, shell settings), with a few vehicles or as many as asked. */
  demo?: boolean | { vehicles: number };
  /** Registers the listing API too: vehicle pages and the tests that pick a vehicle from the stock read it. */
  listing?: boolean;
  /** Registers what the order-online journey reads besides the listing (retailers, company config, button set): its drawn steps page. */
  orderOnline?: boolean;
}

export async function buildContentTestApp(dialect: DialectName = 'sqlite', options: ContentTestAppOptions = {}): Promise<ContentTestApp> {
  const database = options.stock ? (await openListingTestDatabase(dialect)).handle : await openMigratedTestDatabase(dialect);
  if (options.demo)
    await seedDemo(database.db, { vehicles: options.demo === true ? 5 : options.demo.vehicles, examplesOrigin: 'http://localhost:8081' });
  else await seedContent(database.db);
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config: loadConfig({ PUBLIC_ORIGIN: 'https://lrdx.test', ...options.env }),
  };
  // Same router options as server/app.ts, so paths resolve as they do in production.
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 } });
  installAppErrorHandler(app);
  const services = buildServices(ctx, options.services);
  manageServices(app, services);
  if (options.listing) await app.register(async (scope) => registerListingApi(scope, ctx, services));
  if (options.orderOnline) {
    await app.register(async (scope) => registerDealersApi(scope, ctx, services));
    await app.register(async (scope) => registerWidgetConfigApi(scope, ctx, services));
    await registerBuyOnlineForTest(app, ctx, services);
  }
  await app.register(async (scope) => registerContentApi(scope, ctx, services));
  await app.register(async (scope) => registerSiteRoutes(scope, ctx, services));
  await app.ready();
  return {
    app,
    ctx,
    database,
    services,
    close: () => closeAppAndDatabase(app, database),
  };
}

/** Up to `items` vehicles in stock of the demo list, as the listing API answers them (an app built with `listing: true`). */
export async function vehiclesInStock(app: FastifyInstance, items: number): Promise<Vehicle[]> {
  const listing = await app.inject({ method: 'GET', url: `/public_api/listing/iraq?items=${items}&filter[statuses_in][]=stock` });
  return listing.json<{ data: Vehicle[] }>().data;
}

/** The first vehicle in stock: the one a test opens a vehicle page of. */
export async function firstVehicleInStock(app: FastifyInstance): Promise<Vehicle> {
  const [first] = await vehiclesInStock(app, 1);
  if (!first) throw new Error('the seed has a vehicle in stock');
  return first;
}
