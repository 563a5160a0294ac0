/**
 * Gregorian month names per language. Our own table, because Chromium has no Kurdish (ckb) locale
 * data and Intl would silently print English (architecture, "Language and direction"). Iraq's
 * Arabic and Sorani use the Syriac-derived names (کانوونی دووەم / كانون الثاني for January).
 */
import type { Language } from './languages.js';
import { localizeDigits } from './digits.js';

const MONTHS: Record<Language, readonly string[]> = {
  ku: [
    'کانوونی دووەم',
    'شوبات',
    'ئازار',
    'نیسان',
    'ئایار',
    'حوزەیران',
    'تەممووز',
    'ئاب',
    'ئەیلوول',
    'تشرینی یەکەم',
    'تشرینی دووەم',
    'کانوونی یەکەم',
  ],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
};

/** The twelve month names of a language, January first (date pickers list them). */
export function monthNames(language: string): readonly string[] {
  return MONTHS[language as keyof typeof MONTHS] ?? MONTHS.en;
}

/** `2026-09-03` → `3 September 2026` (`٣ ئەیلوول ٢٠٢٦` in Kurdish); anything unreadable is returned as it came. */
export function formatIsoDate(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const months = MONTHS[language as keyof typeof MONTHS] ?? MONTHS.en;
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return localizeDigits(iso, language);
  return localizeDigits(`${Number(match[3])} ${month} ${match[1]}`, language);
}
