/**
 * The reservation and cancellation widgets show, in English, exactly the texts the site's flow
 * blocks offer as slot defaults: both start from the tables in domain/ (the blocks' side is tested
 * in site/blocks/reservation_flow/reservation-flow.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import phoneVerificationEn from '../../domain/phone-verification-texts.js';
import { RESERVATION_SLOT_TEXTS_EN } from '../../domain/reservation-slot-texts.js';
import softLockEn from '../../domain/soft-lock-texts.js';
import reservationEn from './translations/en.js';

describe('reservation widget English texts', () => {
  it('contain every reservation slot text, the soft-lock texts and the phone check texts verbatim', () => {
    const en = reservationEn as Record<string, string>;
    for (const [key, text] of Object.entries({ ...RESERVATION_SLOT_TEXTS_EN, ...softLockEn, ...phoneVerificationEn }))
      expect(en[key], key).toBe(text);
  });
});
