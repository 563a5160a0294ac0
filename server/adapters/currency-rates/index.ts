/** Picks the rates source: the HTTP service when currency_exchange.api_url is set, the local stand-in otherwise. */
import { createHttpCurrencyRates } from './http.js';
import { createLocalCurrencyRates } from './local.js';
import type { CurrencyRatesSource } from './types.js';

export * from './types.js';

export function currencyRatesSource(
  apiUrl: string | undefined,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): CurrencyRatesSource {
  return apiUrl ? createHttpCurrencyRates(apiUrl, options.fetch) : createLocalCurrencyRates(options.now);
}
