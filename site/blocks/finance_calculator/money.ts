/** An amount as the page writes it: with the currency when the page has price settings, digits only otherwise. */
import { formatNumber } from '../../../domain/number-format.js';
import { formatMoney } from '../../../domain/price-format.js';
import type { RenderContext } from '../types.js';

export function pageMoney(amount: number, ctx: RenderContext): string {
  const s = ctx.priceSettings;
  return s ? formatMoney(amount, s.symbol, s.format, s.delimiter, 0, ctx.segment) : formatNumber(amount, ctx.segment);
}

/** A rate or count in the page's digits, one decimal when it has one (4.5 → «٤٫٥»). */
export function pageNumber(n: number, ctx: RenderContext): string {
  return formatNumber(n, ctx.segment, { decimals: Number.isInteger(n) ? 0 : Number.isInteger(n * 10) ? 1 : 2 });
}
