/**
 * Dealers API (spec, section 7): `GET /dealers` — every dealer, a listing's dealers, or the
 * postcode search. Vehicle counts come from the listing index this process already keeps
 * (listingIndexFor), so the plugin shares it with the listing API rather than building another.
 * The listing-scoped `/public_api/listing/:id/retailers` route is registered by the listing plugin.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { anyListingPreflight } from '../../http/cors.js';
import { listingIndexFor } from '../listing/index.js';
import { dealerRoutes } from './routes.js';
import { dealersSchema, publicPreflightSchema } from './schemas.js';

export async function registerDealersApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const handlers = dealerRoutes(listingIndexFor(ctx.db), ctx.db);
  app.get('/dealers', { schema: dealersSchema }, handlers.dealers);
  app.options('/dealers', { schema: publicPreflightSchema }, anyListingPreflight(ctx.db));
}
