/**
 * Default texts of the reservation flow's content slots: the flow's own (domain/), the soft-lock
 * texts (the editable soft-lock info text, domain/soft-lock-texts.ts) and the phone check's, exactly as the widget shows them.
 */
import { RESERVATION_SLOT_TEXTS_EN } from '../../../domain/reservation-slot-texts.js';
import phoneVerificationEn from '../../../domain/phone-verification-texts.js';
import softLockEn from '../../../domain/soft-lock-texts.js';

export const RESERVATION_SLOT_DEFAULTS = {
  ...RESERVATION_SLOT_TEXTS_EN,
  soft_lock_info: softLockEn['softLock.info'],
  soft_lock_expired_title: softLockEn['softLock.expiredTitle'],
  soft_lock_expired_text: softLockEn['softLock.expiredText'],
  soft_lock_expired_button: softLockEn['softLock.reattempt'],
  ...phoneVerificationEn,
} as const;

export type ReservationSlot = keyof typeof RESERVATION_SLOT_DEFAULTS;
