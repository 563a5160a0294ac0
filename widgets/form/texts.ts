/** The form widget's translations: namespace `form`, each language its own lazy chunk. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const formI18n = createWidgetI18n('form', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
