/**
 * Answers that carry personal data (a lead, an order with its buyer, an account, a form submission,
 * an export) are never stored by a browser or a shared cache: `Cache-Control: no-store`
 * (docs/security-headers.md, "Caching of personal data").
 *
 * The marking is part of each route's schema, so it shows in the OpenAPI document
 * (`x-personal-data: true`) and one hook reads it:
 *  - a public route that carries personal data spreads `personalData` into its schema;
 *  - a route that answers 401 (it needs an account: the editor, the admin, the session) is marked
 *    here as it is registered: what it answers belongs to the account that asked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PERSONAL_DATA_KEY = 'x-personal-data';

/** Spread into a route's schema: `{ ...personalData, tags, summary, ... }`. */
export const personalData = { [PERSONAL_DATA_KEY]: true } as const;

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

function needsAccount(schema: RouteSchema): boolean {
  return schema.response !== undefined && Object.hasOwn(schema.response, '401');
}

function isPersonal(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as RouteSchema | undefined;
  return schema?.[PERSONAL_DATA_KEY] === true;
}

/** On the root instance, before the families are registered, so every route's answers get it. */
export function installPersonalDataNoStore(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteSchema | undefined;
    if (schema && needsAccount(schema) && schema[PERSONAL_DATA_KEY] === undefined) route.schema = { ...schema, ...personalData };
  });
  // onSend: after the handler and the error handler, so nothing a handler set (an ETag's
  // `private, no-cache`) leaves a personal answer storable, errors included.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
