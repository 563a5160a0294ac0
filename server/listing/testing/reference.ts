/**
 * The listing query answered the slow, obvious way (plain array filter, sort and count) over the
 * fixture rows, written independently of the engine so tests can compare the two.
 */
import {
  CHECKBOX_FILTERS,
  RANGE_FILTERS,
  type CheckboxFilter,
  type FacetOption,
  type ListingFacets,
  type ListingQuery,
  type RangeFilter,
  type SortOption,
} from '../../../domain/listing-query.js';
import type { ListingRow } from '../../db/schema.js';
import type { FixtureVehicle } from './fixture.js';

const STATUS_ORDER = ['stock', 'available_soon', 'demo', 'in_production', 'on_demand', 'delivery', 'reserved', 'sold'];

export function referenceValues(vehicle: FixtureVehicle, filter: CheckboxFilter): string[] {
  const raw = vehicle[CHECKBOX_FILTERS[filter]];
  if (filter === 'financing_options') return [...new Set(JSON.parse(String(raw)) as string[])];
  if (filter === 'engine_types')
    return [
      ...new Set(
        String(raw)
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      ),
    ];
  if (raw === null || raw === undefined || raw === '') return [];
  return [String(raw)];
}

function list(json: string): string[] {
  return JSON.parse(json) as string[];
}

function inListing(vehicle: FixtureVehicle, listing: ListingRow, query: ListingQuery): boolean {
  const forced = JSON.parse(listing.forced_filters) as { forced_statuses?: string[]; forced_dealer_codes?: string[] };
  const rules: [string[] | undefined, string][] = [
    [list(listing.dealer_codes), vehicle.dealer_code],
    [list(listing.brands), vehicle.brand_key],
    [list(listing.states), vehicle.state],
    [forced.forced_statuses, vehicle.status],
    [forced.forced_dealer_codes, vehicle.dealer_code],
    [query.filters.forcedStatuses, vehicle.status],
    [query.filters.forcedDealerCodes, vehicle.dealer_code],
  ];
  return rules.every(([allowed, value]) => !allowed || allowed.length === 0 || allowed.includes(value));
}

type Test = { kind: 'checkbox'; name: CheckboxFilter } | { kind: 'range'; name: RangeFilter };

function passes(vehicle: FixtureVehicle, query: ListingQuery, except?: Test): boolean {
  for (const [name, chosen] of Object.entries(query.filters.checkbox) as [CheckboxFilter, string[]][]) {
    if (!chosen || chosen.length === 0 || (except?.kind === 'checkbox' && except.name === name)) continue;
    if (!referenceValues(vehicle, name).some((v) => chosen.includes(v))) return false;
  }
  for (const [name, range] of Object.entries(query.filters.ranges) as [RangeFilter, { gteq?: number; lteq?: number }][]) {
    if (!range || (except?.kind === 'range' && except.name === name)) continue;
    const value = Number(vehicle[RANGE_FILTERS[name]]);
    if (range.gteq !== undefined && value < range.gteq) return false;
    if (range.lteq !== undefined && value > range.lteq) return false;
  }
  return true;
}

function sortKey(vehicle: FixtureVehicle, sort: SortOption): number {
  if (sort.startsWith('productionYear')) return vehicle.production_year;
  if (sort.startsWith('createdAt')) return Date.parse(vehicle.created_at);
  if (sort.startsWith('mileage')) return vehicle.mileage;
  if (sort.startsWith('price')) return vehicle.display_price;
  const rank = STATUS_ORDER.indexOf(vehicle.status);
  return rank === -1 ? STATUS_ORDER.length : rank;
}

function optionOrder(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface ReferenceResult {
  ids: number[];
  total: number;
  pages: number;
  facets: ListingFacets;
}

export function referenceQuery(vehicles: readonly FixtureVehicle[], listing: ListingRow, query: ListingQuery): ReferenceResult {
  const base = vehicles.filter((v) => inListing(v, listing, query));
  const matched = base.filter((v) => passes(v, query));
  const direction = query.sort.endsWith('Desc') ? -1 : 1;
  // Price sorts: vehicles without a price (hidden or zero) come last in either direction.
  const last = (v: FixtureVehicle): number => (query.sort.startsWith('price') && (v.price_hidden === 1 || !(v.display_price > 0)) ? 1 : 0);
  matched.sort((a, b) => last(a) - last(b) || (sortKey(a, query.sort) - sortKey(b, query.sort)) * direction || a.id - b.id);
  const start = (query.page - 1) * query.items;

  const facets: ListingFacets = { checkbox: {}, ranges: {} };
  for (const name of Object.keys(CHECKBOX_FILTERS) as CheckboxFilter[]) {
    const counts = new Map<string, number>();
    for (const v of base) for (const value of referenceValues(v, name)) counts.set(value, 0);
    for (const v of base) {
      if (!passes(v, query, { kind: 'checkbox', name })) continue;
      for (const value of referenceValues(v, name)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const options: FacetOption[] = [...counts].map(([value, count]) => ({ value, count }));
    facets.checkbox[name] = options.sort((a, b) => optionOrder(a.value, b.value));
  }
  for (const name of Object.keys(RANGE_FILTERS) as RangeFilter[]) {
    const values = base.filter((v) => passes(v, query, { kind: 'range', name })).map((v) => Number(v[RANGE_FILTERS[name]]));
    facets.ranges[name] = values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) };
  }
  return {
    ids: matched.slice(start, start + query.items).map((v) => v.id),
    total: matched.length,
    pages: Math.ceil(matched.length / query.items),
    facets,
  };
}
