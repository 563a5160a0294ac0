/** The vehicle page's translations: namespace `showroom`, each language its own lazy chunk, loaded once. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const showroomI18n = createWidgetI18n('showroom', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
