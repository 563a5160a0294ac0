/** The translate function of a language once its chunk has arrived (the previous one meanwhile). */
import { useEffect, useState } from 'react';
import type { Language } from '../runtime/i18n.js';
import { orderOnlineI18n, typed, type Translate } from './texts.js';

export function useTranslations(language: Language): { language: Language; t: Translate } | undefined {
  const [loaded, setLoaded] = useState(() => {
    const t = orderOnlineI18n.peek(language);
    return t ? { language, t: typed(t) } : undefined;
  });
  useEffect(() => {
    let current = true;
    orderOnlineI18n.load(language).then(
      (t) => current && setLoaded({ language, t: typed(t) }),
      (error: unknown) => console.warn(`lrdx: missing translations for ${language}`, error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded;
}
