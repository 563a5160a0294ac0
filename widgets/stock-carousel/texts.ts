/** The carousel's texts (its own, the vehicle cards' and the failure message): namespace `stock-carousel`. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const carouselI18n = createWidgetI18n('stock-carousel', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
