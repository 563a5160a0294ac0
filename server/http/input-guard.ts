/**
 * Refusals every route shares, made once before any handler or query runs:
 *  - a URL longer than MAX_URL_LENGTH: 414 uri_too_long (the same limit whatever the route);
 *  - a NUL character (`\u0000`) anywhere in a path parameter, query parameter (name or value),
 *    header or JSON body string: 400 invalid_request naming the field. PostgreSQL cannot store or
 *    compare NUL in text and fails the whole query, where SQLite would quietly miss: refusing it
 *    here makes both databases answer alike, and no legitimate input contains one;
 *  - a number that is not finite after validation (`Infinity` or `1e400` in a query parameter ajv
 *    coerces, or in a JSON body): 400 invalid_request naming the field. Ajv lets Infinity through
 *    `integer` and `maximum`, and PostgreSQL refuses it as an integer;
 *  - a JSON body nesting arrays/objects deeper than MAX_JSON_DEPTH (json-depth.ts): 400 invalid_body,
 *    field `body`, decided on the text before it is parsed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../domain/api-error.js';
import { ApiFailure } from '../failure.js';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from './json-depth.js';

/** Longer URLs answer 414 (nginx's default request line buffer is 8 KiB too). */
export const MAX_URL_LENGTH = 8192;

const NUL = '\u0000';

type Step = { value: unknown; path: string };

/** The members of an array or object as walk steps, in order; none for anything else (Buffers included). */
function childrenOf(value: unknown, path: string): Step[] {
  // Raw bodies (webhook signatures are computed over Buffers) are bytes, not text fields.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return [];
  const entries = Array.isArray(value) ? value.map((member, i) => [String(i), member] as const) : Object.entries(value);
  return entries.map(([key, member]) => ({ value: member, path: path ? `${path}.${key}` : key }));
}

/**
 * The path of the first value (depth first, in document order) for which `test` answers a path.
 * An explicit stack, not recursion: the body is bounded (json-depth.ts), but params, query and
 * headers are walked too, and no input shape should be able to overflow the call stack.
 */
function findFirst(root: unknown, test: (value: unknown, path: string) => string | undefined): string | undefined {
  const stack: Step[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const found = test(value, path);
    if (found !== undefined) return found;
    const children = childrenOf(value, path);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return undefined;
}

/** Path of the first string (or object key) holding a NUL, dot-separated; undefined when none. */
export function findNul(value: unknown): string | undefined {
  return findFirst(value, (member, path) => {
    if (typeof member === 'string') return member.includes(NUL) ? path : undefined;
    if (member === null || typeof member !== 'object' || Buffer.isBuffer(member) || Array.isArray(member)) return undefined;
    const key = Object.keys(member).find((name) => name.includes(NUL));
    if (key === undefined) return undefined;
    const name = key.replaceAll(NUL, '\\u0000');
    return path ? `${path}.${name}` : name;
  });
}

/** Path of the first number that is not finite (Infinity, NaN); undefined when none. */
export function findNonFinite(value: unknown): string | undefined {
  return findFirst(value, (member, path) => (typeof member === 'number' && !Number.isFinite(member) ? path : undefined));
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
  // Fastify's own JSON parser (secure-json-parse: __proto__ and constructor.prototype refused), behind the depth bound.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the type admits a Buffer for parsers registered with 'buffer'.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text))
      return done(
        new ApiFailure(400, 'invalid_body', `The body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`, 'body'),
        undefined,
      );
    return parseJson(request, text, done);
  });
  app.addHook('onRequest', checkUrlLength);
  // preValidation: the body is parsed by then and nothing has queried the database yet.
  app.addHook('preValidation', checkNul);
  // preHandler: after ajv has coerced query strings to numbers, before any handler.
  app.addHook('preHandler', checkFinite);
}
