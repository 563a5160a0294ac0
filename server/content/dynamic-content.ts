/**
 * Fetches the data the dynamic-content strategies need (docs/site-shell.md, "Dynamic-content strategies"), so the pure rule
 * (domain/dynamic-content/strategies.ts) can decide visibility. A strategy whose source is not
 * configured or fails is logged and left out of the result: its content stays visible.
 *
 * Sources (settings; docs/site-shell.md): `offers` reads `mena.offers_api_url`;
 * `mena_external_sl` reads `dynamic_content.mena_external_sl` `{ api_url }`; `{product}_sl` reads
 * `dynamic_content.{product}_sl` `{ api_url, lists_to_check }`. A relative api_url is resolved
 * against the site's own origin, so a local route can stand in for the real service.
 */
import type { Kysely } from 'kysely';
import { productOf, strategyKind, type StrategyData } from '../../domain/dynamic-content/strategies.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import type { Database } from '../db/schema.js';
import type { WarnLogger } from './json-column.js';
import { readJsonSetting, readTextSetting } from './settings-repository.js';

export type FetchJson = (url: string) => Promise<unknown>;

export interface DynamicContentDeps {
  db: Kysely<Database>;
  /** The site's origin, for relative api_url values. */
  origin: string;
  log: WarnLogger;
  fetchJson?: FetchJson;
}

const FETCH_TIMEOUT_MS = 3000;

/** The default fetch: JSON or an error (non-2xx counts as an error). */
export const fetchJsonWithTimeout: FetchJson = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

function absoluteUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A list as services answer it: the array itself or under `data`. */
function listOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data))
    return (body as { data: unknown[] }).data;
  return [];
}

/** Keys out of a list of strings or of objects with key / model_key / car_model_key. */
function keysOf(list: unknown[]): string[] {
  return list.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      const key = record.key ?? record.model_key ?? record.car_model_key;
      return typeof key === 'string' ? [key] : [];
    }
    return [];
  });
}

async function resolveOne(key: string, deps: DynamicContentDeps, fetchJson: FetchJson): Promise<StrategyData | null> {
  const kind = strategyKind(key);
  if (kind === 'offers') {
    const url = absoluteUrl(await readTextSetting(deps.db, SETTING_KEYS.offersApiUrl), deps.origin);
    if (!url) {
      deps.log.warn(`Missing api url: ${SETTING_KEYS.offersApiUrl}`);
      return null;
    }
    const offers = listOf(await fetchJson(url)).filter(
      (offer): offer is Record<string, unknown> => typeof offer === 'object' && offer !== null,
    );
    return { kind: 'offers', offers };
  }
  if (kind === 'mena_external_sl') {
    const setting = `${SETTING_KEYS.dynamicContent}.${key}`;
    const config = await readJsonSetting<Record<string, unknown> | null>(deps.db, setting, null, deps.log);
    const url = absoluteUrl(config?.api_url, deps.origin);
    if (!url) {
      deps.log.warn('API_URL for MENA_EXTERNAL_SL strategy is not set or invalid. Please check the settings.');
      return null;
    }
    return { kind: 'mena_external_sl', modelKeys: keysOf(listOf(await fetchJson(url))) };
  }
  if (kind === 'product_sl') {
    const product = productOf(key) ?? key;
    const setting = `${SETTING_KEYS.dynamicContent}.${key}`;
    const config = await readJsonSetting<Record<string, unknown> | null>(deps.db, setting, null, deps.log);
    const url = absoluteUrl(config?.api_url, deps.origin);
    if (!url) {
      deps.log.warn(`API_URL for ${product}_SL strategy is not set or invalid. Please check the settings.`);
      return null;
    }
    const lists = config?.lists_to_check;
    if (!Array.isArray(lists) || !lists.some((name) => typeof name === 'string' && name !== '')) {
      deps.log.warn(`lists_to_check for ${product}_SL strategy is not set or invalid. Please check the settings.`);
      return null;
    }
    const body = await fetchJson(url);
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const values = lists.flatMap((name) => (typeof name === 'string' && Array.isArray(record[name]) ? keysOf(record[name]) : []));
    return { kind: 'product_sl', values };
  }
  // url_brands needs no data; unknown keys have none.
  return null;
}

/**
 * The data of every strategy key given, fetched in parallel. Failures are logged and leave the key
 * out (unknown: content visible), never failing the page.
 */
export async function resolveDynamicContent(keys: readonly string[], deps: DynamicContentDeps): Promise<Map<string, StrategyData>> {
  const fetchJson = deps.fetchJson ?? fetchJsonWithTimeout;
  const result = new Map<string, StrategyData>();
  await Promise.all(
    [...new Set(keys)].map(async (key) => {
      try {
        const data = await resolveOne(key, deps, fetchJson);
        if (data) result.set(key, data);
      } catch (error) {
        deps.log.warn(`Dynamic content strategy ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  return result;
}
