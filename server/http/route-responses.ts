/**
 * The error statuses every route can answer, added to each route's `response` schema as it is
 * registered (an `onRoute` hook on the root instance), so the OpenAPI document lists them and the
 * replies are serialized with the shared error schema:
 *  - 400: every route (malformed percent-encoding, NUL characters, schema validation);
 *  - 414: every route (an over-long URL or path segment);
 *  - 404: routes with path parameters (something named in the path can be missing);
 *  - 413 and 415: routes that take a body (too large, or not JSON);
 *  - 500: every route (nothing is revealed, but the shape holds).
 * A route's own schema wins where it names a status; route-specific statuses (409, 429, 503, ...)
 * are declared in its schema with `errorResponses()` from ./error-schema.ts.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiErrorRef } from './error-schema.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** The statuses `route` can answer whatever its handler does. */
export function commonErrorStatuses(route: Pick<RouteOptions, 'method' | 'url'>): number[] {
  const statuses = [400, 414, 500];
  if (/[:*]/.test(route.url ?? '')) statuses.push(404);
  if (methodsOf(route as RouteOptions).some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  return statuses.sort((a, b) => a - b);
}

export function installCommonErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> }) | undefined;
    // Hidden routes (static files, the docs themselves) are not part of the documented API.
    if (schema?.hide) return;
    const response: Record<string, unknown> = { ...(schema?.response ?? {}) };
    for (const status of commonErrorStatuses(route)) response[status] ??= apiErrorRef;
    // A new object: several routes share one schema constant, and the serializer is compiled per route.
    route.schema = { ...(schema ?? {}), response };
  });
}
