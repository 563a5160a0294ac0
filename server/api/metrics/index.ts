/**
 * `GET /metrics`: the process's Prometheus metrics in the text exposition format (docs/metrics.md).
 * Registered only when METRICS_TOKEN is set: otherwise the path is an unknown route (404), so
 * nothing about the process leaks. The scraper sends `Authorization: Bearer <METRICS_TOKEN>`;
 * anything else is 401. Never rate-limited (registered outside every limit), never shed
 * (server/http/load-shedding.ts exempts it) and `no-store`: every scrape reads the process now.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../failure.js';
import type { AppMetrics } from '../../metrics/app-metrics.js';

const metricsSchema = {
  summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
  description:
    'The text exposition format of Prometheus: requests and latency by route pattern, render time by page kind, outbox depths, soft locks, the listing index, event-loop lag and memory (docs/metrics.md). Needs `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is unset. `Cache-Control: no-store`, never rate-limited.',
  tags: ['operations'],
  response: { 200: Type.String(), ...errorResponses(401) },
};

/** Scrapes come every few seconds: their requests are not logged. */
const QUIET = 'warn';

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

export async function registerMetricsApi(scope: FastifyInstance, ctx: AppContext, metrics: AppMetrics): Promise<void> {
  const token = ctx.config.metricsToken;
  if (!token) return;
  // The request and answer types come from the TypeBox schema (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/metrics', { schema: metricsSchema, logLevel: QUIET }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = bearerOf(request.headers.authorization);
    if (given === undefined || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new ApiFailure(401, 'unauthenticated', 'Send Authorization: Bearer <METRICS_TOKEN>');
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
