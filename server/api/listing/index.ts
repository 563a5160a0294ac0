/**
 * The listing API (spec, section 7): `/public_api/listing/:id`, `.../light`, `.../vehicle/:vehicleId`,
 * `.../vehicle/:vehicleId/similar`, `.../retailers` (handlers in ../dealers) and
 * `.../company_config/:section` (the listing path form of ../widget-config's route), each with a
 * CORS preflight for the listing's allowed origins. Answers come from the process's in-memory listing index
 * (engine/), which follows stock through the `stock_version` row.
 *
 * To force a refresh from other code or tests (after changing stock and bumping the version):
 *   await listingIndexFor(ctx.db).refresh();          // rebuild if the version changed
 *   await listingIndexFor(ctx.db).refresh({ force: true }); // rebuild regardless
 * It is a per-database registry rather than a Fastify decorator because app.ts registers this
 * plugin in its own encapsulated scope, where a decorator would be invisible to the root instance.
 * Inside the scope the same service is also decorated as `listingIndex`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import { createListingIndex, type ListingIndexOptions, type ListingIndexService } from './engine/index-service.js';
import { listingRoutes } from './routes.js';
import { dealerRoutes } from '../dealers/routes.js';
import { retailersSchema } from '../dealers/schemas.js';
import { listingCompanyConfigSchema, listingCompanyConfigSectionSchema } from '../widget-config/schemas.js';
import { companyConfigHandler } from './company-config-route.js';
import { listingLightSchema, listingSchema, preflightSchema, similarSchema, vehicleSchema } from './schemas.js';
import { similarHandler } from './similar.js';

export { createListingIndex, buildListingIndex, type ListingIndexService } from './engine/index.js';

/** Every route of this plugin, for the CORS preflights. */
const LISTING_PATHS = [
  '/public_api/listing/:id',
  '/public_api/listing/:id/light',
  '/public_api/listing/:id/vehicle/:vehicleId',
  '/public_api/listing/:id/vehicle/:vehicleId/similar',
  '/public_api/listing/:id/retailers',
  '/public_api/listing/:id/company_config',
  '/public_api/listing/:id/company_config/:section',
];

const services = new WeakMap<Kysely<Database>, ListingIndexService>();

/** The listing index of this process for that database (created on first use, with `options`). */
export function listingIndexFor(db: Kysely<Database>, options?: ListingIndexOptions): ListingIndexService {
  let service = services.get(db);
  if (!service) {
    service = createListingIndex(db, options);
    services.set(db, service);
  }
  return service;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Only inside the listing plugin's scope; elsewhere use listingIndexFor(db). */
    listingIndex?: ListingIndexService;
  }
}

export async function registerListingApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = listingIndexFor(ctx.db, {
    onError: (error) => app.log.warn({ err: error }, 'listing index refresh failed; serving the previous index'),
  });
  app.decorate('listingIndex', service);
  const handlers = listingRoutes(service, ctx.db);

  app.get('/public_api/listing/:id', { schema: listingSchema }, handlers.listing);
  app.get('/public_api/listing/:id/light', { schema: listingLightSchema }, handlers.light);
  app.get('/public_api/listing/:id/vehicle/:vehicleId', { schema: vehicleSchema }, handlers.vehicle);
  app.get('/public_api/listing/:id/vehicle/:vehicleId/similar', { schema: similarSchema }, similarHandler(service, ctx.db));
  app.get('/public_api/listing/:id/retailers', { schema: retailersSchema }, dealerRoutes(service, ctx.db).retailers);
  const companyConfig = companyConfigHandler(service, ctx.db);
  app.get('/public_api/listing/:id/company_config', { schema: listingCompanyConfigSchema }, companyConfig);
  app.get('/public_api/listing/:id/company_config/:section', { schema: listingCompanyConfigSectionSchema }, companyConfig);
  for (const path of LISTING_PATHS) app.options(path, { schema: preflightSchema }, handlers.preflight);

  // Build at start and follow stock on a timer once the server is ready (migrations have run by
  // then); a failure is logged and retried by the next check or request.
  app.addHook('onReady', async () => {
    service.start();
  });
  app.addHook('onClose', async () => {
    await service.close();
  });
}
