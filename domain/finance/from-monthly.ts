/**
 * "From X a month" on the vehicle page and the stock cards: the finance quote of the default
 * product settings (catalogue defaults: 20 % down, 4 years, the default rate) for a price. Null when
 * the price cannot be financed (missing, hidden or zero), so the caller shows nothing.
 */
import { calculateFinance } from './calculate.js';
import { DEFAULT_INPUT_CONFIG, methodOf, type FinanceInputConfig } from './products.js';

export interface FromMonthlyOptions {
  product?: string;
  config?: FinanceInputConfig;
  decimals?: number;
}

/**
 * Quotes of the default settings, by price: the exact decimal arithmetic costs a phone about a
 * millisecond per card, and a list renders the same prices again and again (paging back, filters,
 * the saved view). Bounded: a long visit starts over rather than growing.
 */
const defaultQuotes = new Map<string, number | null>();
const DEFAULT_QUOTES_MAX = 500;

export function fromMonthly(price: number | string | null | undefined, options: FromMonthlyOptions = {}): number | null {
  if (price === null || price === undefined) return null;
  if (options.config) return quote(price, options);
  const key = `${String(price)}|${options.product ?? ''}|${options.decimals ?? 0}`;
  const known = defaultQuotes.get(key);
  if (known !== undefined) return known;
  const result = quote(price, options);
  if (defaultQuotes.size >= DEFAULT_QUOTES_MAX) defaultQuotes.clear();
  defaultQuotes.set(key, result);
  return result;
}

function quote(price: number | string, options: FromMonthlyOptions): number | null {
  const config = options.config ?? DEFAULT_INPUT_CONFIG;
  const method = methodOf(options.product);
  const result = calculateFinance({
    method,
    price,
    downPaymentPercent: config.downPayment.default,
    months: config.duration.default * 12,
    annualRatePercent: config.interestRate.default,
    balloonPercent: config.balloon.default,
    decimals: options.decimals ?? 0,
  });
  return result.ok ? Number(result.quote.monthlyPayment) : null;
}
