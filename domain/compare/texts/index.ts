/** The compare page's texts in every language (docs/compare.md), with the vehicle page's spec labels. */
import type { Language } from '../../languages.js';
import { pluralText } from '../../plural-rules.js';
import { showroomText } from '../../showroom-texts/index.js';
import ar, { arCounted } from './ar.js';
import en, { enCounted, type CompareCounted, type CompareCountedKey, type CompareTexts } from './en.js';
import ku, { kuCounted } from './ku.js';

const TEXTS: Record<Language, CompareTexts> = { ku, en, ar };
const COUNTED: Record<Language, CompareCounted> = { ku: kuCounted, en: enCounted, ar: arCounted };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/** A compare text, else the vehicle page's (spec labels, units, states): one wording for one fact. */
export function compareText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const own = (TEXTS[language] as Record<string, string>)[key];
  return own === undefined ? showroomText(language, key, values) : fill(own, values);
}

/** A counted message in the form its language gives `count`. */
export function compareCounted(
  language: Language,
  key: CompareCountedKey,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(pluralText(COUNTED[language][key], count, language), { count, ...values });
}

export type { CompareTexts, CompareCountedKey };
