/**
 * Pages that are the same for every visitor, served from the process's page cache and sent with
 * the headers a CDN needs (docs/caching.md):
 *
 * - A GET or HEAD without a session cookie or an Authorization header may share an answer. Its
 *   cache key is the origin it reached (pictures of a stock page are written absolute to it) and
 *   the URL with its query less campaign parameters; the language is the URL's first segment.
 * - An entry is checked against the content and stock versions (server/content/content-version.ts)
 *   and is rendered again after `ttlMs` whatever they say (external feeds, the year).
 * - The body is kept split at the CSP nonce: every answer, from the cache or not, carries a nonce
 *   of its own, and no visitor ever receives another's (docs/decisions.md, "Caching and freshness").
 *   The parts are kept as bytes and as deflate segments, so an answer is put together, not encoded
 *   or compressed (server/http/page-body.ts).
 * - Shared answers are `public, max-age=0, must-revalidate, s-maxage, stale-while-revalidate` with a
 *   weak ETag and Last-Modified (304 to a matching If-None-Match / If-Modified-Since) and name what
 *   they depend on in Surrogate-Key and Cache-Tag. A request with campaign parameters is the same
 *   entry as its URL without them (the page is rendered without them too, `withoutCampaignParams`)
 *   and gets its `lrdx_utm` cookie (utm-cookie.ts, outside the body) and `private, no-cache`, so no
 *   shared cache keeps a response that sets a cookie. Signed-in requests are `private, no-store`.
 * - A client that has gone is not rendered for: checked before rendering and between a render's
 *   data loading and its HTML (`assertClientWaiting`), counted in `stats`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersions, DataVersionWatch } from '../content/content-version.js';
import { SESSION_COOKIE } from '../http/auth/index.js';
import { encodePageBody, gzipPageBody, plainPageBody } from '../http/page-body.js';
import { appendVary } from '../http/cors.js';
import { acceptsEncoding } from '../http/http-cache.js';
import { pageEtag, type PageCache, type PageEntry, type RenderStats } from '../http/page-cache.js';

export { emptyRenderStats, type RenderStats } from '../http/page-cache.js';
import { cspNonce } from '../http/security-headers.js';
import { HTML_KEY, setSurrogateKeys } from '../http/surrogate-keys.js';
import { hasBlockingParameter } from '../../domain/language-switch.js';
import { searchOf } from './request-language.js';
import { hasCampaignParams, utmCookieValue, withoutCampaignParams } from './utm-cookie.js';
import { recordPageCache } from '../metrics/app-metrics.js';

export const PRIVATE_HTML_CACHE = 'private, no-store';
/** A page nobody shares (a failed feed, an error): the browser asks again each time. */
const UNSHARED_HTML_CACHE = 'no-cache';
/** Campaign visits get their cookie: only the visitor's own browser may keep the answer. */
const CAMPAIGN_HTML_CACHE = 'private, no-cache';
const HTML = 'text/html; charset=utf-8';
/** Nginx's "client closed request": the answer nobody reads, logged for what it is. */
const CLIENT_CLOSED = 499;

/** Thrown by `assertClientWaiting`: the render stops and nothing is sent. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before its page was rendered');
  }
}

export interface SharedPagesOptions {
  cache: PageCache;
  versions: DataVersionWatch;
  /**
   * The stock version the listing index serves (it follows the database a moment later). A stock
   * page is labelled with the lower of it and the database's, so a page rendered from an index
   * that has not caught up yet is never kept as current.
   */
  indexStockVersion: () => number | undefined;
  stats: RenderStats;
  now: () => number;
  /** How long an entry lives at most (PAGE_CACHE_TTL_SECONDS). */
  ttlMs: number;
  /** s-maxage and stale-while-revalidate of shared answers (CDN_S_MAXAGE, CDN_STALE_WHILE_REVALIDATE). */
  sMaxAge: number;
  staleWhileRevalidate: number;
}

export interface RenderedAnswer {
  status: number;
  html: string;
  /** What the page depends on (surrogate keys); null: the answer may not be shared (a failed feed, an error). */
  keys: readonly string[] | null;
  /** The page shows stock: a stock change makes it stale too. */
  stock?: boolean;
  /** The page holds the visitor's own data (the editor toolbar, a CSRF token): never shared, never stored. */
  personal?: boolean;
}

/** A not-found view that depends on stock (an unknown vehicle): a stock change makes it stale. */
export interface NotFoundOptions {
  stock?: boolean;
}

export interface SharedPages {
  readonly stats: RenderStats;
  /** Wraps a page route: a cached answer when there is one, else the render (unless the client has gone). */
  handler<R extends FastifyRequest>(
    handle: (request: R, reply: FastifyReply) => Promise<unknown>,
  ): (request: R, reply: FastifyReply) => Promise<unknown>;
  /** Sends a rendered page, keeping it when the request may share it. */
  send(request: FastifyRequest, reply: FastifyReply, answer: RenderedAnswer): FastifyReply;
  /** Sends a redirect; a 301 of a shareable request is kept like a page. */
  redirect(
    request: FastifyRequest,
    reply: FastifyReply,
    location: string,
    status: number,
    keys: readonly string[],
    stock?: boolean,
  ): FastifyReply;
  /** Throws ClientGone when the request's client has closed its connection. */
  assertClientWaiting(request: FastifyRequest): void;
  /**
   * The content version this request is rendered against: the one its cache lookup read, or (a
   * signed-in request, which has none) read now. Parts memoised per content version key on it.
   */
  contentVersion(request: FastifyRequest): Promise<number>;
  /**
   * The content version and stock label this request's cache lookup read, as one string; undefined
   * for a request that may not share (signed in). Answers kept per stamp (own-answers.ts) key on it.
   */
  dataStamp(request: FastifyRequest): string | undefined;
}

interface Shared {
  key: string;
  versions: DataVersions;
  /** The stock version a stock page rendered now is labelled with (see indexStockVersion). */
  stockLabel: number;
}

/** True when the request carries a session cookie or credentials: its page may be personal. */
export function signedInRequest(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The URL less campaign parameters, and whether the visit's URL named a parameter that disables the
 * language button: the one thing of a campaign click its page shows (docs/caching.md, "Campaign clicks").
 */
function sharedKey(request: FastifyRequest): string {
  const campaign = hasBlockingParameter(searchOf(request.url)) ? ' (language button disabled)' : '';
  return `${request.protocol}://${request.host}${withoutCampaignParams(request.url)}${campaign}`;
}

/** If-None-Match (weak comparison) first; If-Modified-Since only without it (RFC 9110, 13.2.2). */
function notModified(request: FastifyRequest, entry: PageEntry): boolean {
  const match = request.headers['if-none-match'];
  if (match) {
    const ours = entry.etag.replace(/^W\//, '');
    return match.split(',').some((tag) => {
      const theirs = tag.trim().replace(/^W\//, '');
      return theirs === '*' || theirs === ours;
    });
  }
  const since = request.headers['if-modified-since'];
  if (!since) return false;
  const at = Date.parse(since);
  return Number.isFinite(at) && entry.lastModified <= at;
}

export function createSharedPages(options: SharedPagesOptions): SharedPages {
  const { cache, stats, now } = options;
  const sharedCache = `public, max-age=0, must-revalidate, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  const shared = new WeakMap<FastifyRequest, Shared>();
  const gone = new WeakMap<FastifyRequest, { closed: boolean }>();

  function watchClient(request: FastifyRequest, reply: FastifyReply): void {
    const state = { closed: false };
    gone.set(request, state);
    // A response's 'close' before it finished means the connection went away under it.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) state.closed = true;
    });
  }

  function clientGone(request: FastifyRequest): boolean {
    return gone.get(request)?.closed === true || request.raw.socket?.destroyed === true;
  }

  function cacheControl(request: FastifyRequest): string {
    return utmCookieValue(request.query) ? CAMPAIGN_HTML_CACHE : sharedCache;
  }

  function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: PageEntry): FastifyReply {
    reply.header('cache-control', cacheControl(request));
    setSurrogateKeys(reply, entry.keys);
    if (entry.status === 301 && entry.location !== undefined) return reply.redirect(entry.location, 301);
    if (entry.status === 200) {
      reply.header('etag', entry.etag);
      reply.header('last-modified', new Date(entry.lastModified).toUTCString());
      if (notModified(request, entry)) return reply.code(304).send();
    }
    appendVary(reply, 'Accept-Encoding');
    reply.status(entry.status).type(HTML);
    // Kept pages go out as bytes put together from the entry's encoded parts (docs/caching.md,
    // "Serving a kept page"); gzip to clients that take it, which the compression hook leaves as is.
    if (acceptsEncoding(request.headers['accept-encoding'], 'gzip')) {
      return reply.header('content-encoding', 'gzip').send(gzipPageBody(entry.body, cspNonce(reply)));
    }
    return reply.send(plainPageBody(entry.body, cspNonce(reply)));
  }

  function entryOf(
    state: Shared,
    status: PageEntry['status'],
    parts: string[],
    keys: readonly string[],
    stock: boolean,
    location?: string,
  ): PageEntry {
    const at = now();
    const body = encodePageBody(parts);
    return {
      status,
      body,
      ...(location !== undefined ? { location } : {}),
      etag: pageEtag(status, body.parts, location),
      lastModified: Math.floor(at / 1000) * 1000,
      keys: [...keys, HTML_KEY],
      versions: { content: state.versions.content, stock: stock ? state.stockLabel : null },
      expiresAt: at + options.ttlMs,
    };
  }

  return {
    stats,
    handler(handle) {
      return async (request, reply) => {
        watchClient(request, reply);
        const method = request.method;
        if ((method === 'GET' || method === 'HEAD') && !signedInRequest(request)) {
          const versions = await options.versions.current();
          const state: Shared = {
            key: sharedKey(request),
            versions,
            stockLabel: Math.min(versions.stock, options.indexStockVersion() ?? -1),
          };
          shared.set(request, state);
          const hit = cache.get(state.key, state.versions, now());
          // The kind is the path's: a vehicle page or any other (docs/metrics.md).
          const kind = /^\/(ku|ar|en)\/showroom\//.test(request.url) ? 'vehicle' : 'content';
          recordPageCache(request, kind, hit ? 'hit' : 'miss');
          if (hit) {
            stats.hits += 1;
            return sendEntry(request, reply, hit);
          }
        }
        if (clientGone(request)) {
          stats.skipped += 1;
          return reply.code(CLIENT_CLOSED).send();
        }
        stats.started += 1;
        try {
          const result = await handle(request, reply);
          stats.finished += 1;
          return result;
        } catch (error) {
          if (!(error instanceof ClientGone)) throw error;
          stats.abandoned += 1;
          return reply.code(CLIENT_CLOSED).send();
        }
      };
    },

    send(request, reply, answer) {
      const state = shared.get(request);
      const status = answer.status;
      const storable =
        state !== undefined &&
        !answer.personal &&
        answer.keys !== null &&
        (status === 200 || status === 404) &&
        !reply.hasHeader('set-cookie');
      if (!storable || !answer.keys) {
        const personal = answer.personal === true || signedInRequest(request);
        return reply
          .status(status)
          .header('cache-control', personal ? PRIVATE_HTML_CACHE : UNSHARED_HTML_CACHE)
          .type(HTML)
          .send(answer.html);
      }
      const entry = entryOf(state, status, answer.html.split(cspNonce(reply)), answer.keys, answer.stock === true);
      cache.set(state.key, entry);
      return sendEntry(request, reply, entry);
    },

    redirect(request, reply, location, status, keys, stock = false) {
      const state = shared.get(request);
      // A redirect keeps the campaign parameters for the page it leads to: that one is not kept.
      if (!state || status !== 301 || hasCampaignParams(request.url)) {
        return reply.header('cache-control', UNSHARED_HTML_CACHE).redirect(location, status);
      }
      const entry = entryOf(state, 301, [], keys, stock, location);
      cache.set(state.key, entry);
      return sendEntry(request, reply, entry);
    },

    assertClientWaiting(request) {
      if (clientGone(request)) throw new ClientGone();
    },

    async contentVersion(request) {
      return (shared.get(request)?.versions ?? (await options.versions.current())).content;
    },

    dataStamp(request) {
      const state = shared.get(request);
      return state ? `${state.versions.content} ${state.stockLabel}` : undefined;
    },
  };
}
