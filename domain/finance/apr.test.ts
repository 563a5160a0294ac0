import { describe, expect, it } from 'vitest';
import { nominalApr } from './apr.js';
import { calculateFinance } from './calculate.js';

describe('the APR of a flat rate', () => {
  it('murabaha at 3.5 % flat over three years is 6.6 % APR, dearer than 4.5 % hire purchase', () => {
    // 100000 + 100000·3.5 %·3 = 110500 over 36 months.
    expect(nominalApr(100_000, '3069.444444444444444444', 36)).toBe('6.6');
    const flat = calculateFinance({ method: 'flat', price: 100_000, downPaymentPercent: 0, months: 36, annualRatePercent: 3.5 });
    expect(flat.ok && flat.quote.aprPercent).toBe('6.6');
    expect(flat.ok && flat.quote.annualRatePercent).toBe('3.5');
  });

  it('is the rate itself for a level-payment product, and the term changes a flat rate’s APR', () => {
    const annuity = calculateFinance({ method: 'annuity', price: 100_000, downPaymentPercent: 20, months: 48, annualRatePercent: 4.5 });
    expect(annuity.ok && annuity.quote.aprPercent).toBe('4.5');
    const year = calculateFinance({ method: 'flat', price: 100_000, downPaymentPercent: 0, months: 12, annualRatePercent: 3.5 });
    expect(year.ok && year.quote.aprPercent).toBe('6.4');
    const five = calculateFinance({ method: 'flat', price: 100_000, downPaymentPercent: 0, months: 60, annualRatePercent: 3.5 });
    expect(five.ok && five.quote.aprPercent).toBe('6.5');
  });

  it('is 0 without a charge, and not a loan without credit or months', () => {
    expect(nominalApr(12_000, 1_000, 12)).toBe('0.0');
    expect(nominalApr(0, 1_000, 12)).toBeNull();
    expect(nominalApr(12_000, 1_000, 0)).toBeNull();
    const free = calculateFinance({ method: 'flat', price: 100_000, downPaymentPercent: 0, months: 36, annualRatePercent: 0 });
    expect(free.ok && free.quote.aprPercent).toBe('0');
  });
});
