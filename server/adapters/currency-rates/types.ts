/**
 * A source of currency exchange rates (docs/content-api.md, "Currency exchange": currency_exchange.api_url). It answers
 * JSON whose rates sit under a configurable response key (default 'data') and whose start date
 * under a configurable date key (default 'startdate'); the caller reads them (server/content/currency-exchange.ts).
 */
export interface CurrencyRatesSource {
  /** 'http' (the configured service) or 'local' (the stand-in). */
  readonly kind: 'http' | 'local';
  /** The source's answer as parsed JSON; throws when the source cannot be reached or answers an error. */
  fetchRates(request: RatesRequest): Promise<unknown>;
}

export interface RatesRequest {
  /** The currency prices are in (price settings' currency_iso), e.g. "USD". */
  base: string;
  /** Where the answer keeps the rates and the start date. */
  responseKey: string;
  dateKey: string;
}

export const DEFAULT_RESPONSE_KEY = 'data';
export const DEFAULT_DATE_KEY = 'startdate';
