/** Test fixture: a Fastify app with only the listing API (and OpenAPI), on the listing fixture database. */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { DialectName } from '../db/connection.js';
import { registerListingApi } from '../api/listing/index.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../listing/testing/test-database.js';

export interface ListingTestApp extends ListingTestDatabase {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Another API plugin to register beside the listing API (dealers, widget config), each in its own scope. */
export type ExtraPlugin = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

export async function buildListingTestApp(dialect: DialectName, extraPlugins: readonly ExtraPlugin[] = []): Promise<ListingTestApp> {
  const database = await openListingTestDatabase(dialect);
  const ctx: AppContext = { db: database.handle.db, dialect, config: loadConfig({}) };
  // Registered as server/app.ts does: swagger at the root, the listing API in its own scope.
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 } });
  await app.register(swagger, { openapi: { info: { title: 'test', version: '0' } } });
  await app.register(async (scope) => registerListingApi(scope, ctx));
  for (const plugin of extraPlugins) await app.register(async (scope) => plugin(scope, ctx));
  await app.ready();
  return {
    ...database,
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.handle.cleanup();
    },
  };
}
