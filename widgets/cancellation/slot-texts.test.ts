/** The cancellation widget shows, in English, exactly the slot defaults of the site's cancellation_flow block (both from domain/). */
import { describe, expect, it } from 'vitest';
import { CANCELLATION_SLOT_TEXTS_EN } from '../../domain/cancellation-slot-texts.js';
import cancellationEn from './translations/en.js';

describe('cancellation widget English texts', () => {
  it('contain every cancellation slot text verbatim', () => {
    const en = cancellationEn as Record<string, string>;
    for (const [key, text] of Object.entries(CANCELLATION_SLOT_TEXTS_EN)) expect(en[key], key).toBe(text);
  });
});
