import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPriceTemplate, formatAmount, formatPrice, formatPriceParts } from './price-format.js';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from './price-settings.js';

const withDouble = (double: Partial<PriceSettings['double_price']>): PriceSettings => ({
  ...DEFAULT_PRICE_SETTINGS,
  double_price: { ...DEFAULT_PRICE_SETTINGS.double_price, enabled: true, ...double },
});

describe('formatPrice', () => {
  it('formats with the stock-locator defaults: format "% ^", symbol €, delimiter ","', () => {
    expect(formatPrice(125000, DEFAULT_PRICE_SETTINGS)).toBe('125,000 €');
    expect(formatPrice(1234567, DEFAULT_PRICE_SETTINGS)).toBe('1,234,567 €');
    expect(formatPrice(999, DEFAULT_PRICE_SETTINGS)).toBe('999 €');
  });

  it('returns empty when the value is not a number', () => {
    for (const value of [undefined, null, '1000', Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(formatPrice(value, DEFAULT_PRICE_SETTINGS)).toBe('');
    }
  });

  it('shows nothing for zero or less', () => {
    expect(formatPrice(0, DEFAULT_PRICE_SETTINGS)).toBe('');
    expect(formatPrice(-5, DEFAULT_PRICE_SETTINGS)).toBe('');
  });

  it('shows the on-request text when the price is hidden', () => {
    expect(formatPrice(50000, DEFAULT_PRICE_SETTINGS, { hidden: true, onRequestText: 'price on request' })).toBe('price on request');
  });

  it('follows the template, symbol and delimiter of the settings', () => {
    const iqd: PriceSettings = { ...DEFAULT_PRICE_SETTINGS, format: '^%', symbol: 'IQD ', delimiter: '.' };
    expect(formatPrice(95000000, iqd)).toBe('IQD 95.000.000');
    expect(formatPrice(1500, { ...DEFAULT_PRICE_SETTINGS, format: '^ %', symbol: '$', delimiter: ' ' })).toBe('$ 1 500');
  });

  it('adds the double price with rate, decimals and symbol when enabled', () => {
    const settings = withDouble({ rate: 0.5, decimals: 2, symbol: 'USD' });
    expect(formatPriceParts(1001, settings)).toEqual({ primary: '1,001 €', secondary: '500.50 USD' });
    expect(formatPrice(1001, settings)).toBe('1,001 € / 500.50 USD');
  });

  it('leaves the double price out when disabled or the rate is unusable', () => {
    expect(formatPriceParts(1000, DEFAULT_PRICE_SETTINGS).secondary).toBe('');
    expect(formatPriceParts(1000, withDouble({ rate: 0 })).secondary).toBe('');
  });
});

describe('formatAmount and applyPriceTemplate', () => {
  it('uses a comma decimal mark when the delimiter is a dot', () => {
    expect(formatAmount(1234.5, '.', 2)).toBe('1.234,50');
  });

  it('substitutes each token once, even when the symbol contains a token', () => {
    expect(applyPriceTemplate('% ^', '10', '%')).toBe('10 %');
  });

  it('groups any whole amount so that removing delimiters gives the number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const text = formatAmount(n, ',');
        expect(text.replaceAll(',', '')).toBe(String(n));
        expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('formatPrice in the page language', () => {
  const iraq: PriceSettings = {
    ...DEFAULT_PRICE_SETTINGS,
    delimiter: ',',
    symbol: '$',
    format: '^%',
    currency_iso: 'USD',
    double_price: { enabled: true, symbol: 'IQD', rate: 1310, decimals: 0 },
  };

  it('writes Kurdish and Arabic prices with Eastern digits, one separator and the currency as a word', () => {
    expect(formatPriceParts(87300, iraq, { language: 'ku' })).toEqual({ primary: '٨٧٬٣٠٠ دۆلار', secondary: '١١٤٬٣٦٣٬٠٠٠ دینار' });
    expect(formatPrice(87300, iraq, { language: 'ar' })).toBe('٨٧٬٣٠٠ دولار / ١١٤٬٣٦٣٬٠٠٠ دينار');
  });

  it('keeps the template and symbol in English, with a space between a currency code and its amount', () => {
    expect(formatPriceParts(87300, iraq, { language: 'en' })).toEqual({ primary: '$87,300', secondary: 'IQD 114,363,000' });
  });

  it('never emits a Latin digit or a Latin currency code for Kurdish or Arabic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.constantFrom('ku' as const, 'ar' as const), (value, language) => {
        expect(formatPrice(value, iraq, { language })).not.toMatch(/[0-9A-Za-z$]/);
      }),
    );
  });
});
