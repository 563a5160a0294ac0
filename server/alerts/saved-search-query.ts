/**
 * The filter query a saved search keeps (docs/alerts.md, "What is saved"): the listing API's own
 * key form, read by the listing API's parser (domain/listing-query.ts) so a saved search means
 * exactly what the stock view showed, and written back without paging, sort or forced filters (the
 * listing imposes its own forced filters whenever the search runs).
 */
import { apiError, type ApiErrorBody } from '../../domain/api-error.js';
import { encodeFilterQuery } from '../../domain/filter-url-codec.js';
import type { Language } from '../../domain/languages.js';
import { parseListingQuery, SORT_DEFAULT, toListingSearchParams, type ListingQuery, type RawQuery } from '../../domain/listing-query.js';

export const SAVED_QUERY_MAX_LENGTH = 2000;

function rawOf(params: URLSearchParams): RawQuery {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const had = raw[key];
    raw[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return raw;
}

export type SavedQueryResult = { ok: true; value: string; query: ListingQuery } | { ok: false; error: ApiErrorBody };

/** Checks and normalizes a stock view's query (`filter[models_in][]=…&q=…`); errors name `query`. */
export function savedSearchQuery(text: string): SavedQueryResult {
  if (text.length > SAVED_QUERY_MAX_LENGTH)
    return { ok: false, error: apiError('too_long', `query must be at most ${SAVED_QUERY_MAX_LENGTH} characters`, 'query') };
  const parsed = parseListingQuery(rawOf(new URLSearchParams(text)));
  if (!parsed.ok) return { ok: false, error: { ...parsed.error, field: 'query', message: `query: ${parsed.error.message}` } };
  const { checkbox, ranges } = parsed.value.filters;
  const query: ListingQuery = { page: 1, items: 12, sort: SORT_DEFAULT, filters: { checkbox, ranges } };
  if (parsed.value.keyword) query.keyword = parsed.value.keyword;
  const params = toListingSearchParams({ filters: query.filters, ...(query.keyword ? { keyword: query.keyword } : {}) });
  params.sort();
  return { ok: true, value: params.toString(), query };
}

/** The saved query read back (stored values were checked when saved). */
export function storedSearchQuery(stored: string): ListingQuery {
  const result = savedSearchQuery(stored);
  if (!result.ok) throw new Error(`stored alert query no longer parses: ${result.error.message}`);
  return result.query;
}

/** The site's stock page showing the saved search (the page's own filter URL form). */
export function stockPageLink(publicOrigin: string, language: Language, stored: string): string {
  const query = storedSearchQuery(stored);
  const search = encodeFilterQuery({
    filters: query.filters,
    page: 1,
    sort: SORT_DEFAULT,
    ...(query.keyword ? { keyword: query.keyword.join(' ') } : {}),
  });
  const text = search.toString();
  return new URL(`/${language}/stock${text ? `?${text}` : ''}`, publicOrigin).toString();
}
