/**
 * The listing API (docs/listing-api.md): `/public_api/listing/:id`, `.../light`, `.../suggest`, `.../vehicle/:vehicleId`
 * and `.../vehicle/:vehicleId/similar`, each with a CORS preflight for the listing's allowed origins.
 * The listing's `.../retailers` route belongs to the dealers family and `.../company_config` to the
 * widget-config family. Answers come from the process's in-memory listing index
 * (`services.listingIndex`, built once by server/services.ts), which follows stock through the
 * `stock_version` row.
 *
 * To force a refresh from other code or tests (after changing stock and bumping the version):
 *   await services.listingIndex.refresh();                // bring up to date if the version changed
 *   await services.listingIndex.refresh({ force: true }); // rebuild regardless
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Services } from '../../services.js';
import { listingRoutes } from './routes.js';
import { listingLightSchema, listingSchema, preflightSchema, similarSchema, suggestSchema, vehicleSchema } from './schemas.js';
import { similarHandler } from './similar.js';

/** Every route of this plugin, for the CORS preflights. */
const LISTING_PATHS = [
  '/public_api/listing/:id',
  '/public_api/listing/:id/light',
  '/public_api/listing/:id/suggest',
  '/public_api/listing/:id/vehicle/:vehicleId',
  '/public_api/listing/:id/vehicle/:vehicleId/similar',
];

export async function registerListingApi(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const service = services.listingIndex;
  const handlers = listingRoutes(service, ctx.db, services.listingAnswers);

  app.get('/public_api/listing/:id', { schema: listingSchema }, handlers.listing);
  app.get('/public_api/listing/:id/light', { schema: listingLightSchema }, handlers.light);
  app.get('/public_api/listing/:id/suggest', { schema: suggestSchema }, handlers.suggest);
  app.get('/public_api/listing/:id/vehicle/:vehicleId', { schema: vehicleSchema }, handlers.vehicle);
  app.get('/public_api/listing/:id/vehicle/:vehicleId/similar', { schema: similarSchema }, similarHandler(service, ctx.db));
  for (const path of LISTING_PATHS) app.options(path, { schema: preflightSchema }, handlers.preflight);
}
