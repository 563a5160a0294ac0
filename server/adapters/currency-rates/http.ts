/** The configured rates service: GET {api_url} (with ?base=), JSON, 5 s timeout. */
import type { CurrencyRatesSource, RatesRequest } from './types.js';

const TIMEOUT_MS = 5000;

export function createHttpCurrencyRates(apiUrl: string, fetchImpl: typeof fetch = fetch): CurrencyRatesSource {
  return {
    kind: 'http',
    async fetchRates(request: RatesRequest): Promise<unknown> {
      const url = new URL(apiUrl);
      if (!url.searchParams.has('base')) url.searchParams.set('base', request.base);
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Currency rates service answered ${response.status}`);
      return (await response.json()) as unknown;
    },
  };
}
