/**
 * Price formatting (docs/embedding.md, "What the widgets do"). Pure: the caller passes the price settings and the
 * translated 'price on request' text, so the same rules serve the server and every widget.
 * Templates: `%` is the amount, `^` the currency symbol.
 */
import type { PriceSettings } from './price-settings.js';
import { currencyUnit } from './currencies.js';
import type { Language } from './languages.js';
import { formatAmount, formatNumber } from './number-format.js';

export interface PriceFormatOptions {
  /** The vehicle's price_hidden flag: the price is replaced by the on-request text. */
  hidden?: boolean;
  /** Translated 'price on request' text, shown when hidden. */
  onRequestText?: string;
  /**
   * The page language: digits and separators as the language writes them (number-format.ts) and, in
   * Kurdish and Arabic, the currency as a word after the amount («٨٧٬٣٠٠ دۆلار», currencies.ts).
   * Without it the amount keeps Latin digits and the configured template (JSON-LD, e-mails to CRM).
   */
  language?: Language;
}

export interface PriceParts {
  /** The price in the main currency, or the on-request text; empty when nothing is shown. */
  primary: string;
  /** The converted price when the double-price feature is on; empty otherwise. */
  secondary: string;
}

const EMPTY: PriceParts = { primary: '', secondary: '' };

export { formatAmount } from './number-format.js';

/** Fills a template: `%` is replaced by the amount, `^` by the symbol. */
export function applyPriceTemplate(template: string, amount: string, symbol: string): string {
  // One pass so a symbol that itself contains `%` is not substituted again.
  return template.replace(/[%^]/g, (token) => (token === '%' ? amount : symbol)).trim();
}

/**
 * An amount with its currency. With a language: the language's digits and separators; in Kurdish
 * and Arabic a known currency is written as its word after the amount, whatever the template says
 * (a template places a symbol; a written currency name follows the number in both languages).
 */
export function formatMoney(value: number, symbol: string, template: string, delimiter: string, decimals = 0, language?: Language): string {
  if (!language) return applyPriceTemplate(template, formatAmount(value, delimiter, decimals), symbol);
  const amount = formatNumber(value, language, { delimiter, decimals });
  const unit = currencyUnit(symbol, language);
  if (language !== 'en' && unit) return `${amount} ${unit}`;
  const sign = unit ?? symbol;
  // Letters glued to digits ("IQD95,000") read as one word: a code gets a space from its amount.
  const spaced = /^[A-Za-z]{2,}$/.test(sign.trim()) ? template.replace('^%', '^ %').replace('%^', '% ^') : template;
  return applyPriceTemplate(spaced, amount, sign);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The price split into its main and converted (double-price) forms. */
export function formatPriceParts(value: unknown, settings: PriceSettings, options: PriceFormatOptions = {}): PriceParts {
  if (!isNumber(value)) return EMPTY;
  if (options.hidden) return { primary: options.onRequestText ?? '', secondary: '' };
  if (value <= 0) return EMPTY;
  const primary = formatMoney(Math.round(value), settings.symbol, settings.format, settings.delimiter, 0, options.language);
  const double = settings.double_price;
  if (!double.enabled || !isNumber(double.rate) || double.rate <= 0) return { primary, secondary: '' };
  const secondary = formatMoney(value * double.rate, double.symbol, settings.format, settings.delimiter, double.decimals, options.language);
  return { primary, secondary };
}

/** The price as one string: the main price, then the converted price after a slash when enabled. */
export function formatPrice(value: unknown, settings: PriceSettings, options: PriceFormatOptions = {}): string {
  const { primary, secondary } = formatPriceParts(value, settings, options);
  return secondary ? `${primary} / ${secondary}` : primary;
}
