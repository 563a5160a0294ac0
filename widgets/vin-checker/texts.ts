/** The VIN checker's texts: namespace `vin-checker`, one lazily loaded chunk per language. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const vinCheckerI18n = createWidgetI18n('vin-checker', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
