/** The update checker's texts: namespace `update-checker`, one lazily loaded chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const updateCheckerI18n = createWidgetI18n('update-checker', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
