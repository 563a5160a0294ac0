/**
 * Load shedding (docs/load-shedding.md): when the process cannot answer in time, a new
 * request is refused at once with 503, `Retry-After` and the site's "busy" page (HTML) or the API's
 * error shape (JSON), instead of joining a queue where every visitor waits seconds.
 *
 * Three signals, any one sheds:
 *  - too many requests in flight at once (`maxInFlight`): a hard bound on the queue;
 *  - requests take too long (`targetLatencyMs`): the oldest request still in flight has waited longer
 *    than the target, or the recent GET answers took longer on average (an exponentially weighted
 *    mean, start to finish). Queueing shows up here before anywhere else: once requests wait, every
 *    answer is late, whatever made them wait; and the oldest waiting request shows it even while
 *    nothing completes. Shedding on this signal starts only while more than `minInFlight` requests are
 *    in flight, so one slow request on a quiet server sheds nothing;
 *  - the event loop lags (`maxEventLoopDelayMs`, measured by @fastify/under-pressure).
 * Exempt paths (health and readiness probes, metrics) are never shed and never counted, so a load
 * balancer can always tell an overloaded process from a dead one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { apiError } from '../../domain/api-error.js';
import type { LoadSheddingConfig } from '../config-load-shedding.js';

export type { LoadSheddingConfig };

export interface LoadSheddingOptions {
  config: LoadSheddingConfig;
  /** Paths never shed nor counted (probes, metrics). */
  exempt: (path: string) => boolean;
  /** The busy page for a request that wants HTML, in the language its path names. */
  busyPage: (path: string) => string;
  /** Milliseconds clock (tests replace it). */
  now?: () => number;
}

/** How much one answer moves the latency mean: about the last ten answers count. */
const LATENCY_WEIGHT = 0.1;

export interface LoadState {
  inFlight: number;
  /** Weighted mean time of the recent GET answers. */
  latencyMs: number;
  /** How long the oldest request still in flight has waited (0 when none is). */
  oldestWaitMs: number;
}

/** Why a new request would be refused now, or null to serve it. */
export function sheddingReason(config: LoadSheddingConfig, state: LoadState): 'in_flight' | 'latency' | null {
  if (state.inFlight >= config.maxInFlight) return 'in_flight';
  const slow = Math.max(state.latencyMs, state.oldestWaitMs) > config.targetLatencyMs;
  if (config.targetLatencyMs > 0 && state.inFlight > config.minInFlight && slow) return 'latency';
  return null;
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

function sendBusy(request: FastifyRequest, reply: FastifyReply, options: LoadSheddingOptions): FastifyReply {
  reply.status(503).header('retry-after', String(options.config.retryAfterSeconds)).header('cache-control', 'no-store');
  if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(options.busyPage(pathOf(request.url)));
  return reply.send({ error: apiError('service_unavailable', 'The server is busy; try again in a few seconds') });
}

const COUNTED = Symbol('lrdx.loadShedding.counted');
interface Mark {
  startedAt: number;
  done: boolean;
}
type CountedRequest = FastifyRequest & { [COUNTED]?: Mark };

export async function installLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<{ state: () => LoadState }> {
  const { config } = options;
  const now = options.now ?? (() => performance.now());
  let latencyMs = 0;
  // In start order (a Set keeps insertion order), so the first entry is the oldest request still waiting.
  const inFlight = new Set<Mark>();
  const state = (): LoadState => {
    const oldest = inFlight.values().next();
    return { inFlight: inFlight.size, latencyMs, oldestWaitMs: oldest.done ? 0 : now() - oldest.value.startedAt };
  };
  if (config.maxInFlight <= 0) return { state };

  if (config.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      // Sampled often enough that a lag is seen within a quarter of a second.
      sampleInterval: 250,
      retryAfter: config.retryAfterSeconds,
      // Returning without sending lets the request through (the probes).
      pressureHandler: (request, reply) => {
        if (!options.exempt(pathOf(request.url))) sendBusy(request, reply, options);
      },
    });
  }

  const finish = (request: CountedRequest) => {
    const mark = request[COUNTED];
    if (!mark || mark.done) return;
    mark.done = true;
    inFlight.delete(mark);
    if (request.method === 'GET') {
      const took = now() - mark.startedAt;
      latencyMs = latencyMs === 0 ? took : latencyMs + LATENCY_WEIGHT * (took - latencyMs);
    }
  };

  app.addHook('onRequest', async (request: CountedRequest, reply) => {
    if (options.exempt(pathOf(request.url))) return undefined;
    if (sheddingReason(config, state()) !== null) return sendBusy(request, reply, options);
    const mark = { startedAt: now(), done: false };
    inFlight.add(mark);
    request[COUNTED] = mark;
    return undefined;
  });
  app.addHook('onResponse', async (request: CountedRequest) => finish(request));
  // A client that went away: its slot is free now, whatever the handler is still doing.
  app.addHook('onRequestAbort', async (request: CountedRequest) => finish(request));
  return { state };
}
