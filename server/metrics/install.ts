/**
 * Puts the application's metrics in place (docs/metrics.md): builds its registry and the gauges
 * read at scrape time, makes it reachable from every scope (`request.server.metrics`, for the
 * renderers and the page cache) and counts every answer by method, route pattern and status.
 * Called once by server/app.ts, before any route is registered, so every route's answers count.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Services } from '../services.js';
import { createAppMetrics, type AppMetrics } from './app-metrics.js';
import { registerStoreGauges } from './store-gauges.js';

/** The route label of a request no route matched (a 404, a refused method): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export async function installMetrics(app: FastifyInstance, ctx: AppContext, services: Services): Promise<AppMetrics> {
  const metrics = createAppMetrics();
  registerStoreGauges(metrics.registry, {
    db: ctx.db,
    listingIndex: services.listingIndex,
    now: services.now,
    warn: (error, message) => services.log.warn({ err: error }, message),
  });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (`/:language/*`), never the raw URL: the label's values stay as few as the routes.
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
  return metrics;
}
