/**
 * Digits for display. Kurdish (Sorani) and Arabic pages write numbers with Eastern Arabic-Indic digits.
 * We convert ourselves instead of using Intl: Chromium ships no `ckb` locale data and silently
 * falls back to en-US (architecture, "Language and direction").
 */
export type DisplayLanguage = 'ku' | 'en' | 'ar';

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
