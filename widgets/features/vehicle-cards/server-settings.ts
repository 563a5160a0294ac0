/**
 * The settings the cards are drawn with (prices, currencies, card features), read on the server for
 * a stock widget's server-rendered first page the way the widget reads them in the browser
 * (widgets/runtime/api-client.ts: `/settings`, then the second currency's rate). Server-only.
 */
import { PRICE_SETTINGS_KEY, withCurrentRate } from '../../../domain/price-settings.js';
import { parseStockLocatorSettings, type StockLocatorSettings } from '../../../domain/stock-locator-settings.js';
import { parsePriceSettings } from '../../runtime/api-client.js';

/** GET of a path on this server, answering its JSON body (the server's own routes, without the network). */
export type ServerGetJson = (path: string) => Promise<unknown>;

export async function loadCardSettingsOnServer(getJson: ServerGetJson): Promise<StockLocatorSettings> {
  const body = (await getJson('/settings')) as { data?: { key: string; value: string }[] };
  const entries = Array.isArray(body.data) ? body.data : [];
  let prices = parsePriceSettings(entries.find((e) => e.key === PRICE_SETTINGS_KEY)?.value);
  if (prices.double_price.enabled && /^[A-Z]{3}$/.test(prices.double_price.symbol)) {
    const rate = (await getJson(`/currency-exchange?currency=${prices.double_price.symbol}`).catch(() => null)) as {
      data?: { exchangeRate?: unknown };
    } | null;
    prices = withCurrentRate(prices, typeof rate?.data?.exchangeRate === 'number' ? rate.data.exchangeRate : null);
  }
  return parseStockLocatorSettings(entries, prices);
}
