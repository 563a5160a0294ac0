/**
 * Per-client rate limits on the routes a bot could abuse (docs/buy-online.md, "Rate limits").
 * Each API family that has such routes calls `registerRateLimits` once in its own scope; it
 * registers @fastify/rate-limit with `global: false` (only routes that ask are limited, so every
 * GET stays free) and our database store, and hands back helpers:
 *   app.post('/x', { schema, config: limits.route('x', rule) }, handler)   // per client IP
 *   app.post('/y', { schema, config: limits.route('y', rule), preHandler: limits.perKey(...) }, ...)
 * A refusal is `429 { error: { code: 'rate_limited', message, retry_after_seconds } }` with a
 * `Retry-After` header (seconds), thrown as an ApiFailure so the root error handler shapes it.
 * With RATE_LIMITS=off nothing is registered and the helpers return no-ops.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitConfig, RateRule } from '../../config.js';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../failure.js';
import { clientKeyOf } from './client-key.js';
import { dbRateLimitStore } from './hits-store.js';

export { clientKeyOf } from './client-key.js';
export { deleteExpiredHits } from './hits-store.js';

export const RATE_LIMITED = 'rate_limited';

export function rateLimited(retryAfterSeconds: number, message = 'Too many requests from this client'): ApiFailure {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiFailure(429, RATE_LIMITED, `${message}: try again in ${seconds} s`, undefined, { retry_after_seconds: seconds });
}

/** Sets Retry-After and throws the 429 (for refusals decided outside the plugin). */
export function refuse(reply: FastifyReply, retryAfterSeconds: number, message?: string): never {
  const failure = rateLimited(retryAfterSeconds, message);
  reply.header('retry-after', String(failure.details?.retry_after_seconds));
  throw failure;
}

export interface RateLimits {
  readonly config: RateLimitConfig;
  /** The key a request's client is counted under (its IP, or its IPv6 /64). */
  clientKey(request: FastifyRequest): string;
  /** Route `config` limiting `name` per client IP; `{}` when limits are off. */
  route(name: string, rule: RateRule): { rateLimit?: RateLimitOptions };
  /**
   * A preHandler (after validation) limiting `name` per key taken from the request, e.g. the phone
   * number an SMS goes to; undefined when limits are off.
   */
  perKey(name: string, rule: RateRule, keyOf: (request: FastifyRequest) => string): preHandlerAsyncHookHandler | undefined;
}

export interface RateLimitsOptions {
  /** Clock in epoch ms (tests move it to open a new window). */
  now?: () => number;
}

export async function registerRateLimits(app: FastifyInstance, ctx: AppContext, options: RateLimitsOptions = {}): Promise<RateLimits> {
  const config = ctx.config.rateLimits;
  const clientKey = (request: FastifyRequest) => clientKeyOf(request.ip);
  if (!config.enabled) return { config, clientKey, route: () => ({}), perKey: () => undefined };

  await app.register(rateLimit, {
    global: false,
    store: dbRateLimitStore(ctx.db, options.now ?? Date.now),
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
  });

  return {
    config,
    clientKey,
    route: (name, rule) => ({
      rateLimit: {
        max: rule.max,
        timeWindow: rule.windowSeconds * 1000,
        // The key names the route: one table holds every route's counters.
        keyGenerator: (request) => `${name}:${clientKey(request)}`,
      },
    }),
    perKey: (name, rule, keyOf) => {
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowSeconds * 1000,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      return async (request, reply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) refuse(reply, result.ttlInSeconds);
      };
    },
  };
}
