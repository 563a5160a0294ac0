/** The `price_settings` setting over its defaults, and with the current exchange rate for the double price. */
import type { Kysely } from 'kysely';
import { mergePriceSettings, PRICE_SETTINGS_KEY, withCurrentRate, type PriceSettings } from '../../domain/price-settings.js';
import type { Database } from '../db/schema.js';
import type { CurrencyExchange } from './currency-rate.js';
import type { WarnLogger } from './json-column.js';
import { readJsonSetting } from './settings-repository.js';

export async function readPriceSettings(db: Kysely<Database>, log: WarnLogger): Promise<PriceSettings> {
  return mergePriceSettings(await readJsonSetting<unknown>(db, PRICE_SETTINGS_KEY, null, log));
}

/** Price settings whose double price uses the current rate (when the feature is on and a rate is known). */
export async function readPriceSettingsAtCurrentRate(
  db: Kysely<Database>,
  rates: CurrencyExchange,
  log: WarnLogger,
): Promise<PriceSettings> {
  const settings = await readPriceSettings(db, log);
  if (!settings.double_price.enabled) return settings;
  const current = await rates.current(settings.currency_iso, settings.double_price.symbol).catch(() => undefined);
  return withCurrentRate(settings, current?.rate);
}
