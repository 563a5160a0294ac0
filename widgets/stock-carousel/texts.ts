/** The carousel's own texts (the cards use the stock locator's): namespace `stock-carousel`. */
import { createWidgetI18n } from '../runtime/i18n.js';

export const carouselI18n = createWidgetI18n('stock-carousel', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});
