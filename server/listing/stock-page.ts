/**
 * One page of stock through the listing engine, over all stock or one listing's (docs/content-api.md,
 * "`/vehicles` parameters"): the service behind GET /vehicles, so the route reads no table itself
 * (docs/server-layers.md). No facet counts: callers that want them use the listing route.
 */
import type { Kysely } from 'kysely';
import type { ListingLightResponse, ListingQuery } from '../../domain/listing-query.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { Database } from '../db/schema.js';
import { ALL_STOCK_LISTING } from './all-stock-listing.js';
import type { ListingIndexService } from './engine/index-service.js';
import { findListing } from './resolve-listing.js';
import { loadVehicleRows } from './vehicle-loader.js';
import { toVehicle } from './vehicle-mapper.js';

export interface StockPage {
  data: Vehicle[];
  meta: ListingLightResponse['meta'];
}

/** The page `query` asks for, or null when `listingKey` names no listing. */
export async function stockPage(
  service: ListingIndexService,
  db: Kysely<Database>,
  listingKey: string | undefined,
  query: ListingQuery,
): Promise<StockPage | null> {
  const index = await service.get();
  let listing = ALL_STOCK_LISTING;
  if (listingKey !== undefined) {
    const found = await findListing(index, db, listingKey);
    if (!found) return null;
    listing = found;
  }
  const result = index.query(listing, query, { facets: false });
  const rows = await loadVehicleRows(db, result.ids);
  return {
    data: rows.map((row) => toVehicle(row, (code) => index.dealer(code))),
    meta: { total: result.total, page: result.page, pages: result.pages, items: result.items, sort: result.sort },
  };
}
