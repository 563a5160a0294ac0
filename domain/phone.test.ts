import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it('turns what a visitor types into one E.164 number', () => {
    for (const typed of [
      '+964 750 123 4567',
      '+964-750-123-4567',
      '00964 750 123 4567',
      '0750 123 4567',
      '+٩٦٤ ٧٥٠ ١٢٣ ٤٥٦٧',
      '۰۷۵۰ ۱۲۳ ۴۵۶۷',
    ])
      expect(normalizePhone(typed), typed).toBe('+9647501234567');
  });
  it('refuses what cannot be a number', () => {
    for (const typed of ['', '+', '12', 'call me', '+964 750 abc', '+0123456789']) expect(normalizePhone(typed), typed).toBeNull();
  });
});
