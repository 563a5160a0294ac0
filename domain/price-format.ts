/**
 * Price formatting (spec, sections 3, 5 and 9). Pure: the caller passes the price settings and the
 * translated 'price on request' text, so the same rules serve the server and every widget.
 * Templates: `%` is the amount, `^` the currency symbol.
 */
import type { PriceSettings } from './price-settings.js';

export interface PriceFormatOptions {
  /** The vehicle's price_hidden flag: the price is replaced by the on-request text. */
  hidden?: boolean;
  /** Translated 'price on request' text, shown when hidden. */
  onRequestText?: string;
}

export interface PriceParts {
  /** The price in the main currency, or the on-request text; empty when nothing is shown. */
  primary: string;
  /** The converted price when the double-price feature is on; empty otherwise. */
  secondary: string;
}

const EMPTY: PriceParts = { primary: '', secondary: '' };

/** Whole-number part grouped by threes with the delimiter; a fraction follows after a decimal mark. */
export function formatAmount(value: number, delimiter: string, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(Math.max(0, Math.min(20, Math.trunc(decimals))));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  // The decimal mark must differ from the thousands delimiter, or 1.234.5 would be ambiguous.
  const decimalMark = delimiter === '.' ? ',' : '.';
  const sign = value < 0 ? '-' : '';
  return sign + (fraction ? `${grouped}${decimalMark}${fraction}` : grouped);
}

/** Fills a template: `%` is replaced by the amount, `^` by the symbol. */
export function applyPriceTemplate(template: string, amount: string, symbol: string): string {
  // One pass so a symbol that itself contains `%` is not substituted again.
  return template.replace(/[%^]/g, (token) => (token === '%' ? amount : symbol)).trim();
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The price split into its main and converted (double-price) forms. */
export function formatPriceParts(value: unknown, settings: PriceSettings, options: PriceFormatOptions = {}): PriceParts {
  if (!isNumber(value)) return EMPTY;
  if (options.hidden) return { primary: options.onRequestText ?? '', secondary: '' };
  if (value <= 0) return EMPTY;
  const primary = applyPriceTemplate(settings.format, formatAmount(Math.round(value), settings.delimiter), settings.symbol);
  const double = settings.double_price;
  if (!double.enabled || !isNumber(double.rate) || double.rate <= 0) return { primary, secondary: '' };
  const converted = formatAmount(value * double.rate, settings.delimiter, double.decimals);
  return { primary, secondary: applyPriceTemplate(settings.format, converted, double.symbol) };
}

/** The price as one string: the main price, then the converted price after a slash when enabled. */
export function formatPrice(value: unknown, settings: PriceSettings, options: PriceFormatOptions = {}): string {
  const { primary, secondary } = formatPriceParts(value, settings, options);
  return secondary ? `${primary} / ${secondary}` : primary;
}
