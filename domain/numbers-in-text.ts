/**
 * Numbers inside editor text ("From $145,000", "400 PS", "5.9 s", "0–100 km/h") as the page language
 * writes them. Block fields such as a price line or a specification value are free text, so the
 * renderer cannot call `formatNumber` on a number field; this finds each Latin number in the text and
 * hands it to the one formatter (number-format.ts) and, with a currency sign, to `formatMoney`
 * (price-format.ts): «نرخ لە ١٤٥٬٠٠٠ دۆلار», «٥٫٩ چرکە». A unit written after a number («400 PS», «650 Nm»,
 * «0–100 km/h») becomes the language's word for it (UNIT_WORDS), so no Latin abbreviation is left beside it.
 *
 * Kept as written: English text; a number glued to Latin letters, which is part of a Latin code or
 * model name (P400e, V8, 4x4, 3.0L) the glossary keeps in Latin digits; digits already Eastern.
 * A number without thousands separators keeps none (years, "3500"), one with them gets the language's.
 */
import { usesEasternDigits } from './digits.js';
import type { Language } from './languages.js';
import { formatNumber } from './number-format.js';
import { formatMoney } from './price-format.js';

// Not glued to a Latin letter, a digit or a separator on either side.
const NUMBER = String.raw`(?<![\p{Script=Latin}\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\p{Script=Latin}\d]|[.,]\d)`;
// A currency sign or code right before (or after) the amount: "$145,000", "IQD 95,000", "95,000 IQD".
const SIGN = String.raw`(US\$|\$|€|USD|IQD|EUR)`;
const MONEY_BEFORE = new RegExp(String.raw`(?<![\p{Script=Latin}])${SIGN}\s?${NUMBER}`, 'gu');
const MONEY_AFTER = new RegExp(String.raw`${NUMBER}\s?${SIGN}(?![\p{Script=Latin}])`, 'gu');

/** The units a specification writes after its figures, in Kurdish and Arabic (docs/glossary-ku.md for the Kurdish). */
const UNIT_WORDS: Readonly<Record<string, Readonly<Record<'ku' | 'ar', string>>>> = {
  PS: { ku: 'هێزی ئەسپ', ar: 'حصان' },
  hp: { ku: 'هێزی ئەسپ', ar: 'حصان' },
  bhp: { ku: 'هێزی ئەسپ', ar: 'حصان' },
  Nm: { ku: 'نیوتن مەتر', ar: 'نيوتن متر' },
  s: { ku: 'چرکە', ar: 'ثانية' },
  sec: { ku: 'چرکە', ar: 'ثانية' },
  'km/h': { ku: 'کم/کاتژمێر', ar: 'كم/س' },
  'g/km': { ku: 'گرام/کم', ar: 'غ/كم' },
  km: { ku: 'کم', ar: 'كم' },
  mi: { ku: 'میل', ar: 'ميل' },
  mm: { ku: 'ملم', ar: 'مم' },
  kg: { ku: 'کگم', ar: 'كغ' },
  kW: { ku: 'کیلۆوات', ar: 'كيلوواط' },
  kWh: { ku: 'کیلۆوات کاتژمێر', ar: 'كيلوواط ساعة' },
  l: { ku: 'لیتر', ar: 'لتر' },
};
// Longest first, so "km/h" is not read as "km" followed by "/h"; a unit glued to more Latin letters or a slash is not one.
const UNIT = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace('/', '\\/'))
  .join('|');
const PLAIN = new RegExp(String.raw`${NUMBER}(?:(\s+)(${UNIT})(?![\p{Script=Latin}\d/]))?`, 'gu');

function parts(whole: string, fraction: string | undefined): { value: number; decimals: number; grouped: boolean } {
  return {
    value: Number(`${whole.replace(/,/g, '')}${fraction ? `.${fraction}` : ''}`),
    decimals: fraction?.length ?? 0,
    grouped: whole.includes(','),
  };
}

function money(symbol: string, whole: string, fraction: string | undefined, language: Language): string {
  const { value, decimals, grouped } = parts(whole, fraction);
  return formatMoney(value, symbol, '^%', grouped ? ',' : '', decimals, language);
}

/** The text with each number (and amount of money) written in the language; English is unchanged. */
export function formatNumbersInText(text: string, language: Language): string {
  if (!usesEasternDigits(language) || !/[0-9]/.test(text)) return text;
  return text
    .replace(MONEY_BEFORE, (_m, symbol: string, whole: string, fraction?: string) => money(symbol, whole, fraction, language))
    .replace(MONEY_AFTER, (_m, whole: string, fraction: string | undefined, symbol: string) => money(symbol, whole, fraction, language))
    .replace(PLAIN, (_m, whole: string, fraction?: string, space?: string, unit?: string) => {
      const { value, decimals, grouped } = parts(whole, fraction);
      const number = formatNumber(value, language, { decimals, delimiter: grouped ? undefined : '' });
      const word = unit ? UNIT_WORDS[unit]?.[language === 'ar' ? 'ar' : 'ku'] : undefined;
      return word ? `${number}${space ?? ' '}${word}` : `${number}${space ?? ''}${unit ?? ''}`;
    });
}
