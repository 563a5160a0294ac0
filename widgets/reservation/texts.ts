/** The reservation widget's translations: namespace `reservation`, each language its own lazy chunk. */
import { createWidgetI18n } from '../runtime/i18n.js';
import type { ReservationTextKey } from './translations/en.js';

export const reservationI18n = createWidgetI18n('reservation', {
  ku: () => import('./translations/ku.js'),
  en: () => import('./translations/en.js'),
  ar: () => import('./translations/ar.js'),
});

/** The shared soft-lock pieces' keys that a block slot may override. */
export const RESERVATION_SLOT_ALIASES: Partial<Record<ReservationTextKey, string>> = {
  'softLock.info': 'soft_lock_info',
  'softLock.expiredTitle': 'soft_lock_expired_title',
  'softLock.expiredText': 'soft_lock_expired_text',
  'softLock.reattempt': 'soft_lock_expired_button',
};
