/** Test fixture: a Fastify app with the listing-facing API families (and OpenAPI), on the listing fixture database. */
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { DialectName } from '../db/connection.js';
import { registerDealersApi } from '../api/dealers/index.js';
import { registerListingApi } from '../api/listing/index.js';
import { registerWidgetConfigApi } from '../api/widget-config/index.js';
import { installAppErrorHandler } from '../error-handler.js';
import { buildServices, manageServices, type ServiceOptions, type Services } from '../services.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../listing/testing/test-database.js';

export interface ListingTestApp extends ListingTestDatabase {
  app: FastifyInstance;
  ctx: AppContext;
  /** As server/app.ts builds them; `services.listingIndex.refresh()` forces a rebuild. */
  services: Services;
  close(): Promise<void>;
}

/**
 * The listing API and the families that answer under `/public_api/listing/:id/` too (dealers:
 * `.../retailers`, widget config: `.../company_config`), each in its own scope as server/app.ts
 * registers them.
 */
export interface ListingTestAppOptions {
  services?: ServiceOptions;
  /** Registers @fastify/compress as server/app.ts does (tests comparing encoded answers). */
  compress?: boolean;
}

export async function buildListingTestApp(dialect: DialectName, options: ListingTestAppOptions = {}): Promise<ListingTestApp> {
  const database = await openListingTestDatabase(dialect);
  const ctx: AppContext = { db: database.handle.db, dialect, config: loadConfig({}) };
  // Registered as server/app.ts does: swagger at the root, the listing API in its own scope.
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 } });
  if (options.compress) await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(swagger, { openapi: { info: { title: 'test', version: '0' } } });
  installAppErrorHandler(app);
  const services = buildServices(ctx, options.services);
  manageServices(app, services);
  await app.register(async (scope) => registerListingApi(scope, ctx, services));
  await app.register(async (scope) => registerDealersApi(scope, ctx, services));
  await app.register(async (scope) => registerWidgetConfigApi(scope, ctx, services));
  await app.ready();
  return {
    ...database,
    app,
    ctx,
    services,
    close: async () => {
      await app.close();
      await database.handle.cleanup();
    },
  };
}
