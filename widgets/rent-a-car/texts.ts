/** The rent-a-car texts: namespace `rent-a-car`, one chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const rentI18n = createWidgetI18n('rent-a-car', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
