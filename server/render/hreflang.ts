/**
 * `<link rel="alternate" hreflang>` entries of a page (architecture, "Language and direction"):
 * one per language that has the page (the same path, or a translation at its own path), plus `x-default` for the
 * default language's version (or the first one when the default language lacks the page).
 */
import { LANGUAGE_INFO, type Language } from '../../domain/languages.js';
import { siteHref } from '../../site/site-href.js';

export interface HreflangAlternate {
  /** `ckb`, `ar`, `en` or `x-default`. */
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

export function hreflangAlternates(
  origin: string,
  pagePath: string,
  availableIn: readonly Language[],
  defaultLanguage: Language,
  /** A language's own path when its version of the page has another address (a translation's). */
  pathIn: Partial<Record<Language, string>> = {},
): HreflangAlternate[] {
  const first = availableIn[0];
  if (first === undefined) return [];
  const url = (language: Language) => `${origin}${siteHref(language, pathIn[language] ?? pagePath)}`;
  const xDefault = availableIn.includes(defaultLanguage) ? defaultLanguage : first;
  return [
    ...availableIn.map((language) => ({ hreflang: LANGUAGE_INFO[language].htmlLang, href: url(language) })),
    { hreflang: 'x-default', href: url(xDefault) },
  ];
}
