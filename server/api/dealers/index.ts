/**
 * Dealers API (docs/listing-api.md, "Retailers and dealers"): `GET /dealers` — every dealer, a listing's dealers, or the
 * postcode search — and a listing's `GET /public_api/listing/:id/retailers`. Vehicle counts come
 * from the listing index this process already keeps (`services.listingIndex`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { anyListingPreflight } from '../../http/cors.js';
import { listingPreflightSchema } from '../../http/preflight-schema.js';
import { listingPreflight } from '../../listing/resolve-listing.js';
import type { Services } from '../../services.js';
import { dealerRoutes } from './routes.js';
import { dealersSchema, publicPreflightSchema, retailersSchema } from './schemas.js';

export async function registerDealersApi(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const handlers = dealerRoutes(services.listingIndex, ctx.db);
  app.get('/dealers', { schema: dealersSchema }, handlers.dealers);
  app.options('/dealers', { schema: publicPreflightSchema }, anyListingPreflight(ctx.db));
  app.get('/public_api/listing/:id/retailers', { schema: retailersSchema }, handlers.retailers);
  app.options('/public_api/listing/:id/retailers', { schema: listingPreflightSchema }, listingPreflight(services.listingIndex, ctx.db));
}
