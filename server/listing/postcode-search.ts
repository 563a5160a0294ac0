/**
 * The dealer query of the postcode search (docs/listing-api.md, "Retailers and dealers": q[brand_eq], q[state_eq],
 * q[postcode_eq], q[locality_eq]). Every given key must match exactly (case and surrounding spaces
 * aside). When a postcode or locality is given and no dealer matches exactly, the answer falls back
 * to the dealers of the same state, nearest to the place searched first (docs/listing-api.md).
 */
import { distanceKm } from '../../domain/dealer.js';
import type { DealerRow } from '../db/schema.js';
import type { Place } from './postcode-places.js';
import { sellsBrand } from './retailer-mapper.js';

export interface DealerQuery {
  brand: string | null;
  state: string | null;
  postcode: string | null;
  locality: string | null;
}

/** exact: every key matched; state_fallback: nothing did, so the state's dealers by distance. */
export type DealerMatch = 'exact' | 'state_fallback';

export interface DealerSearchResult {
  rows: DealerRow[];
  match: DealerMatch;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Point {
  latitude: number;
  longitude: number;
}

/** The searched place: retailers sitting there first, then the gazetteer. */
function locate(
  all: readonly DealerRow[],
  places: readonly Place[],
  postcode: string | null,
  locality: string | null,
): (Point & { state: string | null }) | null {
  const at = (p: { postcode: string; locality: string }): boolean =>
    (postcode === null || same(p.postcode, postcode)) && (locality === null || same(p.locality, locality));
  const dealersThere = all.filter(at).filter((d) => Number.isFinite(Number(d.latitude)) && Number.isFinite(Number(d.longitude)));
  if (dealersThere.length > 0) {
    const mean = (pick: (d: DealerRow) => number): number => dealersThere.reduce((sum, d) => sum + pick(d), 0) / dealersThere.length;
    return {
      latitude: mean((d) => Number(d.latitude)),
      longitude: mean((d) => Number(d.longitude)),
      state: dealersThere[0]?.state ?? null,
    };
  }
  // Both keys, else either one: a postcode the gazetteer lists under another district name still places.
  const place =
    places.find(at) ??
    places.find((p) => postcode !== null && same(p.postcode, postcode)) ??
    places.find((p) => locality !== null && same(p.locality, locality));
  return place ? { latitude: place.latitude, longitude: place.longitude, state: place.state } : null;
}

/**
 * `all`: the dealers to choose from; `locators`: every dealer whose coordinates may place the
 * searched postcode or locality (all of them, even when the choice is narrowed to a listing).
 */
export function searchDealers(
  all: readonly DealerRow[],
  query: DealerQuery,
  places: readonly Place[],
  locators: readonly DealerRow[] = all,
): DealerSearchResult {
  const { brand, state, postcode, locality } = query;
  const candidates = brand ? all.filter((d) => sellsBrand(d, brand)) : [...all];
  const inState = (d: DealerRow, name: string | null): boolean => name === null || same(d.state, name);
  const exact = candidates.filter(
    (d) => inState(d, state) && (postcode === null || same(d.postcode, postcode)) && (locality === null || same(d.locality, locality)),
  );
  if (exact.length > 0 || (postcode === null && locality === null)) return { rows: exact, match: 'exact' };

  const origin = locate(locators, places, postcode, locality);
  const fallbackState = state ?? origin?.state ?? null;
  const rows = candidates.filter((d) => inState(d, fallbackState));
  if (origin) {
    const distance = new Map(rows.map((d) => [d, distanceKm(origin, { latitude: Number(d.latitude), longitude: Number(d.longitude) })]));
    rows.sort((a, b) => (distance.get(a) as number) - (distance.get(b) as number));
  } else rows.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)); // nowhere to measure from
  return { rows, match: 'state_fallback' };
}
