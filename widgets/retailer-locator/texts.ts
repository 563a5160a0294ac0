/** The retailer locator's texts: namespace `retailer-locator`, one lazily loaded chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const retailerLocatorI18n = createWidgetI18n('retailer-locator', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
