/**
 * CORS for the buy-online routes: the order-online widget on a retailer's page (an origin some
 * listing allows, `listingOriginsUnion`) takes locks, creates orders (with an Idempotency-Key
 * header), pays and confirms, so POST and PUT with a preflight must pass. Other origins get no
 * Access-Control-* header and the browser blocks the call. Registered by registerBuyOnlineApi;
 * hooks stay inside its plugin scope, so they touch only these routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { allowOriginIfListed, CORS_PREFLIGHT_MAX_AGE, listingOriginsUnion } from '../cors.js';

const METHODS = 'GET, POST, PUT, OPTIONS';
const HEADERS = 'content-type, idempotency-key';
/** Every path family of the scope; OPTIONS on them answers the preflight. */
const PREFLIGHT_PATHS = ['/buy_online/*', '/orders/*', '/public_api/listing/:id/button_set'];

async function allow(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): Promise<boolean> {
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = allowOriginIfListed(reply, origin, await listingOriginsUnion(ctx.db));
  if (allowed) {
    reply.header('Access-Control-Allow-Methods', METHODS);
    reply.header('Access-Control-Allow-Headers', HEADERS);
  }
  return allowed;
}

export function registerBuyOnlineCors(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') await allow(request, reply, ctx);
  });
  for (const path of PREFLIGHT_PATHS) {
    app.options(
      path,
      { schema: { tags: ['buy-online'], summary: 'CORS preflight for retailer pages', hide: true } },
      async (request, reply) => {
        if (await allow(request, reply, ctx)) reply.header('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE);
        return reply.code(204).send();
      },
    );
  }
}
