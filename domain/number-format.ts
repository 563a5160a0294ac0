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
  const fixed = Math.abs(value).toFixed(Math.max(0, Math.min(20, Math.trunc(decimals))));
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  // The decimal mark must differ from the thousands delimiter, or 1.234.5 would be ambiguous.
  decimalMark ??= delimiter === '.' ? ',' : '.';
  const sign = value < 0 ? '-' : '';
  return sign + (fraction ? `${grouped}${decimalMark}${fraction}` : grouped);
}

/** Decimal separator: the Arabic one in Kurdish and Arabic. */
export const decimalSeparator = (language: string): string => (language === 'en' ? '.' : '٫');

export interface NumberFormatOptions {
  /** Digits after the decimal separator (default 0: rounded to a whole number). */
  decimals?: number;
  /**
   * The configured thousands delimiter (price settings). English keeps it as configured; Kurdish and
   * Arabic keep its absence ('' or a space) but write any punctuation delimiter as '٬', so one
   * page never mixes «٨٧,٣٠٠» and «٥٧٬٣٨١» (issue 15).
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
  return localizeDigits(formatAmount(value, delimiter, options.decimals ?? 0, decimalMark), language);
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
