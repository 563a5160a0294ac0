/**
 * The reverse finance calculator ('Filter By Monthly Budget'; docs/finance.md): from what a
 * visitor can pay per month, the most expensive vehicle that fits. The loan is an annuity:
 * monthly = loan · r / (1 − (1 + r)^−n), with r the monthly rate; the loan is the price less the
 * down payment (a share of the price), so price = monthly · (1 − (1 + r)^−n) / r / (1 − down share).
 */
export interface BudgetInput {
  /** What the visitor can pay per month, in the price currency. */
  monthlyBudget: number;
  /** Down payment as a percentage of the price, 0 to below 100. */
  downPaymentPercent: number;
  /** Number of monthly payments. */
  termMonths: number;
  /** Yearly interest rate in percent, 0 or more. */
  annualRatePercent: number;
}

export type BudgetResult = { ok: true; maxPrice: number } | { ok: false; field: keyof BudgetInput };

/** Term choices offered (the finance calculator's 24 to 60 monthly payments). */
export const BUDGET_TERMS = [24, 36, 48, 60] as const;
export const BUDGET_DEFAULTS = { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 6 } as const;

const finite = (n: number) => typeof n === 'number' && Number.isFinite(n);

/** The highest price whose monthly payment stays within the budget, rounded down to a whole amount. */
export function maxVehiclePrice(input: BudgetInput): BudgetResult {
  const { monthlyBudget, downPaymentPercent, termMonths, annualRatePercent } = input;
  if (!finite(monthlyBudget) || monthlyBudget <= 0) return { ok: false, field: 'monthlyBudget' };
  if (!finite(downPaymentPercent) || downPaymentPercent < 0 || downPaymentPercent >= 100) return { ok: false, field: 'downPaymentPercent' };
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > 120) return { ok: false, field: 'termMonths' };
  if (!finite(annualRatePercent) || annualRatePercent < 0 || annualRatePercent > 100) return { ok: false, field: 'annualRatePercent' };
  const r = annualRatePercent / 100 / 12;
  // Without interest the annuity factor is just the number of payments; a rate too small to change
  // (1 + r) in floating point counts as none, or the formula would divide 0 by it.
  const factor = r < 1e-12 ? termMonths : (1 - (1 + r) ** -termMonths) / r;
  const loan = monthlyBudget * factor;
  const maxPrice = Math.floor(loan / (1 - downPaymentPercent / 100));
  return finite(maxPrice) && maxPrice > 0 ? { ok: true, maxPrice } : { ok: false, field: 'monthlyBudget' };
}

/** The monthly payment of a price: the forward formula, used to check the reverse one. */
export function monthlyPayment(price: number, downPaymentPercent: number, termMonths: number, annualRatePercent: number): number {
  const loan = price * (1 - downPaymentPercent / 100);
  const r = annualRatePercent / 100 / 12;
  return r < 1e-12 ? loan / termMonths : (loan * r) / (1 - (1 + r) ** -termMonths);
}
