/**
 * The language button's rule (docs/decisions.md, "Language and digits"): it leads to the same page in each other
 * language, or to that language's home when the page does not exist there, and it is disabled
 * while any tracked campaign/attribution parameter is in the URL (switching would lose or
 * double-count the visit's attribution, and a form or configuration named in the URL belongs to
 * one language).
 */
import { LANGUAGES, LANGUAGE_INFO, type Language } from './languages.js';

/** The query parameters whose presence disables the language button (docs/decisions.md, "Language and digits"). */
export const LANGUAGE_SWITCH_BLOCKING_PARAMETERS = [
  'utm_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbclid',
  'gclid',
  '_ga',
  '_gac',
  '_gl',
  'model_str',
  'config_url',
  'formCode',
] as const;

/** Each language's name in itself: the button's labels read in the language they lead to. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ku: 'کوردی',
  ar: 'العربية',
  en: 'English',
};

export interface LanguageLink {
  language: Language;
  /** The HTML `lang`/`hreflang` value of the target (Sorani is `ckb`). */
  htmlLang: string;
  label: string;
  href: string;
  /** True when `href` is the same page; false when it falls back to that language's home. */
  samePage: boolean;
}

export interface LanguageSwitch {
  /** Set when a blocking parameter is in the query: the button is shown, but not as links. */
  disabled: boolean;
  /** The other languages, in the product's language order. */
  links: LanguageLink[];
}

/** True when the query (`?a=1&b`, `a=1`, or parsed) names any blocking parameter, even with an empty value. */
export function hasBlockingParameter(query: string | URLSearchParams): boolean {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  return LANGUAGE_SWITCH_BLOCKING_PARAMETERS.some((name) => params.has(name));
}

export interface LanguageSwitchInput {
  current: Language;
  /** The page's path without the language segment ("/about-us", "/" for home). */
  pagePath: string;
  /** The query string of the current URL ("" or "?…"), kept on same-page links. */
  search: string;
  /** The languages in which the same page exists (a published page, or a route every language has). */
  availableIn: readonly Language[];
  /**
   * The page's path in a language when its version there has another path (a translation made
   * at its own address, docs/cms-api.md "Translations"); languages not named use `pagePath`.
   */
  pathIn?: Partial<Record<Language, string>>;
}

export function languageSwitch(input: LanguageSwitchInput): LanguageSwitch {
  const path = input.pagePath.startsWith('/') ? input.pagePath : `/${input.pagePath}`;
  const links = LANGUAGES.filter((language) => language !== input.current).map((language): LanguageLink => {
    const samePage = input.availableIn.includes(language);
    const own = input.pathIn?.[language] ?? path;
    const suffix = own === '/' ? '/' : own;
    return {
      language,
      htmlLang: LANGUAGE_INFO[language].htmlLang,
      label: LANGUAGE_NAMES[language],
      href: samePage ? `/${language}${suffix}${input.search}` : `/${language}/`,
      samePage,
    };
  });
  return { disabled: hasBlockingParameter(input.search), links };
}
