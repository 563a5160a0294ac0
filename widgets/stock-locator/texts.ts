/** The stock locator's translations: namespace `stock-locator`, each language its own lazy chunk. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const stockLocatorI18n = createWidgetI18n('stock-locator', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
