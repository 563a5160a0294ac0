/**
 * Filters ⇄ the page's query string (docs/embedding.md, "What the widgets do"). A checkbox filter is written only when
 * options are chosen (the default is none), as a value list: one repeated parameter per value
 * (`models=Defender 110&models=XE`), which carries any character a value may hold, commas included.
 * A range is written as `key.from` / `key.to`, each side only when it differs from its default
 * (the facet bound: the filter state never holds a side equal to its bound, see stock-filters.ts).
 * `page` (when not 1) and `sort` (when not the default) travel too, and the keyword as `keyword`
 * (when there is one; tidied to one line of at most 100 characters, domain/keyword-search.ts). Parameters that are not ours
 * (utm_source, the host page's own) are kept, in their order, before ours.
 */
import {
  CHECKBOX_FILTERS,
  RANGE_FILTERS,
  SORT_DEFAULT,
  isCheckboxFilter,
  isRangeFilter,
  isSortOption,
  type ListingFilters,
  type RangeValue,
  type SortOption,
} from './listing-query.js';
import { normalizeRange, setOptions, setRange } from './stock-filters.js';
import { tidyKeyword } from './keyword-search.js';

export interface FilterUrlState {
  filters: ListingFilters;
  page: number;
  sort: SortOption;
  /** The search field's keyword; absent or '' for none. */
  keyword?: string;
}

/** The parameter holding the keyword (not `q`, which a host page may use for its own search). */
export const KEYWORD_PARAM = 'keyword';

const CHECKBOX_KEYS = Object.keys(CHECKBOX_FILTERS).filter(isCheckboxFilter);
const RANGE_KEYS = Object.keys(RANGE_FILTERS).filter(isRangeFilter);
const RANGE_PARAM = /^([a-z_]+)\.(from|to)$/;

/** True for the parameters this codec owns; everything else belongs to the host page. */
export function isFilterParam(name: string): boolean {
  if (name === 'page' || name === 'sort' || name === KEYWORD_PARAM || isCheckboxFilter(name)) return true;
  const range = RANGE_PARAM.exec(name);
  return !!range?.[1] && isRangeFilter(range[1]);
}

/** Range sides must be numbers of 0 or more (docs/embedding.md, "What the widgets do"); anything else is ignored. */
function readNumber(text: string | null): number | undefined {
  // Exponents are accepted because String(n) writes very small or large numbers that way.
  if (text === null || !/^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text.trim())) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** The filters, page and sort a query string holds; unknown or malformed parts are ignored. */
export function decodeFilterQuery(search: string | URLSearchParams): FilterUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let filters: ListingFilters = { checkbox: {}, ranges: {} };
  for (const key of CHECKBOX_KEYS) {
    const values = params.getAll(key);
    if (values.length > 0) filters = setOptions(filters, key, values);
  }
  for (const key of RANGE_KEYS) {
    const range: RangeValue = {};
    const from = readNumber(params.get(`${key}.from`));
    const to = readNumber(params.get(`${key}.to`));
    if (from !== undefined) range.gteq = from;
    if (to !== undefined) range.lteq = to;
    filters = setRange(filters, key, range);
  }
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sortText = params.get('sort') ?? '';
  const keyword = tidyKeyword(params.get(KEYWORD_PARAM) ?? '');
  return { filters, page, sort: isSortOption(sortText) ? sortText : SORT_DEFAULT, ...(keyword ? { keyword } : {}) };
}

/** `existing` with our parameters replaced by `state`'s; the host page's parameters stay. */
export function encodeFilterQuery(state: FilterUrlState, existing: string | URLSearchParams = ''): URLSearchParams {
  const source = typeof existing === 'string' ? new URLSearchParams(existing) : existing;
  const out = new URLSearchParams();
  for (const [name, value] of source) if (!isFilterParam(name)) out.append(name, value);
  for (const key of CHECKBOX_KEYS) for (const value of state.filters.checkbox[key] ?? []) if (value !== '') out.append(key, value);
  for (const key of RANGE_KEYS) {
    const range = state.filters.ranges[key];
    if (!range) continue;
    const { gteq, lteq } = normalizeRange(range);
    if (gteq !== undefined) out.set(`${key}.from`, String(gteq));
    if (lteq !== undefined) out.set(`${key}.to`, String(lteq));
  }
  const keyword = tidyKeyword(state.keyword ?? '');
  if (keyword) out.set(KEYWORD_PARAM, keyword);
  if (state.sort !== SORT_DEFAULT) out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** The query string (with `?`, or empty) to write, or null when it equals the current one: the URL is replaced only when it changes (docs/embedding.md, "What the widgets do"). */
export function nextSearch(state: FilterUrlState, currentSearch: string): string | null {
  const text = encodeFilterQuery(state, currentSearch).toString();
  const next = text ? `?${text}` : '';
  const current = currentSearch.startsWith('?') ? currentSearch : currentSearch ? `?${currentSearch}` : '';
  return next === current || new URLSearchParams(current).toString() === text ? null : next;
}
