/**
 * `GET /public_api/listing/:id/vehicle/:vehicleId/similar?items=6`: vehicles of the same model in
 * the listing, the current one excluded (by integer compare), at most SIMILAR_ITEMS_MAX (docs/listing-api.md,
 * "Listing routes"), in the listing's default order.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { LISTING_ITEMS_MAX, SORT_DEFAULT, type RawQuery } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { AppContext } from '../../context.js';
import { integerParam } from '../../http/query-params.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { admittedVehicleRow } from '../../listing/listing-vehicle.js';
import { listingEtag, replyCached } from '../../http/http-cache.js';
import { resolveListing } from '../../listing/resolve-listing.js';
import { toVehicle } from '../../listing/vehicle-mapper.js';
import { loadVehicleRows } from '../../listing/vehicle-loader.js';
import type { similarSchema } from './schemas.js';
import { ApiFailure, refusal } from '../../failure.js';

/** Similar vehicles: 6 by default and never more (docs/listing-api.md, "Listing routes"). */
export const SIMILAR_ITEMS_MAX = 6;

export interface SimilarResponse {
  data: Vehicle[];
  meta: { model: string; items: number };
}

export function similarHandler(service: ListingIndexService, db: AppContext['db']) {
  return async (
    request: FastifyRequest<{ Params: Static<typeof similarSchema.params> }>,
    reply: FastifyReply,
  ): Promise<SimilarResponse | FastifyReply> => {
    const index = await service.get();
    const listing = await resolveListing(request, reply, index, db, request.params.id);
    const raw = request.params.vehicleId;
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(id)) throw new ApiFailure(400, 'invalid_number', 'vehicleId must be a whole number', 'vehicleId');
    // Up to the listing's page size is accepted (widgets may ask for a page); the answer holds at most 6.
    const items = integerParam(request.query as RawQuery, 'items', 1, LISTING_ITEMS_MAX, SIMILAR_ITEMS_MAX);
    if (!items.ok) throw refusal(400, items.error);
    const want = Math.min(items.value, SIMILAR_ITEMS_MAX);
    if (replyCached(request, reply, listingEtag(index.version, 'similar', listing.id, String(id), String(want)))) return reply;

    const current = await admittedVehicleRow(db, listing, id);
    if (!current) {
      reply.removeHeader('ETag');
      reply.removeHeader('Cache-Control');
      throw new ApiFailure(404, 'vehicle_not_found', `No vehicle ${id} in listing "${listing.id}"`, 'vehicleId');
    }
    // One more than wanted, so dropping the current vehicle still leaves a full answer.
    const result = index.query(
      listing,
      { page: 1, items: want + 1, sort: SORT_DEFAULT, filters: { checkbox: { models: [current.model] }, ranges: {} } },
      { facets: false },
    );
    const ids = result.ids.filter((other) => Number(other) !== Number(current.id)).slice(0, want);
    const rows = await loadVehicleRows(db, ids);
    return { data: rows.map((row) => toVehicle(row, (code) => index.dealer(code))), meta: { model: current.model, items: want } };
  };
}
