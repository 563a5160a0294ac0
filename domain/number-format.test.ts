import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, parseNumber } from './number-format.js';
import { LANGUAGES } from './languages.js';

const LATIN_DIGIT = /[0-9]/;

describe('formatNumber', () => {
  it('writes Kurdish and Arabic with Eastern digits and the Arabic separators', () => {
    expect(formatNumber(87300, 'ku')).toBe('٨٧٬٣٠٠');
    expect(formatNumber(57381, 'ar')).toBe('٥٧٬٣٨١');
    expect(formatNumber(2.997, 'ku', { decimals: 1 })).toBe('٣٫٠');
    expect(formatNumber(1234567.5, 'ar', { decimals: 2 })).toBe('١٬٢٣٤٬٥٦٧٫٥٠');
  });

  it('shows a rate as entered, up to three decimals, without trailing zeros', () => {
    expect(formatNumber(4.125, 'ku', { maxDecimals: 3 })).toBe('٤٫١٢٥');
    expect(formatNumber(4.5, 'ar', { maxDecimals: 3 })).toBe('٤٫٥');
    expect(formatNumber(4, 'en', { maxDecimals: 3 })).toBe('4');
    expect(formatNumber(4.12549, 'en', { maxDecimals: 3 })).toBe('4.125');
  });

  it('never writes an exponent, however large the number', () => {
    expect(formatNumber(1e21, 'ku')).toBe('١٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠');
    expect(formatNumber(1235, 'ku')).toBe('١٬٢٣٥');
  });

  it('writes English with Latin digits, "," and "."', () => {
    expect(formatNumber(87300, 'en')).toBe('87,300');
    expect(formatNumber(2.997, 'en', { decimals: 1 })).toBe('3.0');
  });

  it('writes any configured punctuation delimiter as "٬" in Kurdish, so a page never mixes "," and "٬"', () => {
    expect(formatNumber(87300, 'ku', { delimiter: ',' })).toBe('٨٧٬٣٠٠');
    expect(formatNumber(87300, 'ku', { delimiter: '.' })).toBe('٨٧٬٣٠٠');
    expect(formatNumber(87300, 'ku', { delimiter: '' })).toBe('٨٧٣٠٠');
    expect(formatNumber(87300, 'en', { delimiter: '.' })).toBe('87.300');
  });

  it('never emits a Latin digit in Kurdish or Arabic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('ku', 'ar'),
        fc.constantFrom(',', '.', ' ', '', '٬'),
        (value, decimals, language, delimiter) => {
          expect(formatNumber(value, language, { decimals, delimiter })).not.toMatch(LATIN_DIGIT);
        },
      ),
    );
  });

  it('round-trips: what it writes reads back as the rounded number, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(',', '.', ' ', '', undefined),
        (cents, decimals, language, delimiter) => {
          const value = cents / 10 ** decimals;
          const text = formatNumber(value, language, { decimals, delimiter });
          expect(parseNumber(text, language, { delimiter })).toBeCloseTo(value, decimals);
        },
      ),
    );
  });

  it('keeps the same digits: the Eastern text is the Latin text digit by digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (value) => {
        const eastern = formatNumber(value, 'ku').replace(/٬/g, '');
        expect(parseNumber(eastern, 'en')).toBe(value);
      }),
    );
  });

  it('reads nothing that is not a number', () => {
    expect(parseNumber('abc', 'ku')).toBeNull();
    expect(parseNumber('', 'en')).toBeNull();
  });
});
