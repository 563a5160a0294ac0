/** Test fixture: a Fastify app with the content API and the site on a fresh, migrated, seeded database. */
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedContent } from '../db/seed/content-seed.js';
import { seedDemo } from '../db/seed/index.js';
import { openTestDatabase, type TestDatabase } from '../db/test-db.js';
import type { DialectName } from '../db/connection.js';
import { registerSiteRoutes } from '../render/index.js';
import { registerContentApi } from '../api/content/index.js';
import { installAppErrorHandler } from '../error-handler.js';
import { buildServices, manageServices, type ServiceOptions } from '../services.js';
import { openListingTestDatabase } from '../listing/testing/test-database.js';

export interface ContentTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface ContentTestAppOptions {
  /** Start from the listing fixture's stock (400 vehicles, dealers, listings) instead of an empty stock. */
  stock?: boolean;
  services?: ServiceOptions;
  /** Configuration variables (e.g. LRDX_LANGUAGE) added to the test origin's. */
  env?: NodeJS.ProcessEnv;
  /** The whole demo seed as `npm start` writes it (every page, navigation, footer, shell settings), with a few vehicles. */
  demo?: boolean;
}

export async function buildContentTestApp(dialect: DialectName = 'sqlite', options: ContentTestAppOptions = {}): Promise<ContentTestApp> {
  const database = options.stock ? (await openListingTestDatabase(dialect)).handle : await openTestDatabase(dialect);
  await migrateToLatest(database.db);
  if (options.demo) await seedDemo(database.db, { vehicles: 5, examplesOrigin: 'http://localhost:8081' });
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
  await app.register(async (scope) => registerContentApi(scope, ctx, services));
  await app.register(async (scope) => registerSiteRoutes(scope, ctx, services));
  await app.ready();
  return {
    app,
    ctx,
    database,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}
