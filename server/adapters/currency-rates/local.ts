/**
 * The local stand-in for the rates service: fixed, plausible rates per US dollar (the Central Bank of
 * Iraq's official dinar rate and rounded market rates), dated today, in the configured answer shape.
 * Deployments that need live rates set currency_exchange.api_url.
 */
import type { CurrencyRatesSource, RatesRequest } from './types.js';

const PER_USD: Readonly<Record<string, number>> = { USD: 1, IQD: 1310, EUR: 0.95, GBP: 0.79, AED: 3.6725, TRY: 34.5 };

export function createLocalCurrencyRates(now: () => number = Date.now): CurrencyRatesSource {
  return {
    kind: 'local',
    async fetchRates(request: RatesRequest): Promise<unknown> {
      const perBase = PER_USD[request.base];
      if (perBase === undefined) return { [request.responseKey]: {}, [request.dateKey]: today(now) };
      const rates = Object.fromEntries(
        Object.entries(PER_USD)
          .filter(([code]) => code !== request.base)
          .map(([code, perUsd]) => [code, Math.round((perUsd / perBase) * 1e6) / 1e6]),
      );
      return { [request.responseKey]: rates, [request.dateKey]: today(now) };
    },
  };
}

function today(now: () => number): string {
  return new Date(now()).toISOString().slice(0, 10);
}
