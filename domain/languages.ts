/**
 * The three languages of the product, defined once: the code used in attributes, settings and
 * tables (`ku`, `en`, `ar`), the URL segment (`/ku/`), the HTML `lang` value (Sorani is `ckb`) and
 * the writing direction (architecture, "Language and direction"). Server, site and widgets read them here.
 */
export const LANGUAGES = ['ku', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ku';

export type Direction = 'rtl' | 'ltr';

export interface LanguageInfo {
  /** The path segment of the site's pages in this language (`/ku/...`). */
  segment: Language;
  /** The `lang` attribute value. */
  htmlLang: string;
  dir: Direction;
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  ku: { segment: 'ku', htmlLang: 'ckb', dir: 'rtl' },
  en: { segment: 'en', htmlLang: 'en', dir: 'ltr' },
  ar: { segment: 'ar', htmlLang: 'ar', dir: 'rtl' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any attribute value as a supported language; unknown values fall back to Kurdish. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): Direction {
  return LANGUAGE_INFO[language].dir;
}

/** The `lang` attribute value (and the locale the API records): Sorani is `ckb` in HTML. */
export function htmlLangOf(language: Language): string {
  return LANGUAGE_INFO[language].htmlLang;
}
