/**
 * How many vehicles each dealer has in a listing (optionally of one brand), read off the listing
 * engine's dealers facet: the same numbers the stock locator shows, at the cost of one query.
 */
import type { ListingRow } from '../db/schema.js';
import type { ListingIndex } from './engine/listing-index.js';

export function dealerVehicleCounts(index: ListingIndex, listing: ListingRow, brandKey: string | null): Map<string, number> {
  const result = index.query(listing, {
    page: 1,
    items: 1,
    sort: 'createdAtDesc',
    filters: { checkbox: brandKey ? { brands: [brandKey] } : {}, ranges: {} },
  });
  return new Map((result.facets?.checkbox.dealers ?? []).map((option) => [option.value, option.count]));
}
