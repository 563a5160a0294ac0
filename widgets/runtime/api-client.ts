/**
 * The API's read calls the widgets share (listing, vehicle, settings, retailers, dealers, company
 * config), on the one HTTP client (./http.ts).
 */
import { LrdxApiError, requestJson } from './http.js';
import { toListingSearchParams, type ListingQuery, type ListingResponse } from '../../domain/listing-query.js';
import type { KeywordSuggestion, SuggestResponse } from '../../domain/keyword-search.js';
import { DEFAULT_PRICE_SETTINGS, PRICE_SETTINGS_KEY, withCurrentRate, type PriceSettings } from '../../domain/price-settings.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { Retailer } from '../../domain/dealer-search.js';
import type { Language } from '../../domain/languages.js';
import { ORDER_ONLINE_CONFIG_TYPES, SHOWROOM_CONFIG_TYPES, type CompanyConfigEntry } from '../../domain/company-config.js';

export { ORDER_ONLINE_CONFIG_TYPES, SHOWROOM_CONFIG_TYPES, type CompanyConfigEntry };

export interface SettingEntry {
  id: number;
  key: string;
  /** JSON text. */
  value: string;
}

export { LrdxApiError };

const get = <T>(apiBase: string, path: string, signal?: AbortSignal): Promise<T> => requestJson<T>(apiBase, path, signal ? { signal } : {});

/** One page of a listing: `GET /public_api/listing/{listKey}?items&page&sort&filter[...]`. */
export function fetchListing(
  apiBase: string,
  listKey: string,
  query: Partial<ListingQuery>,
  signal?: AbortSignal,
): Promise<ListingResponse> {
  const search = toListingSearchParams(query).toString();
  return get<ListingResponse>(apiBase, `/public_api/listing/${encodeURIComponent(listKey)}${search ? `?${search}` : ''}`, signal);
}

/** Keyword suggestions: `GET /public_api/listing/{listKey}/suggest?q&lang&filter[...]` (docs/listing-api.md, "Suggestions"). */
export async function fetchSuggestions(
  apiBase: string,
  listKey: string,
  query: { q: string; lang: string; filters: ListingQuery['filters'] },
  signal?: AbortSignal,
): Promise<KeywordSuggestion[]> {
  const search = toListingSearchParams({ filters: query.filters });
  search.set('q', query.q);
  search.set('lang', query.lang);
  const body = await get<SuggestResponse>(
    apiBase,
    `/public_api/listing/${encodeURIComponent(listKey)}/suggest?${search.toString()}`,
    signal,
  );
  return body.data;
}

/** One vehicle of a listing: `GET /public_api/listing/{listKey}/vehicle/{vehicleId}`. */
export async function fetchVehicle(apiBase: string, listKey: string, vehicleId: number | string, signal?: AbortSignal): Promise<Vehicle> {
  const body = await get<{ data: Vehicle }>(
    apiBase,
    `/public_api/listing/${encodeURIComponent(listKey)}/vehicle/${encodeURIComponent(String(vehicleId))}`,
    signal,
  );
  return body.data;
}

/** All public settings: `GET /settings` → `{ data: [{ id, key, value }] }`. */
export async function fetchSettings(apiBase: string): Promise<SettingEntry[]> {
  const body = await get<{ data: SettingEntry[] }>(apiBase, '/settings');
  return Array.isArray(body.data) ? body.data : [];
}

/** Price settings from their JSON text, over the defaults; invalid JSON logs and gives the defaults (docs/content-api.md, "Invalid JSON in settings"). */
export function parsePriceSettings(text: string | undefined): PriceSettings {
  if (text === undefined) return DEFAULT_PRICE_SETTINGS;
  try {
    const parsed = JSON.parse(text) as Partial<PriceSettings> | null;
    if (!parsed || typeof parsed !== 'object') throw new TypeError('not an object');
    return { ...DEFAULT_PRICE_SETTINGS, ...parsed, double_price: { ...DEFAULT_PRICE_SETTINGS.double_price, ...parsed.double_price } };
  } catch {
    console.warn(`Invalid JSON in ${PRICE_SETTINGS_KEY}`);
    return DEFAULT_PRICE_SETTINGS;
  }
}

const settingsByBase = new Map<string, Promise<SettingEntry[]>>();

/** All settings, fetched once per API base however many widgets ask. */
export function fetchSettingsOnce(apiBase: string): Promise<SettingEntry[]> {
  let pending = settingsByBase.get(apiBase);
  if (!pending) {
    pending = fetchSettings(apiBase);
    // A failure is not cached, so a later widget (or a retry) asks again.
    pending.catch(() => settingsByBase.delete(apiBase));
    settingsByBase.set(apiBase, pending);
  }
  return pending;
}

/** The `price_settings` setting (fetched once per API base with the others). */
export function fetchPriceSettings(apiBase: string): Promise<PriceSettings> {
  return fetchSettingsOnce(apiBase).then(async (entries) => {
    const settings = parsePriceSettings(entries.find((e) => e.key === PRICE_SETTINGS_KEY)?.value);
    if (!settings.double_price.enabled) return settings;
    // The double price uses the current rate; without one (API down, no rate) the settings' rate stays.
    return withCurrentRate(settings, await fetchCurrentRateOnce(apiBase, settings.double_price.symbol));
  });
}

const ratesByBase = new Map<string, Promise<number | null>>();

/** The current exchange rate to `currency` (`GET /currency-exchange?currency=`), once per API base; null when unknown. */
export function fetchCurrentRateOnce(apiBase: string, currency: string): Promise<number | null> {
  const key = `${apiBase}\u0000${currency}`;
  let pending = ratesByBase.get(key);
  if (!pending) {
    const query = /^[A-Z]{3}$/.test(currency) ? `?currency=${currency}` : '';
    pending = get<{ data?: { exchangeRate?: unknown } }>(apiBase, `/currency-exchange${query}`).then(
      (body) => (typeof body.data?.exchangeRate === 'number' ? body.data.exchangeRate : null),
      () => {
        ratesByBase.delete(key); // not cached: a later widget asks again
        return null;
      },
    );
    ratesByBase.set(key, pending);
  }
  return pending;
}

/**
 * The retailers of a listing: `GET /public_api/listing/{listKey}/retailers?lang` → `{ data: Retailer[] }`,
 * each `address` the street in `language` (else the stored one: docs/listing-api.md).
 */
export async function fetchRetailers(apiBase: string, listKey: string, language: Language): Promise<Retailer[]> {
  const body = await get<{ data: Retailer[] }>(apiBase, `/public_api/listing/${encodeURIComponent(listKey)}/retailers?lang=${language}`);
  return Array.isArray(body.data) ? body.data : [];
}

/** Postcode dealer search (docs/listing-api.md, "Retailers and dealers"): `GET /dealers?q[brand_eq]&q[state_eq]&q[postcode_eq]&q[locality_eq]&lang`. */
export async function fetchDealersByPostcode(
  apiBase: string,
  query: { brand?: string; state?: string; postcode?: string; locality?: string },
  language: Language,
): Promise<Retailer[]> {
  const params = new URLSearchParams({ lang: language });
  for (const [name, value] of [
    ['brand', query.brand],
    ['state', query.state],
    ['postcode', query.postcode],
    ['locality', query.locality],
  ] as const) {
    params.set(`q[${name}_eq]`, (value ?? '').trim());
  }
  const body = await get<{ data: Retailer[] }>(apiBase, `/dealers?${params.toString()}`);
  return Array.isArray(body.data) ? body.data : [];
}

function isConfigEntry(value: unknown): value is CompanyConfigEntry {
  return typeof value === 'object' && value !== null && typeof (value as { config_type?: unknown }).config_type === 'string';
}

/**
 * Company config: `GET /company_config/{section}?config_type=a,b` with the list key in the
 * `Company-Config` header. Accepts `{ data: [...] }` or a bare array, and JSON:API items whose
 * entry sits under `attributes`; anything that is not an entry is dropped.
 */
export async function fetchCompanyConfig(
  apiBase: string,
  listKey: string,
  types: readonly string[],
  section = 'all',
): Promise<CompanyConfigEntry[]> {
  const body = await requestJson<unknown>(
    apiBase,
    `/company_config/${encodeURIComponent(section)}?config_type=${types.map(encodeURIComponent).join(',')}`,
    { headers: { 'Company-Config': listKey } },
  );
  const list: unknown[] = Array.isArray(body)
    ? body
    : Array.isArray((body as { data?: unknown })?.data)
      ? (body as { data: unknown[] }).data
      : [];
  return list.map((item) => (isConfigEntry(item) ? item : (item as { attributes?: unknown })?.attributes)).filter(isConfigEntry);
}

/** Vehicles of the same model (docs/listing-api.md, "Listing routes"): `filter[models_in][]={model}`, `items` of them. */
export async function fetchSimilarVehicles(apiBase: string, listKey: string, model: string, items: number): Promise<Vehicle[]> {
  const response = await fetchListing(apiBase, listKey, { items, filters: { checkbox: { models: [model] }, ranges: {} } });
  return response.data;
}
