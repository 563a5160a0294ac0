/**
 * Conditional GET for the listing routes: the ETag names the stock version the answer came from and
 * the normalized request, so it changes exactly when stock or the question changes.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListingQuery } from '../../domain/listing-query.js';
import type { AnswerEncoding, CachedAnswer } from './answer-cache.js';
import { appendVary } from './cors.js';

/**
 * Browsers and CDNs may reuse an answer for 30 s, and a CDN may serve it up to 60 s more while it
 * asks again in the background (the ETag makes that check a 304 when stock has not changed).
 */
export const LISTING_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** The same question asked in any parameter order, or with repeated values, gives the same text. */
export function normalizeQuery(query: ListingQuery): string {
  const list = (values: string[] | undefined): string[] => [...new Set(values ?? [])].sort();
  const checkbox = Object.entries(query.filters.checkbox)
    .filter(([, values]) => values && values.length > 0)
    .map(([name, values]) => [name, list(values)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const ranges = Object.entries(query.filters.ranges)
    .filter(([, range]) => range && (range.gteq !== undefined || range.lteq !== undefined))
    .map(([name, range]) => [name, range?.gteq ?? null, range?.lteq ?? null] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([
    query.page,
    query.items,
    query.sort,
    checkbox,
    ranges,
    list(query.filters.forcedStatuses),
    list(query.filters.forcedDealerCodes),
    // The keyword's words in any order find the same rows (all must match): one key for all orders.
    list(query.keyword),
    // A curated list finds the same vehicles in any order (the sort orders them).
    list(query.vehicles),
  ]);
}

export function listingEtag(version: number, ...parts: string[]): string {
  const hash = createHash('sha1').update(parts.join('\u0000')).digest('base64url').slice(0, 22);
  return `"${version}-${hash}"`;
}

/** True when the client's If-None-Match names this ETag (weak or strong, in a list, or *). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Sets the caching headers; returns true (after replying 304) when the client's copy is current. */
export function replyCached(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('Cache-Control', LISTING_CACHE_CONTROL);
  reply.header('ETag', etag);
  if (!isNotModified(request, etag)) return false;
  void reply.code(304).send();
  return true;
}

/**
 * For answers read from several tables (dealers, configs, translations): the ETag is a hash of the
 * body itself, so it changes exactly when the answer does. Replies 304 or the serialized body.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 22);
  if (replyCached(request, reply, `"c-${hash}"`)) return reply;
  return reply.type('application/json; charset=utf-8').send(json);
}

/** As @fastify/compress is registered in server/app.ts: smaller bodies go uncompressed. */
const COMPRESS_THRESHOLD = 1024;
const PREFERRED: AnswerEncoding[] = ['br', 'gzip'];

/** Each coding an Accept-Encoding header names, with its weight (RFC 9110, 12.5.3). */
function encodingWeights(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return q;
}

/** The weight a client gives `encoding`: named, else `*`, else 0. */
function weightOf(q: Map<string, number>, encoding: AnswerEncoding): number {
  return q.get(encoding) ?? q.get('*') ?? 0;
}

/** The encoding @fastify/compress would pick for this Accept-Encoding (highest q, then br before gzip). */
export function negotiateEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const q = encodingWeights(header);
  let best: AnswerEncoding | undefined;
  let bestQ = 0;
  for (const encoding of PREFERRED) {
    const value = weightOf(q, encoding);
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

/** True when the client takes `encoding` at all (a weight above 0), whatever it prefers. */
export function acceptsEncoding(header: string | undefined, encoding: AnswerEncoding): boolean {
  return header !== undefined && weightOf(encodingWeights(header), encoding) > 0;
}

/**
 * Sends a serialized answer from the answer cache in the encoding the client accepts. Only the body
 * is cached: CORS headers were set for this request's origin before (resolveListing), and Vary
 * names both Origin and Accept-Encoding so a shared cache keeps them apart.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  appendVary(reply, 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  const encoding =
    request.headers['x-no-compression'] === undefined && answer.json.length >= COMPRESS_THRESHOLD
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(answer.json);
  // With Content-Encoding set, @fastify/compress passes the body through as it is.
  reply.header('Content-Encoding', encoding);
  return reply.send(answer.encoded(encoding));
}
