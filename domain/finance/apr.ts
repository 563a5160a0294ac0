/**
 * The annual percentage rate (APR) of a flat-rate product (murabaha, flat hire purchase): the yearly
 * rate that, charged on the balance still owed month by month, gives the same payments. A flat rate
 * is charged on the whole credit for the whole term although the visitor repays it as they go, so
 * it reads cheaper than it is: 3.5 % flat over three years is about 6.6 % APR, dearer than hire
 * purchase at 4.5 %. The APR here is nominal (twelve times the monthly rate), the same measure as
 * the rate of a level-payment product, so the two can be compared side by side (docs/finance.md,
 * "APR beside a flat rate").
 */
import { FinanceDecimal, toDecimal, type AmountLike } from './decimal.js';
import { levelPayment } from './level-payment.js';

const ZERO = new FinanceDecimal(0);

/**
 * The nominal APR in percent, to `places` decimals (half up), of `months` level payments of
 * `monthly` repaying `credit`; null when the inputs are not a loan (no credit, no months). Found by
 * bisection on the monthly rate, to far below the last shown digit.
 */
export function nominalApr(credit: AmountLike, monthly: AmountLike, months: number, places = 1): string | null {
  const principal = toDecimal(credit);
  const payment = toDecimal(monthly);
  if (!principal || !payment || principal.lte(0) || !Number.isInteger(months) || months < 1) return null;
  // Paying back no more than was borrowed costs nothing.
  if (payment.times(months).lte(principal)) return ZERO.toFixed(places);
  let low = ZERO;
  let high = new FinanceDecimal(1); // 100 % a month: far above any offer
  for (let step = 0; step < 80; step += 1) {
    const mid = low.plus(high).div(2);
    if (levelPayment(principal, mid, months, ZERO).lt(payment)) low = mid;
    else high = mid;
  }
  return low.plus(high).div(2).times(1200).toDecimalPlaces(places, FinanceDecimal.ROUND_HALF_UP).toFixed(places);
}
