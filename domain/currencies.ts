/**
 * Currency names in the page language (docs/glossary-ku.md, "Currencies"). Settings and vendors name a
 * currency by ISO code or symbol ('USD', '$', 'IQD'); a Kurdish or Arabic page writes it as a word
 * after the amount («٨٧٬٣٠٠ دۆلار»), never as Latin letters glued to the digits (docs/glossary-ku.md, "Currencies (`domain/currencies.ts`)").
 */
import type { Language } from './languages.js';

export type CurrencyCode = 'IQD' | 'USD' | 'EUR';

export interface CurrencyInfo {
  /** How settings, vendors and editors may write it (compared case-insensitively). */
  symbols: readonly string[];
  /** The full name, for labels and select options. */
  name: Readonly<Record<Language, string>>;
  /** What follows an amount in Kurdish and Arabic; in English the configured symbol is kept. */
  unit: Readonly<Record<Language, string>>;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  IQD: {
    symbols: ['IQD', 'د.ع', 'ع.د', 'دينار', 'دینار'],
    name: { ku: 'دیناری عێراقی', en: 'Iraqi dinar', ar: 'دينار عراقي' },
    unit: { ku: 'دینار', en: 'IQD', ar: 'دينار' },
  },
  USD: {
    symbols: ['USD', '$', 'US$', 'دۆلار', 'دولار'],
    name: { ku: 'دۆلاری ئەمریکی', en: 'US dollar', ar: 'دولار أمريكي' },
    unit: { ku: 'دۆلار', en: '$', ar: 'دولار' },
  },
  EUR: {
    symbols: ['EUR', '€', 'یۆرۆ', 'يورو'],
    name: { ku: 'یۆرۆ', en: 'euro', ar: 'يورو' },
    unit: { ku: 'یۆرۆ', en: '€', ar: 'يورو' },
  },
};

const CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** The currency an ISO code or symbol names, or null for one we have no names for. */
export function currencyOf(symbolOrIso: string): CurrencyCode | null {
  const wanted = symbolOrIso.trim().toUpperCase();
  if (wanted === '') return null;
  return CODES.find((code) => CURRENCIES[code].symbols.some((s) => s.toUpperCase() === wanted)) ?? null;
}

/** The currency's full name in the language; an unknown currency is shown as written. */
export function currencyName(symbolOrIso: string, language: Language): string {
  const code = currencyOf(symbolOrIso);
  return code ? CURRENCIES[code].name[language] : symbolOrIso;
}

/**
 * What follows (or, in an English template, precedes) an amount: the language's word in Kurdish and
 * Arabic, the configured symbol itself in English. Null when the currency is unknown.
 */
export function currencyUnit(symbolOrIso: string, language: Language): string | null {
  const code = currencyOf(symbolOrIso);
  if (!code) return null;
  return language === 'en' ? symbolOrIso : CURRENCIES[code].unit[language];
}
