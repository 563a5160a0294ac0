/** Handlers of the listing API routes (registered with their schemas in index.ts). */
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiError } from '../../../domain/api-error.js';
import { DB_INT_MAX } from '../../http/db-int.js';
import { parseListingQuery, type ListingLightResponse, type ListingResponse, type RawQuery } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Database } from '../../db/schema.js';
import { allowOriginIfListed, CORS_PREFLIGHT_MAX_AGE, listingAllowedOrigins } from '../cors.js';
import type { ListingIndexService } from './engine/index-service.js';
import { listingRestriction, restrictionAdmits } from './engine/restriction.js';
import type { EngineResult } from './engine/types.js';
import { listingEtag, normalizeQuery, replyCached } from './http-cache.js';
import { facetLabeller } from './facet-labels.js';
import { findListing, resolveListing } from './resolve-listing.js';
import { toLightVehicle, toVehicle } from './vehicle-mapper.js';
import { loadLightRows, loadVehicleRow, loadVehicleRows } from './vehicle-loader.js';

type IdParams = { Params: { id: string } };
type VehicleParams = { Params: { id: string; vehicleId: string } };

function pageMeta(result: EngineResult): ListingLightResponse['meta'] {
  return { total: result.total, page: result.page, pages: result.pages, items: result.items, sort: result.sort };
}

export function listingRoutes(service: ListingIndexService, db: Kysely<Database>) {
  const labelFacets = facetLabeller(db);

  /** Shared by the full and the light route: listing, query, conditional GET, engine. */
  async function run(request: FastifyRequest<IdParams>, reply: FastifyReply, kind: 'full' | 'light') {
    const index = await service.get();
    const listing = await resolveListing(request, reply, index, db, request.params.id);
    if (!listing) return undefined;
    const parsed = parseListingQuery(request.query as RawQuery);
    if (!parsed.ok) {
      void reply.code(400).send({ error: parsed.error });
      return undefined;
    }
    if (replyCached(request, reply, listingEtag(index.version, kind, listing.id, normalizeQuery(parsed.value)))) return undefined;
    const started = performance.now();
    const result = index.query(listing, parsed.value, { facets: kind === 'full' });
    return { index, listing, result, engineMs: performance.now() - started };
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
      const facets = await labelFacets(result.facets, index.version, ran.listing, (code) => index.dealer(code));
      serverTiming(reply, handlerStarted, ran.engineMs, performance.now() - loadStarted);
      return { data, meta: { ...pageMeta(result), facets } };
    },

    async light(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<ListingLightResponse | FastifyReply> {
      const handlerStarted = performance.now();
      const ran = await run(request, reply, 'light');
      if (!ran) return reply;
      const loadStarted = performance.now();
      const rows = await loadLightRows(db, ran.result.ids);
      serverTiming(reply, handlerStarted, ran.engineMs, performance.now() - loadStarted);
      return { data: rows.map(toLightVehicle), meta: pageMeta(ran.result) };
    },

    async vehicle(request: FastifyRequest<VehicleParams>, reply: FastifyReply): Promise<{ data: Vehicle } | FastifyReply> {
      const index = await service.get();
      const listing = await resolveListing(request, reply, index, db, request.params.id);
      if (!listing) return reply;
      const raw = request.params.vehicleId;
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(id)) {
        return reply.code(400).send({ error: apiError('invalid_number', 'vehicleId must be a whole number', 'vehicleId') });
      }
      const etag = listingEtag(index.version, 'vehicle', listing.id, String(id));
      // A client can only hold this ETag from an earlier 200, so it is answered before the lookup.
      if (replyCached(request, reply, etag)) return reply;
      // Checked on the row itself rather than the index, so a vehicle added a moment ago is found.
      // Beyond the database's integer range no vehicle can exist (and PostgreSQL would refuse the query).
      const row = id <= DB_INT_MAX ? await loadVehicleRow(db, id) : undefined;
      if (!row || !restrictionAdmits(listingRestriction(listing), row)) {
        reply.removeHeader('ETag');
        reply.removeHeader('Cache-Control');
        return reply.code(404).send({ error: apiError('vehicle_not_found', `No vehicle ${id} in listing "${listing.id}"`, 'vehicleId') });
      }
      return { data: toVehicle(row, (code) => index.dealer(code)) };
    },

    /** CORS preflight: 204 always; the Access-Control-* headers only for an allowed origin. */
    async preflight(request: FastifyRequest<IdParams>, reply: FastifyReply): Promise<FastifyReply> {
      const index = await service.get();
      const listing = await findListing(index, db, request.params.id);
      const origins = listing ? listingAllowedOrigins(listing.allowed_origins) : [];
      if (allowOriginIfListed(reply, request.headers.origin, origins)) reply.header('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE);
      return reply.code(204).send();
    },
  };
}
