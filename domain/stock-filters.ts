/**
 * The stock locator's filter state (docs/embedding.md, "What the widgets do"; block catalogue "filter
 * toggles"): which filters a block shows, and pure updates of the chosen values. The state is the
 * listing query's `ListingFilters`, so it goes to the API as is. "Not chosen" is always absence:
 * an empty option list or a range side equal to its facet bound is removed, so two states that
 * mean the same thing are the same value (the URL codec and the machine rely on that).
 */
import {
  CHECKBOX_FILTERS,
  RANGE_FILTERS,
  isCheckboxFilter,
  isRangeFilter,
  type CheckboxFilter,
  type ListingFilters,
  type RangeFilter,
  type RangeValue,
} from './listing-query.js';
import { VEHICLE_STATUSES, type VehicleStatus } from './vehicle.js';

export type FilterToggle = CheckboxFilter | RangeFilter;

/** Every toggle, in the panel's order (block catalogue order, then family and model group). */
export const FILTER_TOGGLES: readonly FilterToggle[] = [
  'brands',
  'family',
  'nameplate_model_group',
  'models',
  'financing_options',
  'states',
  'statuses',
  'msrp_price',
  'display_price',
  'mileage',
  'production_year',
  'model_year',
  'power',
  'engine_types',
  'transmissions',
  'colors',
  'specific_colors',
  'dealers',
  'number_of_seats',
];

/** Shown when the element has no `filters` attribute: what a visitor narrows by most. */
export const DEFAULT_FILTER_TOGGLES: readonly FilterToggle[] = [
  'brands',
  'models',
  'states',
  'display_price',
  'mileage',
  'production_year',
  'engine_types',
  'colors',
  'dealers',
];

export function isFilterToggle(value: string): value is FilterToggle {
  return isCheckboxFilter(value) || isRangeFilter(value);
}

/** `filters="brands, models,msrp_price"` → the known toggles in the written order; unknown names are dropped. */
export function parseFilterToggles(attribute: string | undefined | null): FilterToggle[] {
  if (attribute === undefined || attribute === null || attribute.trim() === '') return [...DEFAULT_FILTER_TOGGLES];
  const seen = new Set<FilterToggle>();
  for (const name of attribute.split(',').map((n) => n.trim())) if (isFilterToggle(name)) seen.add(name);
  return [...seen];
}

export const emptyFilters = (): ListingFilters => ({ checkbox: {}, ranges: {} });

/** True when the visitor has chosen nothing. */
export function hasNoFilters(filters: ListingFilters): boolean {
  return Object.keys(filters.checkbox).length === 0 && Object.keys(filters.ranges).length === 0;
}

/** How many choices are made: every checked option and every moved range counts one. */
export function countChosen(filters: ListingFilters): number {
  const options = Object.values(filters.checkbox).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  return options + Object.keys(filters.ranges).length;
}

/** The options of one checkbox filter, replaced; an empty list removes the filter. */
export function setOptions(filters: ListingFilters, key: CheckboxFilter, values: readonly string[]): ListingFilters {
  const unique = [...new Set(values.filter((v) => v !== ''))];
  const checkbox = { ...filters.checkbox };
  if (unique.length === 0) delete checkbox[key];
  else checkbox[key] = unique;
  return { ...filters, checkbox };
}

/** Checks an option that is unchecked and unchecks one that is checked. */
export function toggleOption(filters: ListingFilters, key: CheckboxFilter, value: string): ListingFilters {
  const current = filters.checkbox[key] ?? [];
  return setOptions(filters, key, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

/**
 * A range, kept only where it narrows (docs/embedding.md, "What the widgets do": a value applies only if a number of 0 or
 * more), a side equal to or beyond its bound is dropped, and a reversed pair is put in order.
 */
export function normalizeRange(range: RangeValue, bounds?: { min: number; max: number }): RangeValue {
  const valid = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  let gteq = valid(range.gteq) ? range.gteq : undefined;
  let lteq = valid(range.lteq) ? range.lteq : undefined;
  if (gteq !== undefined && lteq !== undefined && gteq > lteq) [gteq, lteq] = [lteq, gteq];
  if (bounds && gteq !== undefined && gteq <= bounds.min) gteq = undefined;
  if (bounds && lteq !== undefined && lteq >= bounds.max) lteq = undefined;
  const out: RangeValue = {};
  if (gteq !== undefined) out.gteq = gteq;
  if (lteq !== undefined) out.lteq = lteq;
  return out;
}

export function setRange(
  filters: ListingFilters,
  key: RangeFilter,
  range: RangeValue,
  bounds?: { min: number; max: number },
): ListingFilters {
  const value = normalizeRange(range, bounds);
  const ranges = { ...filters.ranges };
  if (value.gteq === undefined && value.lteq === undefined) delete ranges[key];
  else ranges[key] = value;
  return { ...filters, ranges };
}

/** Filters compared by meaning (option order ignored). */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return canonicalFilters(a) === canonicalFilters(b);
}

function canonicalFilters(f: ListingFilters): string {
  const checkbox = Object.keys(CHECKBOX_FILTERS)
    .filter(isCheckboxFilter)
    .map((k) => [k, [...(f.checkbox[k] ?? [])].sort()] as const)
    .filter(([, v]) => v.length > 0);
  const ranges = Object.keys(RANGE_FILTERS)
    .filter(isRangeFilter)
    .map((k) => [k, f.ranges[k]?.gteq ?? null, f.ranges[k]?.lteq ?? null] as const)
    .filter(([, a, b]) => a !== null || b !== null);
  return JSON.stringify([checkbox, ranges]);
}

/** The visitor's filters over the block's forced ones: a forced value list wins over a chosen one. */
export function mergeFilters(chosen: ListingFilters, forced: ListingFilters): ListingFilters {
  return {
    checkbox: { ...chosen.checkbox, ...forced.checkbox },
    ranges: { ...chosen.ranges, ...forced.ranges },
    ...(forced.forcedStatuses ? { forcedStatuses: forced.forcedStatuses } : {}),
    ...(forced.forcedDealerCodes ? { forcedDealerCodes: forced.forcedDealerCodes } : {}),
  };
}

/** Statuses that end a visitor's journey: left out of a listing unless asked for (docs/decisions.md, "Stock locator and journeys on a phone"). */
export const UNAVAILABLE_STATUSES: readonly VehicleStatus[] = ['reserved', 'sold'];

/**
 * The query with reserved and sold cars left out (as a forced status list, so they count in no
 * facet either), unless the visitor asked for them, chose statuses themselves, or the block forces
 * its own statuses.
 */
export function withAvailability(filters: ListingFilters, includeUnavailable: boolean): ListingFilters {
  if (includeUnavailable || filters.forcedStatuses?.length || filters.checkbox.statuses?.length) return filters;
  return { ...filters, forcedStatuses: VEHICLE_STATUSES.filter((status) => !UNAVAILABLE_STATUSES.includes(status)) };
}
