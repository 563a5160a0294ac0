/** The range calculator's texts: namespace `range-calculator`, one lazily loaded chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const rangeCalculatorI18n = createWidgetI18n('range-calculator', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
