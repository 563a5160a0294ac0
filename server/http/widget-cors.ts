/**
 * CORS for the routes a widget calls with POST or PUT from a retailer's page: the order-online
 * widget takes locks, creates orders (with an Idempotency-Key header), pays and confirms; the
 * reservation and cancellation widgets create leads, start deposits, cancel, and verify phone
 * numbers and e-mail addresses. An origin some listing allows (`isListedOrigin`) gets the
 * Access-Control-* headers and its preflights pass; any other origin gets none and the browser
 * blocks the call. Each API family registers it for its own paths; the hooks stay inside that
 * family's plugin scope, so they touch only its routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { allowOriginIfListed, CORS_PREFLIGHT_MAX_AGE, isListedOrigin } from './cors.js';

const METHODS = 'GET, POST, PUT, OPTIONS';
const HEADERS = 'content-type, idempotency-key, company-config';

export interface WidgetCorsOptions {
  /** Every path family of the scope (Fastify patterns); OPTIONS on them answers the preflight. */
  preflightPaths: readonly string[];
  /** The OpenAPI tag of the preflight routes. */
  tag: string;
}

async function allow(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): Promise<boolean> {
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = allowOriginIfListed(reply, origin, (await isListedOrigin(ctx.db, origin)) ? [origin] : []);
  if (allowed) {
    reply.header('Access-Control-Allow-Methods', METHODS);
    reply.header('Access-Control-Allow-Headers', HEADERS);
  }
  return allowed;
}

export function registerWidgetCors(app: FastifyInstance, ctx: AppContext, options: WidgetCorsOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') await allow(request, reply, ctx);
  });
  for (const path of options.preflightPaths) {
    app.options(
      path,
      { schema: { tags: [options.tag], summary: 'CORS preflight for retailer pages', hide: true } },
      async (request, reply) => {
        if (await allow(request, reply, ctx)) reply.header('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE);
        return reply.code(204).send();
      },
    );
  }
}
