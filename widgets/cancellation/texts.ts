/** The cancellation widget's translations: namespace `cancellation`, each language its own lazy chunk. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const cancellationI18n = createWidgetI18n('cancellation', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
