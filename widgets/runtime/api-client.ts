/**
 * The widgets' HTTP client: one ofetch instance per API base (a page may embed widgets of two
 * deployments), typed calls, and one error type carrying the API's `{ error: { code, message, field } }`.
 */
import { ofetch, FetchError, type $Fetch } from 'ofetch';
import type { ApiErrorBody, ApiErrorResponse } from '../../domain/api-error.js';
import { toListingSearchParams, type ListingQuery, type ListingResponse } from '../../domain/listing-query.js';
import { DEFAULT_PRICE_SETTINGS, PRICE_SETTINGS_KEY, type PriceSettings } from '../../domain/price-settings.js';
import type { Vehicle } from '../../domain/vehicle.js';

export class LrdxApiError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  /** HTTP status; 0 when no response arrived (offline, CORS, timeout). */
  readonly status: number;

  constructor(body: ApiErrorBody, status: number) {
    super(body.message);
    this.name = 'LrdxApiError';
    this.code = body.code;
    this.field = body.field;
    this.status = status;
  }
}

export interface SettingEntry {
  id: number;
  key: string;
  /** JSON text. */
  value: string;
}

const clients = new Map<string, $Fetch>();

function isApiErrorResponse(data: unknown): data is ApiErrorResponse {
  const error = (data as { error?: unknown } | null)?.error;
  return !!error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string';
}

function toApiError(error: unknown): LrdxApiError {
  if (error instanceof LrdxApiError) return error;
  if (error instanceof FetchError) {
    const status = error.statusCode ?? 0;
    if (isApiErrorResponse(error.data)) return new LrdxApiError(error.data.error, status);
    return new LrdxApiError(
      status ? { code: `http_${status}`, message: error.statusMessage || `HTTP ${status}` } : { code: 'network_error', message: error.message },
      status,
    );
  }
  return new LrdxApiError({ code: 'unknown_error', message: error instanceof Error ? error.message : String(error) }, 0);
}

function client(apiBase: string): $Fetch {
  const base = apiBase.replace(/\/+$/, '');
  let instance = clients.get(base);
  if (!instance) {
    // No automatic retry: a failure is shown with a 'Try again' button, so the visitor decides.
    instance = ofetch.create({ baseURL: base, retry: 0, timeout: 15_000, headers: { accept: 'application/json' } });
    clients.set(base, instance);
  }
  return instance;
}

async function get<T>(apiBase: string, path: string): Promise<T> {
  try {
    return await client(apiBase)<T>(path);
  } catch (error) {
    throw toApiError(error);
  }
}

/** One page of a listing: `GET /public_api/listing/{listKey}?items&page&sort&filter[...]`. */
export function fetchListing(apiBase: string, listKey: string, query: Partial<ListingQuery>): Promise<ListingResponse> {
  const search = toListingSearchParams(query).toString();
  return get<ListingResponse>(apiBase, `/public_api/listing/${encodeURIComponent(listKey)}${search ? `?${search}` : ''}`);
}

/** One vehicle of a listing: `GET /public_api/listing/{listKey}/vehicle/{vehicleId}`. */
export async function fetchVehicle(apiBase: string, listKey: string, vehicleId: number | string): Promise<Vehicle> {
  const body = await get<{ data: Vehicle }>(
    apiBase,
    `/public_api/listing/${encodeURIComponent(listKey)}/vehicle/${encodeURIComponent(String(vehicleId))}`,
  );
  return body.data;
}

/** All public settings: `GET /settings` → `{ data: [{ id, key, value }] }`. */
export async function fetchSettings(apiBase: string): Promise<SettingEntry[]> {
  const body = await get<{ data: SettingEntry[] }>(apiBase, '/settings');
  return Array.isArray(body.data) ? body.data : [];
}

/** Price settings from their JSON text, over the defaults; invalid JSON logs and gives the defaults (spec, section 5). */
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

const priceSettingsByBase = new Map<string, Promise<PriceSettings>>();

/** The `price_settings` setting, fetched once per API base however many widgets ask. */
export function fetchPriceSettings(apiBase: string): Promise<PriceSettings> {
  let pending = priceSettingsByBase.get(apiBase);
  if (!pending) {
    pending = fetchSettings(apiBase).then((entries) => parsePriceSettings(entries.find((e) => e.key === PRICE_SETTINGS_KEY)?.value));
    // A failure is not cached, so a later widget (or a retry) asks again.
    pending.catch(() => priceSettingsByBase.delete(apiBase));
    priceSettingsByBase.set(apiBase, pending);
  }
  return pending;
}

/** A media path from the API (`/media/...`) as a URL under the API base, keeping any path prefix of the base. */
export function mediaUrl(apiBase: string, path: string): string {
  if (!path) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
