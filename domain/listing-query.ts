/**
 * The listing API's query vocabulary (docs/listing-api.md), shared by the server, which parses it,
 * and the widgets, which write it. Backend keys: `filter[<key>_in][]=a`, `filter[<key>_includes][]=a`,
 * `filter[<key>_eq]=a`, ranges `filter[<key>_gteq]=n` / `filter[<key>_lteq]=n`.
 */
import type { Vehicle, VehicleAttributes } from './vehicle.js';
import { apiError, type ApiErrorBody } from './api-error.js';
import { parseKeyword } from './keyword-search.js';
import { CURATED_VEHICLES_MAX, parseCuratedVehicles, refText } from './curated-vehicles.js';

export const LISTING_ITEMS_MIN = 1;
export const LISTING_ITEMS_MAX = 12;
export const LISTING_ITEMS_DEFAULT = 12;

export const SORT_OPTIONS = [
  'productionYearAsc',
  'productionYearDesc',
  'createdAtAsc',
  'createdAtDesc',
  'mileageAsc',
  'mileageDesc',
  'priceAsc',
  'priceDesc',
  'status',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_DEFAULT: SortOption = 'createdAtDesc';

/** Checkbox (multi-value) filters and the vehicle attribute each one reads. */
export const CHECKBOX_FILTERS = {
  brands: 'brand_key',
  family: 'family',
  nameplate_model_group: 'nameplate_model_group',
  models: 'model',
  financing_options: 'financing_options',
  states: 'state',
  engine_types: 'engine_type',
  transmissions: 'transmission',
  colors: 'color',
  specific_colors: 'specific_color',
  statuses: 'status',
  dealers: 'dealer_code',
  number_of_seats: 'number_of_seats',
} as const satisfies Record<string, keyof VehicleAttributes>;
export type CheckboxFilter = keyof typeof CHECKBOX_FILTERS;

/** Filters whose vehicle attribute holds several values (a list, or a comma-joined list). */
export const MULTI_VALUED_FILTERS: readonly CheckboxFilter[] = ['financing_options', 'engine_types'];

/** Range (slider) filters and the numeric vehicle attribute each one reads. */
export const RANGE_FILTERS = {
  mileage: 'mileage',
  production_year: 'production_year',
  model_year: 'model_year',
  power: 'power',
  display_price: 'display_price',
  msrp_price: 'msrp_price',
} as const satisfies Record<string, keyof VehicleAttributes>;
export type RangeFilter = keyof typeof RANGE_FILTERS;

export interface RangeValue {
  gteq?: number;
  lteq?: number;
}

export interface ListingFilters {
  checkbox: Partial<Record<CheckboxFilter, string[]>>;
  ranges: Partial<Record<RangeFilter, RangeValue>>;
  /** Forced filters a listing or a retailer page imposes (forced_statuses, forced_dealer_codes, owner_dealer_codes_includes; docs/embedding.md, "For the brand: what a listing holds"). */
  forcedStatuses?: string[];
  forcedDealerCodes?: string[];
}

export interface ListingQuery {
  page: number;
  items: number;
  sort: SortOption;
  filters: ListingFilters;
  /** The keyword's comparable words (`q`, domain/keyword-search.ts); every one must match. None or empty: no keyword. */
  keyword?: string[];
  /**
   * A curated list (`vehicles`, domain/curated-vehicles.ts): only these vehicles, by id or VIN (as
   * refText writes them). Absent: no list. A vehicle the listing cannot show simply is not found.
   */
  vehicles?: string[];
}

export interface FacetOption {
  value: string;
  count: number;
  /** Display text when the value is a code (dealers: the retailer's display name). */
  label?: string;
}

export interface ListingFacets {
  checkbox: Partial<Record<CheckboxFilter, FacetOption[]>>;
  ranges: Partial<Record<RangeFilter, { min: number; max: number }>>;
}

export interface ListingMeta {
  total: number;
  page: number;
  /** ceil(total / items): 0 when nothing matches. */
  pages: number;
  items: number;
  sort: SortOption;
  facets?: ListingFacets;
}

export interface ListingResponse {
  data: Vehicle[];
  meta: ListingMeta;
}

/** The attributes `/public_api/listing/:id/light` returns per vehicle (no facets in its meta). */
export const LIGHT_VEHICLE_ATTRIBUTES = [
  'model',
  'brand',
  'production_year',
  'mileage',
  'display_price',
  'status',
  'state',
  'cover_photo_medium',
  'vin',
] as const satisfies readonly (keyof VehicleAttributes)[];

export interface LightVehicle {
  id: number;
  type: 'vehicle';
  attributes: Pick<VehicleAttributes, (typeof LIGHT_VEHICLE_ATTRIBUTES)[number]>;
}

export interface ListingLightResponse {
  data: LightVehicle[];
  meta: Omit<ListingMeta, 'facets'>;
}

export function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

export function isCheckboxFilter(value: string): value is CheckboxFilter {
  return Object.prototype.hasOwnProperty.call(CHECKBOX_FILTERS, value);
}

export function isRangeFilter(value: string): value is RangeFilter {
  return Object.prototype.hasOwnProperty.call(RANGE_FILTERS, value);
}

export type RawQuery = Record<string, string | string[] | undefined>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** Spec key names that mean one of our filters (section 7: similar vehicles use filter[nameplate_name_in]). */
export const FILTER_ALIASES: Readonly<Record<string, CheckboxFilter>> = { nameplate_name: 'models' };

const FILTER_KEY = /^filter\[([a-z_]+?)_(in|includes|eq|gteq|lteq)\](\[\])?$/;
const FORCED_KEY = /^(forced_statuses|forced_dealer_codes)(\[\])?$/;

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  // `filter[x_in]=a,b` is accepted as well as repeated `filter[x_in][]=a`.
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function parseInteger(raw: string | string[] | undefined, field: string, min: number, max: number, fallback: number): ParseResult<number> {
  if (raw === undefined || raw === '') return { ok: true, value: fallback };
  const text = Array.isArray(raw) ? (raw[0] ?? '') : raw;
  if (!/^-?\d+$/.test(text)) return { ok: false, error: apiError('invalid_number', `${field} must be a whole number`, field) };
  const value = Number(text);
  if (value < min || value > max) {
    const bounds = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    return { ok: false, error: apiError('out_of_range', `${field} must be ${bounds}`, field) };
  }
  return { ok: true, value };
}

function parseRangeBound(raw: string | string[] | undefined, field: string): ParseResult<number> {
  const text = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  // A range value applies only if it is a number of 0 or more (docs/embedding.md, "What the widgets do").
  if (!/^\d+(\.\d+)?$/.test(text.trim())) {
    return { ok: false, error: apiError('invalid_number', `${field} must be a number of 0 or more`, field) };
  }
  return { ok: true, value: Number(text) };
}

/** Parses a flat query object (as Fastify delivers it) into a validated listing query. */
export function parseListingQuery(raw: RawQuery): ParseResult<ListingQuery> {
  const items = parseInteger(raw.items, 'items', LISTING_ITEMS_MIN, LISTING_ITEMS_MAX, LISTING_ITEMS_DEFAULT);
  if (!items.ok) return items;
  const page = parseInteger(raw.page, 'page', 1, Number.MAX_SAFE_INTEGER, 1);
  if (!page.ok) return page;
  let sort: SortOption = SORT_DEFAULT;
  if (raw.sort !== undefined && raw.sort !== '') {
    const text = Array.isArray(raw.sort) ? (raw.sort[0] ?? '') : raw.sort;
    if (!isSortOption(text)) {
      return { ok: false, error: apiError('invalid_sort', `sort must be one of ${SORT_OPTIONS.join(', ')}`, 'sort') };
    }
    sort = text;
  }

  const keyword = parseKeyword(raw.q);
  if (!keyword.ok) return keyword;

  const curated = parseCuratedVehicles(asList(raw.vehicles ?? raw['vehicles[]']));
  if (!curated.ok) {
    return curated.tooMany
      ? { ok: false, error: apiError('out_of_range', `vehicles takes at most ${CURATED_VEHICLES_MAX} ids or VINs`, 'vehicles') }
      : { ok: false, error: apiError('invalid_vehicle', `vehicles must be ids or VINs: ${curated.bad.join(', ')}`, 'vehicles') };
  }

  const filters: ListingFilters = { checkbox: {}, ranges: {} };
  for (const [key, value] of Object.entries(raw)) {
    const forced = FORCED_KEY.exec(key);
    if (forced) {
      const list = asList(value);
      if (forced[1] === 'forced_statuses') filters.forcedStatuses = list;
      else filters.forcedDealerCodes = list;
      continue;
    }
    if (key === 'filter[owner_dealer_codes_includes][]' || key === 'filter[owner_dealer_codes_includes]') {
      filters.forcedDealerCodes = [...(filters.forcedDealerCodes ?? []), ...asList(value)];
      continue;
    }
    if (!key.startsWith('filter[')) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) return { ok: false, error: apiError('unknown_filter', `unknown filter ${key}`, key) };
    const [, given = '', suffix] = match;
    const name = FILTER_ALIASES[given] ?? given;
    if (suffix === 'gteq' || suffix === 'lteq') {
      if (!isRangeFilter(name)) return { ok: false, error: apiError('unknown_filter', `${name} is not a range filter`, key) };
      const bound = parseRangeBound(value, key);
      if (!bound.ok) return bound;
      filters.ranges[name] = { ...filters.ranges[name], [suffix]: bound.value };
      continue;
    }
    if (!isCheckboxFilter(name)) return { ok: false, error: apiError('unknown_filter', `${name} is not a checkbox filter`, key) };
    const list = asList(value);
    if (list.length > 0) filters.checkbox[name] = [...(filters.checkbox[name] ?? []), ...list];
  }
  const value: ListingQuery = { items: items.value, page: page.value, sort, filters };
  if (keyword.value.length > 0) value.keyword = keyword.value;
  if (curated.refs.length > 0) value.vehicles = curated.refs.map(refText);
  return { ok: true, value };
}

/** Writes a listing query in the backend key form; the reverse of parseListingQuery. */
export function toListingSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.items !== undefined) params.set('items', String(query.items));
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.sort !== undefined) params.set('sort', query.sort);
  if (query.keyword && query.keyword.length > 0) params.set('q', query.keyword.join(' '));
  if (query.vehicles && query.vehicles.length > 0) params.set('vehicles', query.vehicles.join(','));
  const filters = query.filters;
  if (filters) {
    for (const [name, values] of Object.entries(filters.checkbox)) {
      if (!values || values.length === 0) continue;
      const suffix = MULTI_VALUED_FILTERS.includes(name as CheckboxFilter) ? 'includes' : 'in';
      for (const v of values) params.append(`filter[${name}_${suffix}][]`, v);
    }
    for (const [name, range] of Object.entries(filters.ranges)) {
      if (range?.gteq !== undefined) params.set(`filter[${name}_gteq]`, String(range.gteq));
      if (range?.lteq !== undefined) params.set(`filter[${name}_lteq]`, String(range.lteq));
    }
    for (const s of filters.forcedStatuses ?? []) params.append('forced_statuses[]', s);
    for (const d of filters.forcedDealerCodes ?? []) params.append('forced_dealer_codes[]', d);
  }
  return params;
}
