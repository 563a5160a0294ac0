/**
 * A vehicle's interior trim in the page language. The brand names a trim ("Acorn / Ebony",
 * "Ebony Windsor Leather") and that name stays as written, isolated beside its tones said in the
 * page language («قاوەیی و ڕەش (Acorn / Ebony)»), the same way an exterior paint name follows its
 * colour family (domain/colour-names.ts). A trim with a word this table does not know is shown
 * as the brand writes it, alone, rather than half translated.
 */
import type { Language } from './languages.js';

type Tone = 'black' | 'brown' | 'tan' | 'cream' | 'lightGrey' | 'grey' | 'red' | 'darkRed' | 'khaki' | 'ivory';

const TONE_NAMES: Readonly<Record<Language, Readonly<Record<Tone, string>>>> = {
  ku: {
    black: 'ڕەش',
    brown: 'قاوەیی',
    tan: 'قاوەیی کاڵ',
    cream: 'کرێمی',
    lightGrey: 'خۆڵەمێشی کاڵ',
    grey: 'خۆڵەمێشی',
    red: 'سوور',
    darkRed: 'سووری تۆخ',
    khaki: 'خاکی',
    ivory: 'عاجی',
  },
  ar: {
    black: 'أسود',
    brown: 'بني',
    tan: 'بني فاتح',
    cream: 'كريمي',
    lightGrey: 'رمادي فاتح',
    grey: 'رمادي',
    red: 'أحمر',
    darkRed: 'أحمر داكن',
    khaki: 'كاكي',
    ivory: 'عاجي',
  },
  en: {
    black: 'Black',
    brown: 'Brown',
    tan: 'Tan',
    cream: 'Cream',
    lightGrey: 'Light grey',
    grey: 'Grey',
    red: 'Red',
    darkRed: 'Dark red',
    khaki: 'Khaki',
    ivory: 'Ivory',
  },
};

/** The brands' trim colour words, longest first so "Light Cloud" wins over "Cloud". */
const TRIM_WORDS: ReadonlyArray<readonly [string, Tone]> = [
  ['light oyster', 'cream'],
  ['light cloud', 'lightGrey'],
  ['vintage tan', 'tan'],
  ['siena tan', 'tan'],
  ['deep garnet', 'darkRed'],
  ['mars red', 'red'],
  ['caraway', 'brown'],
  ['perlino', 'cream'],
  ['garnet', 'darkRed'],
  ['oyster', 'cream'],
  ['acorn', 'brown'],
  ['ebony', 'black'],
  ['cloud', 'lightGrey'],
  ['lunar', 'grey'],
  ['khaki', 'khaki'],
  ['ivory', 'ivory'],
  ['black', 'black'],
  ['brown', 'brown'],
  ['grey', 'grey'],
  ['tan', 'tan'],
  ['red', 'red'],
];

function toneOf(part: string): Tone | null {
  const words = part.toLowerCase().split(/\s+/).filter(Boolean);
  const text = ` ${words.join(' ')} `;
  const hit = TRIM_WORDS.find(([word]) => text.includes(` ${word} `));
  return hit ? hit[1] : null;
}

/** Tones joined as the language joins two colours: «قاوەیی و ڕەش», «بني وأسود», "Brown and black". */
function joinTones(tones: readonly Tone[], language: Language): string {
  const names = tones.map((tone) => TONE_NAMES[language][tone]);
  if (language === 'en') return names.map((name, i) => (i === 0 ? name : name.toLowerCase())).join(' and ');
  return language === 'ar' ? names.join(' و') : names.join(' و ');
}

export interface InteriorText {
  /** The trim's tones in the page language, or the trim's own name when a word in it is unknown. */
  tones: string;
  /** The brand's trim name, shown isolated after the tones; null when `tones` already is that name. */
  trim: string | null;
}

export function interiorText(trimName: string, language: Language): InteriorText | null {
  const trim = trimName.trim();
  if (!trim) return null;
  const parts = trim.split('/').map((part) => part.trim());
  const tones = parts.map(toneOf);
  if (tones.some((tone) => tone === null)) return { tones: trim, trim: null };
  // "Ebony / Ebony" or "Light Oyster / Light Cloud" say each tone once.
  const distinct = [...new Set(tones as Tone[])];
  return { tones: joinTones(distinct, language), trim };
}
