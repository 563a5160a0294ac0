/**
 * The finance maths' own Decimal: 40 significant digits, half-up rounding. A clone, so the global
 * decimal.js settings (shared with any other user of the library on the page) stay untouched.
 */
import DecimalJs from 'decimal.js';

export const FinanceDecimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type FinanceDecimal = InstanceType<typeof FinanceDecimal>;

/** What a caller may pass as an amount: a number, a decimal string ("87300.50") or a Decimal. */
export type AmountLike = number | string | FinanceDecimal;

/** The amount as a Decimal, or null when it is not a finite number. */
export function toDecimal(value: AmountLike | null | undefined): FinanceDecimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'string' && !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  try {
    const d = new FinanceDecimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}
