/** The level monthly payment of a loan: shared by the quote (calculate.ts) and the APR (apr.ts). */
import { FinanceDecimal } from './decimal.js';

/**
 * The level payment that pays off `principal` in `n` months at monthly rate `r`, leaving `residual`
 * owed at the end (the balloon): M = (P − B·(1+r)^−n) · r / (1 − (1+r)^−n); without interest
 * M = (P − B) / n. Unrounded.
 */
export function levelPayment(principal: FinanceDecimal, r: FinanceDecimal, n: number, residual: FinanceDecimal): FinanceDecimal {
  if (r.isZero()) return principal.minus(residual).div(n);
  const discount = r.plus(1).pow(-n);
  return principal.minus(residual.times(discount)).times(r).div(new FinanceDecimal(1).minus(discount));
}
