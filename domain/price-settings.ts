/**
 * Price settings (spec, section 3): stored under the setting key `price_settings` as JSON.
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

/** Stock-locator defaults (spec, sections 3 and 9). */
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
