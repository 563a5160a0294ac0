/**
 * Currency exchange (docs/content-api.md, "Currency exchange").
 * Rates live in the database (migration 0010). They are refreshed from the source that
 * `currency_exchange.api_url` names — the local stand-in when it is unset — reading the rates under
 * `currency_exchange.response_key` (default 'data') and the start date under
 * `currency_exchange.date_key` (default 'startdate'). An answer without the rates key is logged as
 * "API response doesn't contain specified response_key" and the stored rates stay.
 *
 * Refresh is lazy: the first read with no stored rate waits for a refresh; a read of a rate older
 * than `refreshMs` answers the stored rate and refreshes in the background (one refresh at a time).
 */
import type { Kysely } from 'kysely';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { currencyRatesSource, DEFAULT_DATE_KEY, DEFAULT_RESPONSE_KEY, type CurrencyRatesSource } from '../adapters/currency-rates/index.js';
import type { Database } from '../db/schema.js';
import type { CurrencyExchange } from './currency-rate.js';
import { readPriceSettings } from './price-settings.js';
import { readTextSetting } from './settings-repository.js';

export const RESPONSE_KEY_MISSING = "API response doesn't contain specified response_key";
export const DEFAULT_REFRESH_MS = 60 * 60 * 1000;
const RETRY_MS = 60 * 1000;

export interface CurrencyExchangeDeps {
  db: Kysely<Database>;
  now: () => number;
  log: { warn(message: string): void; error(obj: unknown, message: string): void };
  refreshMs?: number;
  fetch?: typeof fetch;
  /** Replaces the source the settings would pick (tests). */
  source?: CurrencyRatesSource;
}

type ParsedRates = { ok: true; rates: Record<string, number>; startDate: string } | { ok: false };

/** Reads the source's answer: rates under responseKey (an object of currency → rate, or one number for `currency`). */
export function parseRatesAnswer(answer: unknown, responseKey: string, dateKey: string, currency: string, today: string): ParsedRates {
  if (!answer || typeof answer !== 'object' || !(responseKey in answer)) return { ok: false };
  const record = answer as Record<string, unknown>;
  const raw = record[responseKey];
  const rates: Record<string, number> = {};
  const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (usable(raw)) rates[currency] = raw;
  else if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [code, value] of Object.entries(raw)) {
      const rate = typeof value === 'string' ? Number(value) : value;
      if (/^[A-Z]{3}$/.test(code) && usable(rate)) rates[code] = rate;
    }
  } else return { ok: false };
  const date = record[dateKey];
  return { ok: true, rates, startDate: typeof date === 'string' && date.trim() !== '' ? date.trim().slice(0, 32) : today };
}

export function createCurrencyExchange(deps: CurrencyExchangeDeps): CurrencyExchange {
  const { db, now, log } = deps;
  const refreshMs = deps.refreshMs ?? DEFAULT_REFRESH_MS;
  let running: Promise<boolean> | undefined;
  // A failing source is asked again at most once a minute, so reads never queue behind its timeouts.
  let lastAttempt = Number.NEGATIVE_INFINITY;
  const mayRetry = (): boolean => now() - lastAttempt >= RETRY_MS;
  const silentLog = { warn: (message: string) => log.warn(message) };

  async function defaults() {
    const settings = await readPriceSettings(db, silentLog);
    return { base: settings.currency_iso, currency: settings.double_price.symbol };
  }

  async function doRefresh(): Promise<boolean> {
    const [apiUrl, responseKey, dateKey, { base, currency }] = await Promise.all([
      readTextSetting(db, SETTING_KEYS.currencyExchangeApiUrl),
      readTextSetting(db, SETTING_KEYS.currencyExchangeResponseKey),
      readTextSetting(db, SETTING_KEYS.currencyExchangeDateKey),
      defaults(),
    ]);
    const source = deps.source ?? currencyRatesSource(apiUrl, { ...(deps.fetch ? { fetch: deps.fetch } : {}), now });
    const keys = { responseKey: responseKey ?? DEFAULT_RESPONSE_KEY, dateKey: dateKey ?? DEFAULT_DATE_KEY };
    let answer: unknown;
    try {
      answer = await source.fetchRates({ base, ...keys });
    } catch (error) {
      log.error({ err: error }, 'Currency rates could not be fetched; keeping the stored rates');
      return false;
    }
    const fetchedAt = new Date(now()).toISOString();
    const parsed = parseRatesAnswer(answer, keys.responseKey, keys.dateKey, currency, fetchedAt.slice(0, 10));
    if (!parsed.ok) {
      log.warn(RESPONSE_KEY_MISSING);
      return false;
    }
    for (const [quote, rate] of Object.entries(parsed.rates)) {
      const row = { base, quote, rate, start_date: parsed.startDate, source: source.kind, fetched_at: fetchedAt };
      await db
        .insertInto('currency_rates')
        .values(row)
        .onConflict((oc) => oc.columns(['base', 'quote', 'start_date']).doUpdateSet({ rate, source: source.kind, fetched_at: fetchedAt }))
        .execute();
    }
    return true;
  }

  function refresh(): Promise<boolean> {
    if (!running) lastAttempt = now();
    running ??= doRefresh().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function newest(base: string, currency: string) {
    return db
      .selectFrom('currency_rates')
      .selectAll()
      .where('base', '=', base)
      .where('quote', '=', currency)
      .orderBy('start_date', 'desc')
      .orderBy('fetched_at', 'desc')
      .executeTakeFirst();
  }

  return {
    defaults,
    refresh,
    async settle() {
      await running;
    },
    async current(base, currency) {
      let row = await newest(base, currency);
      const lastFetch = await db.selectFrom('currency_rates').select('fetched_at').orderBy('fetched_at', 'desc').executeTakeFirst();
      if (!lastFetch) {
        if (mayRetry() || running) {
          await refresh();
          row = await newest(base, currency);
        }
      } else if (now() - Date.parse(lastFetch.fetched_at) > refreshMs && mayRetry()) {
        void refresh(); // the stored rate answers meanwhile
      }
      if (!row) return undefined;
      const rate = Number(row.rate);
      return { base, currency, rate, exchangeRate: rate, startDate: row.start_date, fetchedAt: row.fetched_at, source: row.source };
    },
  };
}
