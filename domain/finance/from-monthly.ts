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

export function fromMonthly(price: number | string | null | undefined, options: FromMonthlyOptions = {}): number | null {
  if (price === null || price === undefined) return null;
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
