/**
 * Translations: one i18next instance per widget namespace, each language a lazily imported chunk.
 * One instance serves every element of the widget, even when two elements on a page show
 * different languages: each element renders with a fixed-language `t`.
 */
import i18next, { type TFunction } from 'i18next';

// The languages themselves are the product's vocabulary (domain/languages.ts); re-exported for the widgets.
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages.js';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, toLanguage, directionOf, htmlLangOf, type Language } from '../../domain/languages.js';

/** A widget's translations: a flat record of keys to texts. */
export type Translations = Record<string, string>;
export type TranslationLoaders = Record<Language, () => Promise<{ default: Translations }>>;

export interface WidgetI18n {
  /** Loads the language once and gives its translate function. */
  load(language: Language): Promise<TFunction>;
  /** The translate function when the language is already loaded, else undefined. */
  peek(language: Language): TFunction | undefined;
}

export function createWidgetI18n(namespace: string, loaders: TranslationLoaders): WidgetI18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {},
    ns: [namespace],
    defaultNS: namespace,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    // Keys are flat and may contain dots (`status.sold`).
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // Preact escapes text; escaping here would show entities.
    interpolation: { escapeValue: false },
  });
  const loading = new Map<Language, Promise<TFunction>>();
  const ready = new Map<Language, TFunction>();

  return {
    load(language) {
      let pending = loading.get(language);
      if (!pending) {
        pending = loaders[language]().then((module) => {
          instance.addResourceBundle(language, namespace, module.default, true, true);
          const t = instance.getFixedT(language, namespace);
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
