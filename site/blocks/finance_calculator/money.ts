/** An amount as the page writes it: with the currency when the page has price settings, digits only otherwise. */
import { formatNumber } from '../../../domain/number-format.js';
import { formatMoney } from '../../../domain/price-format.js';
import { pluralText } from '../../../domain/plural-rules.js';
import { fillI18nextPlaceholders } from '../../../domain/placeholders.js';
import { FINANCE_FALLBACK_TEXTS } from './texts.js';
import type { RenderContext } from '../types.js';

export function pageMoney(amount: number, ctx: RenderContext): string {
  const s = ctx.priceSettings;
  return s ? formatMoney(amount, s.symbol, s.format, s.delimiter, 0, ctx.segment) : formatNumber(amount, ctx.segment);
}

/** A rate or count in the page's digits, as entered up to three decimals (4.125 → «٤٫١٢٥», 4.5 → «٤٫٥»). */
export function pageNumber(n: number, ctx: RenderContext): string {
  return formatNumber(n, ctx.segment, { maxDecimals: 3 });
}

/** A number of years with its noun in the form the count takes (Arabic: «سنتان», «٣ سنوات», «١٢ سنة»). */
export function pageYears(years: number, ctx: RenderContext): string {
  return fillI18nextPlaceholders(pluralText(FINANCE_FALLBACK_TEXTS[ctx.segment].years, years, ctx.segment), { n: pageNumber(years, ctx) });
}
