/**
 * The retailers of one listing: the dealers holding vehicles the listing may show (of a brand, when
 * asked), plus the dealers the listing names even while they have none in stock.
 */
import type { Retailer } from '../../domain/dealer.js';
import type { Language } from '../../domain/languages.js';
import type { DealerRow, ListingRow } from '../db/schema.js';
import type { ListingIndex } from './engine/listing-index.js';
import { readStringList } from '../db/json-list-column.js';
import { dealerVehicleCounts } from './dealer-counts.js';
import { byName, sellsBrand, toRetailer } from './retailer-mapper.js';

export interface RetailerFilter {
  /** Text matched (case-insensitively, anywhere) against name, display name, city and locality. */
  q: string | null;
  /** Exact state (governorate), case aside. */
  state: string | null;
  brand: string | null;
  /** The language of the streets (null: as stored). */
  language: Language | null;
}

/** The brand a listing is about when it names exactly one (its retailers then show that brand's names). */
export function listingBrand(listing: ListingRow): string | null {
  const brands = readStringList(listing.brands);
  return brands.ok && brands.value.length === 1 ? (brands.value[0] as string) : null;
}

export function listingDealerRows(index: ListingIndex, listing: ListingRow, dealers: readonly DealerRow[], brand: string | null) {
  const counts = dealerVehicleCounts(index, listing, brand);
  const namedList = readStringList(listing.dealer_codes);
  const named = new Set(namedList.ok ? namedList.value : []);
  const rows = dealers.filter(
    (d) => (counts.get(d.dealer_code) ?? 0) > 0 || (named.has(d.dealer_code) && (brand === null || sellsBrand(d, brand))),
  );
  return { rows, counts };
}

export function listingRetailers(
  index: ListingIndex,
  listing: ListingRow,
  dealers: readonly DealerRow[],
  filter: RetailerFilter,
): Retailer[] {
  const { rows, counts } = listingDealerRows(index, listing, dealers, filter.brand);
  const brand = filter.brand ?? listingBrand(listing);
  const needle = filter.q?.toLowerCase() ?? null;
  const state = filter.state?.toLowerCase() ?? null;
  return rows
    .map((row) => toRetailer(row, brand, counts.get(row.dealer_code) ?? 0, filter.language))
    .filter((r) => state === null || r.state.trim().toLowerCase() === state)
    .filter((r) => needle === null || [r.name, r.display_name, r.city, r.locality].some((t) => t.toLowerCase().includes(needle)))
    .sort(byName);
}
