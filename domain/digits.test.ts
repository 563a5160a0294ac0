import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localizeDigits, toEasternDigits, usesEasternDigits } from './digits.js';

describe('digits', () => {
  it('converts every Western digit to its Eastern Arabic-Indic form', () => {
    expect(toEasternDigits('0123456789')).toBe('٠١٢٣٤٥٦٧٨٩');
  });

  it('keeps separators, letters and symbols', () => {
    expect(toEasternDigits('12,500 € / 2024 km')).toBe('١٢,٥٠٠ € / ٢٠٢٤ km');
  });

  it('localizes for Kurdish and Arabic, not for English', () => {
    expect(localizeDigits(2024, 'ku')).toBe('٢٠٢٤');
    expect(localizeDigits('2024', 'ar')).toBe('٢٠٢٤');
    expect(localizeDigits(2024, 'en')).toBe('2024');
    expect(usesEasternDigits('en')).toBe(false);
  });

  it('never leaves a Western digit behind and keeps the length', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = toEasternDigits(text);
        expect(out).not.toMatch(/[0-9]/);
        expect(out.length).toBe(text.length);
      }),
    );
  });
});
