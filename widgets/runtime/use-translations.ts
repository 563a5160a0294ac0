/**
 * The translate function of a language, once its chunk has arrived (each language loads once:
 * i18n.ts caches it). Until then the previous language stays on screen, text and direction
 * together, so a switch never shows raw keys. A failed load is logged (docs/embedding.md, "What the widgets do").
 */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Language, WidgetI18n } from './i18n.js';

export interface LoadedTranslations {
  language: Language;
  t: TFunction;
}

export function useTranslations(i18n: WidgetI18n, language: Language): LoadedTranslations | undefined {
  const [loaded, setLoaded] = useState<LoadedTranslations | undefined>(() => {
    const t = i18n.peek(language);
    return t ? { language, t } : undefined;
  });

  useEffect(() => {
    let current = true;
    i18n.load(language).then(
      (t) => {
        // Usually these texts were already here at the first render: keep the same state then, or
        // every widget would render once more for nothing right after mounting.
        if (current) setLoaded((previous) => (previous?.language === language && previous.t === t ? previous : { language, t }));
      },
      (error: unknown) => console.warn(`Missing translations (${language})`, error),
    );
    return () => {
      current = false;
    };
  }, [i18n, language]);

  return loaded;
}
