/** The order-online widget's translations: namespace `order-online`, each language a lazy chunk. */
import type { TFunction } from 'i18next';
import { createWidgetI18n, type TextKey } from '../runtime/i18n.js';
import type { OrderOnlineTexts } from './translations/en.js';

export const orderOnlineI18n = createWidgetI18n('order-online', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});

/** A typed view of i18next's `t`: only our keys (a plural text by its base key, with a `count`). */
export type Translate = (key: TextKey<OrderOnlineTexts>, options?: Record<string, string | number>) => string;
export const typed =
  (t: TFunction): Translate =>
  (key, options) =>
    t(key, options);
