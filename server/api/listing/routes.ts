/** Handlers of the listing API routes (registered with their schemas in index.ts). */
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { parseListingQuery, type ListingLightResponse, type ListingResponse, type RawQuery } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { AppContext } from '../../context.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { admittedVehicleRow } from '../../listing/listing-vehicle.js';
import type { EngineResult } from '../../listing/engine/types.js';
import type { AnswerCache, AnswerSource } from '../../http/answer-cache.js';
import { listingEtag, normalizeQuery, replyCached, sendAnswer, sendCachedJson } from '../../http/http-cache.js';
import { facetLabeller } from '../../listing/facet-labels.js';
import { listingPreflight, resolveListing } from '../../listing/resolve-listing.js';
import { toLightVehicle, toVehicle } from '../../listing/vehicle-mapper.js';
import { loadLightRows, loadVehicleRows } from '../../listing/vehicle-loader.js';
import { ApiFailure, refusal } from '../../failure.js';
import { choiceParam } from '../../http/query-params.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../domain/languages.js';
import { SUGGESTIONS_MAX, suggestionQuery, tidyKeyword, type SuggestResponse } from '../../../domain/keyword-search.js';

import type { listingSchema, vehicleSchema } from './schemas.js';

// The request types come from the route schemas (docs/api-schemas.md).
type IdParams = { Params: Static<typeof listingSchema.params> };
type VehicleParams = { Params: Static<typeof vehicleSchema.params> };

function pageMeta(result: EngineResult): ListingLightResponse['meta'] {
  return { total: result.total, page: result.page, pages: result.pages, items: result.items, sort: result.sort };
}

export function listingRoutes(service: ListingIndexService, db: AppContext['db'], answers: AnswerCache) {
  const labelFacets = facetLabeller(db);

  /**
   * Conditional GET, then the answer cache, for the answer `key` of index state `state`: the ETag to
   * send with a fresh answer, or undefined when the reply is already sent (304 or the kept answer).
   */
  function answeredFromCache(request: FastifyRequest, reply: FastifyReply, state: AnswerSource, key: string): string | undefined {
    const etag = listingEtag(state.version, key);
    if (replyCached(request, reply, etag)) return undefined;
    const cached = answers.get(state, key);
    if (!cached) return etag;
    reply.header('Server-Timing', 'cache;desc=hit');
    sendAnswer(request, reply, cached);
    return undefined;
  }

  /**
   * Shared by the full and the light route: listing (and its CORS headers), query, conditional GET,
   * then the answer cache; only a miss runs the engine. The answer's language does not depend on
   * the request, so the key is route, listing and normalized query, within one stock version.
   */
  async function run(request: FastifyRequest<IdParams>, reply: FastifyReply, kind: 'full' | 'light') {
    const index = await service.get();
    const listing = await resolveListing(request, reply, index, db, request.params.id);
    const parsed = parseListingQuery(request.query as RawQuery);
    if (!parsed.ok) throw refusal(400, parsed.error);
    const key = `${kind}\u0000${listing.id}\u0000${normalizeQuery(parsed.value)}`;
    // The version as of the query (taken with it, no await between): the index may take a stock
    // change in place while the rows load, and the answer must be kept for the version it shows.
    const state = index.state;
    const etag = answeredFromCache(request, reply, state, key);
    if (etag === undefined) return undefined;
    const started = performance.now();
    const result = index.query(listing, parsed.value, { facets: kind === 'full' });
    return { index, state, listing, result, key, etag, engineMs: performance.now() - started };
  }

  /** Serializes as the route's response schema would, keeps the text for the next asker, sends it. */
  function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    ran: { state: { version: number }; key: string; etag: string },
    body: T,
  ) {
    if (!answers.enabled) return body;
    const json = reply.serialize(body);
    // The route's JSON serializer always gives text; anything else is answered uncached.
    if (typeof json !== 'string') return body;
    sendAnswer(request, reply, answers.set(ran.state, ran.key, ran.etag, json));
    return reply;
  }

  /** Server-Timing (read by bench/listing-api.ts and browser dev tools): engine, row loading, whole handler. */
  function serverTiming(reply: FastifyReply, handlerStarted: number, engineMs: number, dbMs: number): void {
    const dur = (ms: number): string => ms.toFixed(2);
    reply.header('Server-Timing', `engine;dur=${dur(engineMs)}, db;dur=${dur(dbMs)}, app;dur=${dur(performance.now() - handlerStarted)}`);
  }

  return {
    async listing(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<ListingResponse | FastifyReply> {
      const handlerStarted = performance.now();
      const ran = await run(request, reply, 'full');
      if (!ran) return reply;
      const { index, result } = ran;
      const loadStarted = performance.now();
      const rows = await loadVehicleRows(db, result.ids);
      const data = rows.map((row) => toVehicle(row, (code) => index.dealer(code)));
      const facets = await labelFacets(result.facets, ran.state.version, ran.listing, (code) => index.dealer(code));
      serverTiming(reply, handlerStarted, ran.engineMs, performance.now() - loadStarted);
      return answer(request, reply, ran, { data, meta: { ...pageMeta(result), facets } });
    },

    async light(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<ListingLightResponse | FastifyReply> {
      const handlerStarted = performance.now();
      const ran = await run(request, reply, 'light');
      if (!ran) return reply;
      const loadStarted = performance.now();
      const rows = await loadLightRows(db, ran.result.ids);
      serverTiming(reply, handlerStarted, ran.engineMs, performance.now() - loadStarted);
      return answer(request, reply, ran, { data: rows.map(toLightVehicle), meta: pageMeta(ran.result) });
    },

    async vehicle(request: FastifyRequest<VehicleParams>, reply: FastifyReply): Promise<{ data: Vehicle } | FastifyReply> {
      const index = await service.get();
      const listing = await resolveListing(request, reply, index, db, request.params.id);
      const raw = request.params.vehicleId;
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(id)) {
        throw new ApiFailure(400, 'invalid_number', 'vehicleId must be a whole number', 'vehicleId');
      }
      const row = await admittedVehicleRow(db, listing, id);
      if (!row) throw new ApiFailure(404, 'vehicle_not_found', `No vehicle ${id} in listing "${listing.id}"`, 'vehicleId');
      // The row is read before the index has followed the change, so the ETag is the body's own hash:
      // a changed price is a new ETag at once, never a 304 to the old one (docs/caching.md).
      return sendCachedJson(request, reply, { data: toVehicle(row, (code) => index.dealer(code)) });
    },

    /**
     * Suggestions for the word being typed (docs/listing-api.md, "Suggestions"): the listing's
     * filters and the keyword's other words narrow the vehicles counted. Cached like the listing
     * answers; the key holds the language and the typed text as written, since the answer's
     * labels and `q` depend on both.
     */
    async suggest(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<SuggestResponse | FastifyReply> {
      const index = await service.get();
      const listing = await resolveListing(request, reply, index, db, request.params.id);
      const raw = request.query as RawQuery;
      const language = choiceParam(raw, 'lang', LANGUAGES);
      if (!language.ok) throw refusal(400, language.error);
      // `lang` is not a listing parameter; parseListingQuery reads only its own keys.
      const parsed = parseListingQuery(raw);
      if (!parsed.ok) throw refusal(400, parsed.error);
      const lang = language.value ?? DEFAULT_LANGUAGE;
      const typed = tidyKeyword(typeof raw.q === 'string' ? raw.q : '');
      const key = `suggest\u0000${lang}\u0000${listing.id}\u0000${normalizeQuery({ ...parsed.value, page: 1, items: 1 })}\u0000${typed}`;
      const state = index.state;
      const etag = answeredFromCache(request, reply, state, key);
      if (etag === undefined) return reply;
      const started = performance.now();
      const found = index.suggest(listing, parsed.value, lang, SUGGESTIONS_MAX);
      reply.header('Server-Timing', `engine;dur=${(performance.now() - started).toFixed(2)}`);
      const body: SuggestResponse = {
        data: found.map((s) => ({
          kind: s.kind,
          value: s.value,
          label: s.label,
          count: s.count,
          q: suggestionQuery(typed, s.label, s.words),
        })),
        meta: { q: typed },
      };
      return answer(request, reply, { state, key, etag }, body);
    },

    /** CORS preflight: 204 always; the Access-Control-* headers only for an allowed origin. */
    preflight: listingPreflight(service, db),
  };
}
