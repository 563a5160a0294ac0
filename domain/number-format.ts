/**
 * The one number formatter per language (docs/glossary-ku.md, "Numbers"). Kurdish and Arabic write
 * Eastern Arabic digits with the Arabic separators (٬ thousands, ٫ decimal): «٨٧٬٣٠٠», «٣٫٠»;
 * English Latin digits with ',' and '.'. Our own tables, not Intl: Chromium has no `ckb` locale
 * data and silently falls back to en-US (architecture, "Language and direction").
 */
import { groupSeparator, localizeDigits, toWesternDigits, usesEasternDigits } from './digits.js';
import type { Language } from './languages.js';

/**
 * Whole-number part grouped by threes with the delimiter; a fraction follows after a decimal mark.
 * Latin digits: `formatNumber` below writes them in the page language.
 */
export function formatAmount(value: number, delimiter: string, decimals = 0, decimalMark?: string): string {
  const fixed = plainFixed(Math.abs(value), Math.max(0, Math.min(20, Math.trunc(decimals))));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  // The decimal mark must differ from the thousands delimiter, or 1.234.5 would be ambiguous.
  decimalMark ??= delimiter === '.' ? ',' : '.';
  const sign = value < 0 ? '-' : '';
  return sign + (fraction ? `${grouped}${decimalMark}${fraction}` : grouped);
}

/**
 * `toFixed` without its exponent form: from 1e21 on it writes «1e+21», which no visitor reads as
 * an amount; BigInt writes every digit of such a whole number.
 */
function plainFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '0';
  if (value < 1e21) return value.toFixed(decimals);
  const whole = BigInt(value).toString();
  return decimals > 0 ? `${whole}.${'0'.repeat(decimals)}` : whole;
}

/** Decimal separator: the Arabic one in Kurdish and Arabic. */
export const decimalSeparator = (language: string): string => (language === 'en' ? '.' : '٫');

export interface NumberFormatOptions {
  /** Digits after the decimal separator (default 0: rounded to a whole number). */
  decimals?: number;
  /**
   * At most this many digits after the decimal separator, and only those the value needs: a rate
   * entered as 4.125 is written «٤٫١٢٥», 4.5 «٤٫٥», 4 «٤». Takes the place of `decimals`.
   */
  maxDecimals?: number;
  /**
   * The configured thousands delimiter (price settings). English keeps it as configured; Kurdish and
   * Arabic keep its absence ('' or a space) but write any punctuation delimiter as '٬', so one
   * page never mixes «٨٧,٣٠٠» and «٥٧٬٣٨١» (docs/glossary-ku.md, "Numbers, lists and Latin pieces").
   */
  delimiter?: string;
}

function delimiterFor(language: string, configured: string | undefined): string {
  if (configured === undefined) return groupSeparator(language);
  if (!usesEasternDigits(language)) return configured;
  return configured.trim() === '' ? configured : groupSeparator(language);
}

/** A number as the language writes it: digits, thousands separator and decimal separator. */
export function formatNumber(value: number, language: Language | string, options: NumberFormatOptions = {}): string {
  const delimiter = delimiterFor(language, options.delimiter);
  const decimalMark = usesEasternDigits(language) ? decimalSeparator(language) : delimiter === '.' ? ',' : '.';
  const decimals = options.maxDecimals === undefined ? (options.decimals ?? 0) : neededDecimals(value, options.maxDecimals);
  return localizeDigits(formatAmount(value, delimiter, decimals, decimalMark), language);
}

/** How many decimals the value shows once rounded to at most `max`, trailing zeros dropped. */
function neededDecimals(value: number, max: number): number {
  const bounded = Math.max(0, Math.min(20, Math.trunc(max)));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return 0;
  const fraction = value.toFixed(bounded).split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/**
 * Reads back what `formatNumber` wrote for the language (and the same options), in either digits:
 * the thousands separator is dropped, the decimal separator read. Null when the text is not a number.
 */
export function parseNumber(text: string, language: Language | string, options: NumberFormatOptions = {}): number | null {
  const delimiter = delimiterFor(language, options.delimiter);
  const decimalMark = usesEasternDigits(language) ? decimalSeparator(language) : delimiter === '.' ? ',' : '.';
  let s = toWesternDigits(text).trim();
  if (delimiter !== '') s = s.split(delimiter).join('');
  s = s.replace(decimalMark, '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}
