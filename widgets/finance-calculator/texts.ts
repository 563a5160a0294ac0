/** The finance calculator's texts: namespace `finance-calculator`, one lazily loaded chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const financeI18n = createWidgetI18n('finance-calculator', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
