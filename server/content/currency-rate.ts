/** What the price settings and the exchange service share: a stored rate and the service's face (currency-exchange.ts implements it). */
export interface CurrentRate {
  base: string;
  currency: string;
  exchangeRate: number;
  startDate: string;
  fetchedAt: string;
  source: string;
}

export interface CurrencyExchange {
  /** The newest stored rate of base → currency (refreshing first when none is stored), or undefined. */
  current(base: string, currency: string): Promise<(CurrentRate & { rate: number }) | undefined>;
  /** The base currency (price settings' currency_iso) and the default quote (double_price.symbol). */
  defaults(): Promise<{ base: string; currency: string }>;
  /** Fetches and stores the rates now; false when the source failed or answered without rates. */
  refresh(): Promise<boolean>;
  /** Waits for a background refresh (server close, tests). */
  settle(): Promise<void>;
}
