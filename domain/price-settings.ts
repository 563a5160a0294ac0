/**
 * Price settings (docs/embedding.md, "What the widgets do"): stored under the setting key `price_settings` as JSON.
 * Format templates: `%` is the amount, `^` the currency symbol, `@` a monthly amount.
 */
import { SETTING_KEYS } from './setting-keys.js';
export interface DoublePriceSettings {
  enabled: boolean;
  symbol: string; // default 'EUR'
  rate: number; // default 1
  decimals: number; // default 0
}

export interface PriceSettings {
  delimiter: string;
  symbol: string;
  format: string;
  full_string: string; // e.g. 'From ^ %'
  lease_string: string; // e.g. 'or @ / Month'
  offer_string: string;
  currency_iso: string;
  double_price: DoublePriceSettings;
}

export const PRICE_SETTINGS_KEY = SETTING_KEYS.priceSettings;

/** Stock-locator defaults (docs/embedding.md, "What the widgets do"). */
export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  delimiter: ',',
  symbol: '€',
  format: '% ^',
  full_string: 'From ^ %',
  lease_string: 'or @ / Month',
  offer_string: '',
  currency_iso: 'EUR',
  double_price: { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 },
};

/** Stored price settings (any JSON) over the defaults; anything but an object gives the defaults. */
export function mergePriceSettings(stored: unknown): PriceSettings {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return DEFAULT_PRICE_SETTINGS;
  const partial = stored as Partial<PriceSettings>;
  return { ...DEFAULT_PRICE_SETTINGS, ...partial, double_price: { ...DEFAULT_PRICE_SETTINGS.double_price, ...partial.double_price } };
}

/**
 * The double price at the current exchange rate (GET /currency-exchange) instead of the fixed rate of
 * the settings; without a usable current rate the settings' rate stays.
 */
export function withCurrentRate(settings: PriceSettings, rate: number | null | undefined): PriceSettings {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return settings;
  return { ...settings, double_price: { ...settings.double_price, rate } };
}
