import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxVehiclePrice, monthlyPayment } from './reverse-calculator.js';

describe('reverse calculator', () => {
  it('computes the annuity limit of a known case', () => {
    // 1,000 a month for 48 months at 6 % a year: loan 42,580.32; 20 % down → price 53,225.
    expect(maxVehiclePrice({ monthlyBudget: 1000, downPaymentPercent: 20, termMonths: 48, annualRatePercent: 6 })).toEqual({
      ok: true,
      maxPrice: 53225,
    });
  });

  it('is budget × term without interest and without down payment', () => {
    expect(maxVehiclePrice({ monthlyBudget: 500, downPaymentPercent: 0, termMonths: 36, annualRatePercent: 0 })).toEqual({
      ok: true,
      maxPrice: 18000,
    });
  });

  it('gives a price whose monthly payment fits the budget, and a dollar more would not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 20_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.constantFrom(12, 24, 36, 48, 60, 72),
        fc.double({ min: 0, max: 25, noNaN: true }),
        (budget, down, term, rate) => {
          const result = maxVehiclePrice({ monthlyBudget: budget, downPaymentPercent: down, termMonths: term, annualRatePercent: rate });
          if (!result.ok) throw new Error('expected a price');
          expect(monthlyPayment(result.maxPrice, down, term, rate)).toBeLessThanOrEqual(budget + 1e-6);
          expect(monthlyPayment(result.maxPrice + 1, down, term, rate)).toBeGreaterThan(budget - 1);
        },
      ),
    );
  });

  it('names the field of an impossible input', () => {
    const base = { monthlyBudget: 1000, downPaymentPercent: 20, termMonths: 48, annualRatePercent: 6 };
    expect(maxVehiclePrice({ ...base, monthlyBudget: 0 })).toEqual({ ok: false, field: 'monthlyBudget' });
    expect(maxVehiclePrice({ ...base, monthlyBudget: Number.NaN })).toEqual({ ok: false, field: 'monthlyBudget' });
    expect(maxVehiclePrice({ ...base, downPaymentPercent: 100 })).toEqual({ ok: false, field: 'downPaymentPercent' });
    expect(maxVehiclePrice({ ...base, termMonths: 0 })).toEqual({ ok: false, field: 'termMonths' });
    expect(maxVehiclePrice({ ...base, termMonths: 1.5 })).toEqual({ ok: false, field: 'termMonths' });
    expect(maxVehiclePrice({ ...base, annualRatePercent: -1 })).toEqual({ ok: false, field: 'annualRatePercent' });
  });
});
