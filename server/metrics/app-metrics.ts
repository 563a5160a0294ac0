/**
 * The process's Prometheus metrics (docs/metrics.md): one `Registry` per application, so two apps
 * in one process (tests, the retailer demo) never share or collide on a metric. Built by
 * `installMetrics` (server/metrics/install.ts); other code records into it through the helpers
 * below, which do nothing when the application was built without metrics (test apps).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What a rendered site page is, for `lrdx_page_render_seconds{kind}` (docs/metrics.md). */
export type PageKind = 'content' | 'stock' | 'vehicle' | 'other';

export type PageCacheResult = 'hit' | 'miss';

/** Seconds; from a cached answer (a few ms) to a render waiting on a slow database or feed. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  readonly registry: Registry;
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  readonly renderSeconds: Histogram<'kind'>;
  readonly pageCache: Counter<'kind' | 'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's metrics; absent when it was built without them (docs/metrics.md). */
    metrics?: AppMetrics;
  }
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  // Process CPU, memory, handles and the event-loop lag (nodejs_eventloop_lag_*), on this registry only.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'lrdx_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'lrdx_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    renderSeconds: new Histogram({
      name: 'lrdx_page_render_seconds',
      help: 'Time to render a site page (reads and HTML), by page kind: content, stock, vehicle, other.',
      labelNames: ['kind'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'lrdx_page_cache_requests_total',
      help: 'Site page requests answered from the page cache (hit) or rendered (miss), by page kind.',
      labelNames: ['kind', 'result'] as const,
      registers,
    }),
  };
}

/** The metrics of the application serving `request`, if it has any. */
export function metricsOf(request: FastifyRequest): AppMetrics | undefined {
  return (request.server as FastifyInstance).metrics;
}

/**
 * Runs a page render and records its duration under its kind, whether it succeeds or throws
 * (a failed render took that time too).
 */
export async function timeRender<T>(request: FastifyRequest, kind: PageKind, render: () => Promise<T>): Promise<T> {
  const metrics = metricsOf(request);
  if (!metrics) return render();
  const stop = metrics.renderSeconds.startTimer({ kind });
  try {
    return await render();
  } finally {
    stop();
  }
}

/** For the page cache (docs/caching.md): one call per site page request it answers or passes on. */
export function recordPageCache(request: FastifyRequest, kind: PageKind, result: PageCacheResult): void {
  metricsOf(request)?.pageCache.inc({ kind, result });
}
