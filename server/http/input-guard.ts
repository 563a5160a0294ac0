/**
 * Refusals every route shares, made once before any handler or query runs:
 *  - a URL longer than MAX_URL_LENGTH: 414 uri_too_long (the same limit whatever the route);
 *  - a NUL character (`\u0000`) anywhere in a path parameter, query parameter (name or value),
 *    header or JSON body string: 400 invalid_request naming the field. PostgreSQL cannot store or
 *    compare NUL in text and fails the whole query, where SQLite would quietly miss: refusing it
 *    here makes both databases answer alike, and no legitimate input contains one;
 *  - a number that is not finite after validation (`Infinity` or `1e400` in a query parameter ajv
 *    coerces, or in a JSON body): 400 invalid_request naming the field. Ajv lets Infinity through
 *    `integer` and `maximum`, and PostgreSQL refuses it as an integer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../domain/api-error.js';

/** Longer URLs answer 414 (nginx's default request line buffer is 8 KiB too). */
export const MAX_URL_LENGTH = 8192;

const NUL = '\u0000';

/** Path of the first string (or object key) holding a NUL, dot-separated; undefined when none. */
export function findNul(value: unknown, path = ''): string | undefined {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], at(String(i)));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Raw bodies (webhook signatures are computed over Buffers) are bytes, not text fields.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, member] of Object.entries(value)) {
    if (key.includes(NUL)) return at(key.replaceAll(NUL, '\\u0000'));
    const found = findNul(member, at(key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Path of the first number that is not finite (Infinity, NaN); undefined when none. */
export function findNonFinite(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, member] of Object.entries(value)) {
    const found = findNonFinite(member, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseNul(reply: FastifyReply, field: string, where: string) {
  return reply.status(400).send({ error: apiError('invalid_request', `${where} must not contain a NUL character`, field) });
}

async function checkUrlLength(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.length > MAX_URL_LENGTH)
    return reply.status(414).send({ error: apiError('uri_too_long', `The URL is longer than ${MAX_URL_LENGTH} characters`) });
  return undefined;
}

async function checkNul(request: FastifyRequest, reply: FastifyReply) {
  const param = findNul(request.params);
  // A wildcard parameter (`*`) is the page path of content and site routes.
  if (param !== undefined) return refuseNul(reply, param === '*' || param === '' ? 'path' : param, 'The path');
  const query = findNul(request.query);
  if (query !== undefined) return refuseNul(reply, query, 'A query parameter');
  const header = findNul(request.headers);
  if (header !== undefined) return refuseNul(reply, header, 'A header');
  const body = findNul(request.body);
  if (body !== undefined) return refuseNul(reply, body || 'body', 'The body');
  return undefined;
}

async function checkFinite(request: FastifyRequest, reply: FastifyReply) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNonFinite(part);
    if (field !== undefined)
      return reply.status(400).send({ error: apiError('invalid_request', `${field || 'body'} must be a finite number`, field || 'body') });
  }
  return undefined;
}

/** Installs the checks on the root instance (before routes are registered, so every route gets them). */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', checkUrlLength);
  // preValidation: the body is parsed by then and nothing has queried the database yet.
  app.addHook('preValidation', checkNul);
  // preHandler: after ajv has coerced query strings to numbers, before any handler.
  app.addHook('preHandler', checkFinite);
}
