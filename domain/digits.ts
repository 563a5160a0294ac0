/**
 * Digits for display. Kurdish (Sorani) and Arabic pages write numbers with Eastern Arabic-Indic digits.
 * We convert ourselves instead of using Intl: Chromium ships no `ckb` locale data and silently
 * falls back to en-US (architecture, "Language and direction").
 */
import type { Language } from './languages.js';

export type DisplayLanguage = Language;

/** Thousands separator for counts such as mileage: the Arabic one in Kurdish and Arabic. */
export const groupSeparator = (language: string): string => (language === 'en' ? ',' : '٬');

const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** True for the languages whose pages use Eastern Arabic-Indic digits. */
export function usesEasternDigits(language: string): boolean {
  return language === 'ku' || language === 'ar';
}

/** Replaces the Western digits 0-9 with Eastern Arabic-Indic digits; everything else is kept. */
export function toEasternDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => EASTERN_DIGITS[Number(digit)] ?? digit);
}

/** Digits as the language writes them: Eastern for ku and ar, unchanged for en. */
export function localizeDigits(value: string | number, language: string): string {
  const text = String(value);
  return usesEasternDigits(language) ? toEasternDigits(text) : text;
}

/** Eastern Arabic-Indic (٠-٩) and Persian/Kurdish (۰-۹) digits a visitor may type, as Western 0-9. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
