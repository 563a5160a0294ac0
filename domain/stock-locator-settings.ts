/**
 * The settings the stock locator reads (docs/embedding.md, "What the widgets do"): price settings, the feature flags
 * of `additional_features` (a JSON array) and the market of `stock_locator.market`.
 * Invalid JSON logs 'Invalid JSON in {setting}' and gives the default (docs/content-api.md, "Invalid JSON in settings").
 */
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from './price-settings.js';
import { toStockMarket, type StockMarket } from './vehicle-offers.js';
import { SETTING_KEYS } from './setting-keys.js';

export const ADDITIONAL_FEATURES_KEY = SETTING_KEYS.additionalFeatures;
export const STOCK_MARKET_KEY = SETTING_KEYS.stockMarket;

export const STOCK_FEATURES = ['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter'] as const;
export type StockFeature = (typeof STOCK_FEATURES)[number];

export interface StockLocatorSettings {
  priceSettings: PriceSettings;
  features: StockFeature[];
  market: StockMarket;
}

export const DEFAULT_STOCK_LOCATOR_SETTINGS: StockLocatorSettings = {
  priceSettings: DEFAULT_PRICE_SETTINGS,
  features: [],
  market: 'default',
};

export function parseFeatures(text: string | undefined): StockFeature[] {
  if (text === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new TypeError('not an array');
    return STOCK_FEATURES.filter((f) => parsed.includes(f));
  } catch {
    console.warn(`Invalid JSON in ${ADDITIONAL_FEATURES_KEY}`);
    return [];
  }
}

export function parseStockLocatorSettings(
  entries: readonly { key: string; value: string }[],
  priceSettings: PriceSettings,
): StockLocatorSettings {
  const value = (key: string) => entries.find((e) => e.key === key)?.value;
  return { priceSettings, features: parseFeatures(value(ADDITIONAL_FEATURES_KEY)), market: toStockMarket(value(STOCK_MARKET_KEY)) };
}
