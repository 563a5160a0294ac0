/** The compare page's texts in every language (docs/compare.md), with the vehicle page's spec labels. */
import { fillI18nextPlaceholders } from '../../placeholders.js';
import type { Language } from '../../languages.js';
import { pluralText } from '../../plural-rules.js';
import { showroomText } from '../../showroom-texts/index.js';
import ar, { arCounted } from './ar.js';
import en, { enCounted, type CompareCounted, type CompareCountedKey, type CompareTexts } from './en.js';
import ku, { kuCounted } from './ku.js';

const TEXTS: Record<Language, CompareTexts> = { ku, en, ar };
const COUNTED: Record<Language, CompareCounted> = { ku: kuCounted, en: enCounted, ar: arCounted };

/** A compare text, else the vehicle page's (spec labels, units, states): one wording for one fact. */
export function compareText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const own = (TEXTS[language] as Record<string, string>)[key];
  return own === undefined ? showroomText(language, key, values) : fillI18nextPlaceholders(own, values);
}

/** A counted message in the form its language gives `count`. */
export function compareCounted(
  language: Language,
  key: CompareCountedKey,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fillI18nextPlaceholders(pluralText(COUNTED[language][key], count, language), { count, ...values });
}

export type { CompareTexts, CompareCountedKey };
