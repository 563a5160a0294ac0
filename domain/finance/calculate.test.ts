import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateFinance, type FinanceQuote, type FinanceQuoteInput } from './calculate.js';
import { FinanceDecimal } from './decimal.js';
import { monthlyPayment as floatMonthlyPayment } from '../reverse-calculator.js';

function quote(input: FinanceQuoteInput): FinanceQuote {
  const result = calculateFinance(input);
  if (!result.ok) throw new Error(`refused: ${result.field}`);
  return result.quote;
}

const base: FinanceQuoteInput = {
  method: 'annuity',
  price: 100_000,
  downPaymentPercent: 20,
  months: 48,
  annualRatePercent: 6,
  decimals: 2,
};

describe('calculateFinance, worked examples (docs/finance.md)', () => {
  it('hire purchase: 100,000 with 20 % down over 48 months at 6 %', () => {
    const q = quote(base);
    expect(q).toMatchObject({
      onTheRoadPrice: '100000.00',
      totalDeposit: '20000.00',
      cashDeposit: '20000.00',
      totalAmountOfCredit: '80000.00',
      monthlyPayment: '1878.81',
      finalPayment: '0.00',
      monthlyPayments: 48,
      durationMonths: 48,
      annualRatePercent: '6',
    });
    expect(q.totalAmountPayable).toBe('110182.88');
    expect(q.totalInterest).toBe('10182.88');
  });

  it('a zero rate divides the credit evenly, rounded up to the currency unit', () => {
    expect(quote({ ...base, annualRatePercent: 0 }).monthlyPayment).toBe('1666.67');
    const whole = quote({ ...base, annualRatePercent: 0, decimals: 0 });
    expect(whole.monthlyPayment).toBe('1667');
    expect(whole.totalInterest).toBe('16');
    expect(quote({ ...base, annualRatePercent: '0.0', price: 96_000, downPaymentPercent: 50 }).monthlyPayment).toBe('1000.00');
  });

  it('balloon: 30 % of the price is left for the end and the months pay the rest', () => {
    const q = quote({ ...base, method: 'balloon', balloonPercent: 30 });
    expect(q.finalPayment).toBe('30000.00');
    // (80000 − 30000·1.005^−48)·0.005 / (1 − 1.005^−48)
    expect(q.monthlyPayment).toBe('1324.26');
    expect(quote({ ...base, method: 'balloon', balloonPercent: 30, annualRatePercent: 0 }).monthlyPayment).toBe('1041.67');
  });

  it('flat rate: the yearly rate on the whole credit for every year of the term', () => {
    const q = quote({ ...base, method: 'flat' });
    // 80000 + 80000·6 %·4 = 99200 over 48 months
    expect(q.monthlyPayment).toBe('2066.67');
    expect(quote({ ...base, method: 'flat', annualRatePercent: 0 }).monthlyPayment).toBe('1666.67');
  });

  it('keeps money exact where floats drift: 0.1 + 0.2 style prices', () => {
    const q = quote({ ...base, price: '0.3', downPaymentPercent: '33.3', months: 3, annualRatePercent: 0, decimals: 2 });
    expect(q.totalDeposit).toBe('0.10');
    expect(q.totalAmountOfCredit).toBe('0.20');
  });

  it('names the field it refuses', () => {
    expect(calculateFinance({ ...base, price: 0 })).toEqual({ ok: false, field: 'price' });
    expect(calculateFinance({ ...base, price: 'abc' })).toEqual({ ok: false, field: 'price' });
    expect(calculateFinance({ ...base, downPaymentPercent: 100 })).toEqual({ ok: false, field: 'downPaymentPercent' });
    expect(calculateFinance({ ...base, months: 4.5 })).toEqual({ ok: false, field: 'months' });
    expect(calculateFinance({ ...base, annualRatePercent: -1 })).toEqual({ ok: false, field: 'annualRatePercent' });
    expect(calculateFinance({ ...base, method: 'balloon', balloonPercent: 80 })).toEqual({ ok: false, field: 'balloonPercent' });
    expect(calculateFinance({ ...base, decimals: 1.5 })).toEqual({ ok: false, field: 'decimals' });
  });
});

const inputs = fc.record({
  price: fc.integer({ min: 1_000, max: 2_000_000_000 }),
  downPaymentPercent: fc.integer({ min: 4, max: 10 }).map((k) => k * 5),
  months: fc.integer({ min: 4, max: 7 }).map((y) => y * 12),
  annualRatePercent: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 2000 }).map((bp) => bp / 100),
  ),
  balloonPercent: fc.integer({ min: 0, max: 8 }).map((k) => k * 5),
  decimals: fc.constantFrom(0, 2),
});

/**
 * The independent check: the loan's month-by-month schedule (interest added, payment taken), in
 * exact decimals. After the last payment the balance must be the balloon, overpaid by at most the
 * rounding of the payments (each rounded up by less than one currency unit).
 */
function residualAfterSchedule(q: FinanceQuote, annualRatePercent: number): FinanceDecimal {
  const r = new FinanceDecimal(annualRatePercent).div(1200);
  let balance = new FinanceDecimal(q.totalAmountOfCredit);
  const payment = new FinanceDecimal(q.monthlyPayment);
  for (let k = 0; k < q.monthlyPayments; k++) balance = balance.times(r.plus(1)).minus(payment);
  return balance;
}

describe('calculateFinance, properties', () => {
  it('deposit + credit is the price exactly, and the payment count is the term', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const q = quote({ method: 'annuity', ...i });
        expect(new FinanceDecimal(q.totalDeposit).plus(q.totalAmountOfCredit).eq(q.onTheRoadPrice)).toBe(true);
        expect(q.onTheRoadPrice).toBe(new FinanceDecimal(i.price).toFixed(i.decimals));
        expect(q.monthlyPayments).toBe(i.months);
      }),
    );
  });

  it('annuity and balloon: the schedule pays the credit down to the balloon (up to the rounding)', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom('annuity' as const, 'balloon' as const), (i, method) => {
        const q = quote({ method, ...i });
        const unit = new FinanceDecimal(10).pow(-i.decimals);
        const residual = residualAfterSchedule(q, i.annualRatePercent);
        const balloon = new FinanceDecimal(q.finalPayment);
        // Never short of the balloon: the payments were rounded up.
        expect(residual.lte(balloon.plus('1e-20'))).toBe(true);
        // Overpaid by at most one unit per payment, grown by the interest of the remaining months.
        const growth = new FinanceDecimal(i.annualRatePercent).div(1200).plus(1).pow(i.months);
        expect(balloon.minus(residual).lte(unit.times(i.months).times(growth))).toBe(true);
      }),
    );
  });

  it('annuity agrees with the float formula of the reverse calculator to a cent in ten million', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const q = quote({ method: 'annuity', ...i, decimals: 2 });
        const float = floatMonthlyPayment(i.price, i.downPaymentPercent, i.months, i.annualRatePercent);
        expect(Math.abs(Number(q.monthlyPayment) - float)).toBeLessThanOrEqual(0.01 + float * 1e-12);
      }),
    );
  });

  it('more interest or a shorter term never lowers the payment', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 500 }), (i, extraBp) => {
        const a = quote({ method: 'annuity', ...i });
        const higher = quote({ method: 'annuity', ...i, annualRatePercent: i.annualRatePercent + extraBp / 100 });
        expect(new FinanceDecimal(higher.monthlyPayment).gte(a.monthlyPayment)).toBe(true);
        const shorter = quote({ method: 'annuity', ...i, months: i.months - 12 });
        expect(new FinanceDecimal(shorter.monthlyPayment).gte(a.monthlyPayment)).toBe(true);
      }),
    );
  });

  it('total payable is deposit + payments + balloon, to the unit', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom('annuity' as const, 'balloon' as const, 'flat' as const), (i, method) => {
        const q = quote({ method, ...i });
        const sum = new FinanceDecimal(q.totalDeposit)
          .plus(new FinanceDecimal(q.monthlyPayment).times(q.monthlyPayments))
          .plus(q.finalPayment);
        expect(sum.toFixed(i.decimals)).toBe(q.totalAmountPayable);
      }),
    );
  });
});
