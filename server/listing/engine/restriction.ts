/**
 * Which vehicles a listing may show: its dealer codes, brands and states, its forced filters, and the
 * forced statuses / dealer codes a retailer page adds in the query. Every non-empty list restricts
 * (AND across lists, OR within one); an empty list restricts nothing. Shared by the index (which
 * compiles it into a row mask) and the single-vehicle route.
 */
import { readJson, readStringList, stringList, type Parsed } from '../../db/json-list-column.js';
import type { ListingRow } from '../../db/schema.js';

export interface Restriction {
  /** Each entry: the vehicle's attribute must be one of these values. */
  brandKey: string[][];
  state: string[][];
  dealerCode: string[][];
  status: string[][];
  /** A listing whose JSON cannot be read shows nothing rather than everything. */
  broken: boolean;
}

export interface QueryForced {
  forcedStatuses?: string[] | undefined;
  forcedDealerCodes?: string[] | undefined;
}

export function listingRestriction(listing: ListingRow, forced: QueryForced = {}): Restriction {
  const restriction: Restriction = { brandKey: [], state: [], dealerCode: [], status: [], broken: false };
  const add = (target: string[][], list: Parsed<string[]>): void => {
    if (!list.ok) restriction.broken = true;
    else if (list.value.length > 0) target.push(list.value);
  };
  add(restriction.dealerCode, readStringList(listing.dealer_codes));
  add(restriction.brandKey, readStringList(listing.brands));
  add(restriction.state, readStringList(listing.states));
  const forcedJson = readJson(listing.forced_filters);
  if (!forcedJson.ok || (forcedJson.value !== null && typeof forcedJson.value !== 'object')) {
    restriction.broken = true;
  } else {
    const forcedFilters = (forcedJson.value ?? {}) as Record<string, unknown>;
    add(restriction.status, stringList(forcedFilters.forced_statuses));
    add(restriction.dealerCode, stringList(forcedFilters.forced_dealer_codes));
  }
  add(restriction.status, { ok: true, value: forced.forcedStatuses ?? [] });
  add(restriction.dealerCode, { ok: true, value: forced.forcedDealerCodes ?? [] });
  return restriction;
}

export interface RestrictedFields {
  brand_key: string;
  state: string;
  dealer_code: string;
  status: string;
}

export function restrictionAdmits(restriction: Restriction, vehicle: RestrictedFields): boolean {
  if (restriction.broken) return false;
  const all = (lists: string[][], value: string): boolean => lists.every((list) => list.includes(value));
  return (
    all(restriction.brandKey, vehicle.brand_key) &&
    all(restriction.state, vehicle.state) &&
    all(restriction.dealerCode, vehicle.dealer_code) &&
    all(restriction.status, vehicle.status)
  );
}

/**
 * A stable key for caching compiled restrictions: same key, same vehicles. It holds the listing's
 * restricting columns, not just its id, so an edited listing never reuses a stale compilation.
 */
export function restrictionKey(listing: ListingRow, forced: QueryForced): string {
  const sorted = (list: string[] | undefined): string => [...new Set(list ?? [])].sort().join('\u0001');
  const own = [listing.id, listing.dealer_codes, listing.brands, listing.states, listing.forced_filters].map(String).join('\u0002');
  return `${own}\u0000${sorted(forced.forcedStatuses)}\u0000${sorted(forced.forcedDealerCodes)}`;
}
