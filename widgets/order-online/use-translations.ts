/** The runtime's translations hook (widgets/runtime/use-translations.ts) with order online's typed keys. */
import { useMemo } from 'react';
import type { Language } from '../runtime/i18n.js';
import { useTranslations as useWidgetTranslations } from '../runtime/use-translations.js';
import { orderOnlineI18n, typed, type Translate } from './texts.js';

export function useTranslations(language: Language): { language: Language; t: Translate } | undefined {
  const loaded = useWidgetTranslations(orderOnlineI18n, language);
  // One typed function per loaded language, so components that depend on `t` do not re-render for nothing.
  return useMemo(() => (loaded ? { language: loaded.language, t: typed(loaded.t) } : undefined), [loaded]);
}
