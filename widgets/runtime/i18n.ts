/**
 * Translations: one i18next instance per widget namespace, each language a lazily imported chunk.
 * One instance serves every element of the widget, even when two elements on a page show
 * different languages: each element renders with a fixed-language `t`.
 */
import i18next, { type FormatterModule, type i18n, type TFunction } from 'i18next';

import { formatNumber } from '../../domain/number-format.js';
import { pluralRule, type PluralRule } from '../../domain/plural-rules.js';

// The languages themselves are the product's vocabulary (domain/languages.ts); re-exported for the widgets.
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages.js';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toLanguage, directionOf, htmlLangOf, type Language } from '../../domain/languages.js';

/** A widget's translations: a flat record of keys to texts. */
export type Translations = Record<string, string>;
/** The plural keys of a text table: `results` for `results_one` / `results_other` (`phone_error_other` alone is none). */
type PluralBase<T> = { [K in keyof T]: K extends `${infer B}_other` ? (`${B}_one` extends keyof T ? B : never) : never }[keyof T];

/** The keys a text table is asked by: a plural text by its base key (`results`), with a `count`. */
export type TextKey<T> = Exclude<keyof T, `${PluralBase<T> & string}_${'one' | 'other'}`> | PluralBase<T>;

/**
 * The forms Arabic has beside one and other (docs/glossary-ku.md, "Counts"): an Arabic table is typed
 * `Texts & ArabicPluralForms<Texts>`, so every counted text of English has all six Arabic forms.
 */
export type ArabicPluralForms<T> = Record<`${PluralBase<T> & string}_${'zero' | 'two' | 'few' | 'many'}`, string>;

export type TranslationLoaders = Record<Language, () => Promise<{ default: Translations }>>;

export interface WidgetI18n {
  /** Loads the language once and gives its translate function. */
  load(language: Language): Promise<TFunction>;
  /** The translate function when the language is already loaded, else undefined. */
  peek(language: Language): TFunction | undefined;
}

/**
 * A number given to a text (a count above all) is written in the language's digits and separators
 * (domain/number-format.ts, docs/glossary-ku.md "Numbers"); a year or a code is passed as a string
 * and stays as it is. i18next's own formatter uses `Intl.NumberFormat`, which has no Sorani in Chromium.
 */
const NUMBER_FORMATTER: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // Anything but a number passes through as given: i18next itself deals with a missing value.
  format: (value: unknown, _format: string | undefined, language: string | undefined): string =>
    typeof value === 'number' && language ? formatNumber(value, language) : (value as string),
  add: () => undefined,
  addCached: () => undefined,
};

export function createWidgetI18n(namespace: string, loaders: TranslationLoaders): WidgetI18n {
  const instance = i18next.createInstance();
  void instance.use(NUMBER_FORMATTER).init({
    resources: {},
    ns: [namespace],
    defaultNS: namespace,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    // Keys are flat and may contain dots (`status.sold`).
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // Preact escapes text; escaping here would show entities. Every value goes through
    // NUMBER_FORMATTER, so a number in a text is written in the page's digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  usePluralRules(instance);
  const loading = new Map<Language, Promise<TFunction>>();
  const ready = new Map<Language, TFunction>();

  return {
    load(language) {
      let pending = loading.get(language);
      if (!pending) {
        pending = loaders[language]().then((module) => {
          instance.addResourceBundle(language, namespace, module.default, true, true);
          const t = rememberTexts(instance.getFixedT(language, namespace));
          ready.set(language, t);
          return t;
        });
        pending.catch(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
    peek: (language) => ready.get(language),
  };
}

/** Texts kept per language before the table starts again (a text with a per-vehicle value adds one each). */
const REMEMBERED_TEXTS = 2_000;

/**
 * The same key with the same values always gives the same text once a language is loaded (its table
 * is added once, before its `t` exists, and the language is fixed), so each text is worked out once.
 * A page of stock cards asks for the same labels hundreds of times, and i18next's `t` copies its
 * options twice and resolves plurals, nesting and interpolation on every call: on the server that was
 * a fifth of the stock page's render (docs/caching.md, "Render cost"). Only calls whose values are all
 * strings, numbers or booleans are kept; anything else (a default value, a nested object) goes to
 * i18next every time.
 */
function rememberTexts(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const remembered = (...args: unknown[]): unknown => {
    const id = textId(args);
    if (id === undefined) return Reflect.apply(t, undefined, args);
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text: unknown = Reflect.apply(t, undefined, args);
    if (typeof text === 'string') {
      if (texts.size >= REMEMBERED_TEXTS) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  // i18next's fixed `t` carries its language and namespace as properties; the typed overloads of
  // TFunction cannot be written for a variadic wrapper, so the cast goes through unknown.
  return Object.assign(remembered, t) as unknown as TFunction;
}

/** One string per (key, values), the values' types included (`1` and `'1'` format differently); undefined when not kept. */
function textId(args: unknown[]): string | undefined {
  const [key, options] = args;
  if (typeof key !== 'string' || args.length > 2) return undefined;
  if (options === undefined) return `${key.length}:${key}`;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  let id = `${key.length}:${key}`;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    const text = String(value);
    // Lengths first, so no name or value can run into the next one.
    id += `|${name.length}:${name}${type[0]}${text.length}:${text}`;
  }
  return id;
}

/**
 * i18next picks `key_one`, `key_few`, … by `Intl.PluralRules`; ours come from domain/plural-rules.ts
 * so Kurdish has its own rule in every browser. i18next has no option for its rules, so its plural
 * resolver (a typed `any`) is given ours; a code that is none of ours keeps i18next's own rule.
 */
function usePluralRules(instance: i18n): void {
  const resolver = instance.services.pluralResolver as {
    getRule(code: string, options?: { ordinal?: boolean }): PluralRule | undefined;
  };
  const intlRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options = {}) => (options.ordinal ? undefined : pluralRule(code)) ?? intlRule(code, options);
}
