/**
 * GET /vehicles (docs/content-api.md, "`/vehicles` parameters"): a page of stock through the same
 * listing engine as /public_api/listing/{id} — the same filters, items (1–12, default 12), page and
 * sort — over all stock, or over one listing's stock with `listing`. No facet counts: callers that
 * want them use the listing route.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parseListingQuery, type ListingLightResponse, type RawQuery } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Database } from '../../db/schema.js';
import { ApiFailure, refusal } from '../../http/failure.js';
import type { ListingIndexService } from '../../listing/engine/index-service.js';
import { findListing } from '../../listing/resolve-listing.js';
import { ALL_STOCK_LISTING } from '../../listing/all-stock-listing.js';
import { loadVehicleRows } from '../../listing/vehicle-loader.js';
import { toVehicle } from '../../listing/vehicle-mapper.js';

export interface VehiclesAnswer {
  data: Vehicle[];
  meta: ListingLightResponse['meta'];
}

export function vehiclesHandler(service: ListingIndexService, db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<VehiclesAnswer> => {
    const { listing: listingKey, ...rest } = request.query as RawQuery;
    if (Array.isArray(listingKey)) throw new ApiFailure(400, 'invalid_request', 'listing must be given once', 'listing');
    const parsed = parseListingQuery(rest);
    if (!parsed.ok) throw refusal(400, parsed.error);
    const index = await service.get();
    let listing = ALL_STOCK_LISTING;
    if (listingKey !== undefined) {
      const found = await findListing(index, db, listingKey);
      if (!found) throw new ApiFailure(404, 'listing_not_found', `No listing "${listingKey}"`, 'listing');
      listing = found;
    }
    const result = index.query(listing, parsed.value, { facets: false });
    const rows = await loadVehicleRows(db, result.ids);
    return {
      data: rows.map((row) => toVehicle(row, (code) => index.dealer(code))),
      meta: { total: result.total, page: result.page, pages: result.pages, items: result.items, sort: result.sort },
    };
  };
}
