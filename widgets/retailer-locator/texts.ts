/** The retailer locator's texts: namespace `retailer-locator`, one lazily loaded chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

/** The locator's `t`, as its parts take it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export const retailerLocatorI18n = createWidgetI18n('retailer-locator', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
