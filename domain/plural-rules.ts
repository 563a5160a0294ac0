/**
 * Which plural form a count takes in each language (docs/glossary-ku.md, "Counts"): English and
 * Kurdish have one/other, Arabic zero, one, two, few, many and other. English and Arabic come from
 * `Intl.PluralRules`; Kurdish is our own rule, because a browser without `ku` data silently
 * answers with its default locale's rule (an Arabic-speaking visitor's Chromium would give
 * Kurdish «two» and «few») (architecture, "Language and direction").
 */
import type { Language } from './languages.js';

/** The part of `Intl.PluralRules` that i18next's plural forms read. */
export interface PluralRule {
  select(count: number): Intl.LDMLPluralRule;
  resolvedOptions(): { locale: string; pluralCategories: Intl.LDMLPluralRule[] };
}

/** CLDR's Sorani cardinal rule: one for exactly 1, other for everything else. */
const KURDISH_CARDINAL: PluralRule = {
  select: (count) => (Math.abs(count) === 1 ? 'one' : 'other'),
  resolvedOptions: () => ({ locale: 'ckb', pluralCategories: ['one', 'other'] }),
};

const cache = new Map<string, PluralRule>();

/** The cardinal plural rule of a language, or undefined for a code that is none of ours. */
export function pluralRule(language: Language | string): PluralRule | undefined {
  const code = language.toLowerCase().split(/[-_]/)[0] ?? '';
  if (code === 'ku' || code === 'ckb') return KURDISH_CARDINAL;
  if (code !== 'ar' && code !== 'en') return undefined;
  let rule = cache.get(code);
  if (!rule) {
    const intl = new Intl.PluralRules(code, { type: 'cardinal' });
    rule = { select: (count) => intl.select(count), resolvedOptions: () => intl.resolvedOptions() };
    cache.set(code, rule);
  }
  return rule;
}

/** The plural category of a count in a language (`few` for an Arabic 3–10). */
export function pluralCategory(count: number, language: Language): Intl.LDMLPluralRule {
  return (pluralRule(language) ?? KURDISH_CARDINAL).select(count);
}

/** A counted text in each form its language has; `other` is always there. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of a counted text for the count (for pages and e-mails, which do not use i18next). */
export function pluralText(texts: PluralTexts, count: number, language: Language): string {
  return texts[pluralCategory(count, language)] ?? texts.other;
}
