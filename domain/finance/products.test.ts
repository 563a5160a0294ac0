import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_CONFIG, DEFAULT_OUTPUTS, methodOf, parseInputConfig, parseOutputConfig, snap } from './products.js';
import { fromMonthly } from './from-monthly.js';

describe('finance products', () => {
  it('reads the catalogue input JSON: down payment 20–50 step 5 default 20, duration 4–7 years', () => {
    const config = parseInputConfig(
      '{"down_payment":{"min":20,"max":50,"default":20,"interval":5,"unit":"%"},"duration":{"min":4,"max":7,"default":4,"unit":"Years"},"interest_rate":3.9}',
    );
    expect(config.downPayment).toEqual({ min: 20, max: 50, default: 20, interval: 5 });
    expect(config.duration).toEqual({ min: 4, max: 7, default: 4, interval: 1 });
    expect(config.interestRate.default).toBe(3.9);
    expect(config.interestRate.editable).toBe(false);
  });

  it('falls back to the defaults for broken or missing JSON', () => {
    expect(parseInputConfig('{not json')).toEqual(DEFAULT_INPUT_CONFIG);
    expect(parseInputConfig(null)).toEqual(DEFAULT_INPUT_CONFIG);
    expect(parseInputConfig({ down_payment: { min: 60, max: 10 } }).downPayment).toEqual(DEFAULT_INPUT_CONFIG.downPayment);
  });

  it('snaps a default onto the steps and into the range', () => {
    expect(parseInputConfig({ down_payment: { default: 33 } }).downPayment.default).toBe(35);
    expect(snap(99, DEFAULT_INPUT_CONFIG.downPayment)).toBe(50);
    expect(snap(4.46, { min: 0, max: 10, interval: 0.1, default: 0 })).toBe(4.5);
  });

  it('reads the output JSON as a list or as labelled entries, and defaults when empty', () => {
    expect(parseOutputConfig('["monthly_payment","interest_rate","nonsense"]').map((o) => o.key)).toEqual([
      'monthly_payment',
      'interest_rate',
    ]);
    expect(parseOutputConfig({ monthly_payment: { label: 'Per month' }, created_at: false, cash_deposit: { hidden: true } })).toEqual([
      { key: 'monthly_payment', label: 'Per month' },
    ]);
    expect(parseOutputConfig('').map((o) => o.key)).toEqual(DEFAULT_OUTPUTS);
  });

  it('knows the method of a product by its key', () => {
    expect(methodOf('hire_purchase')).toBe('annuity');
    expect(methodOf('iq_hp_balloon_48')).toBe('balloon');
    expect(methodOf('Murabaha')).toBe('flat');
    expect(methodOf(undefined)).toBe('annuity');
  });

  it('"from X a month" uses the default product: 20 % down, 4 years, the default rate', () => {
    // 100000 · 80 % at 4.5 % over 48 months = 1824.27…, rounded up to a whole unit
    expect(fromMonthly(100_000)).toBe(1825);
    expect(fromMonthly(0)).toBeNull();
    expect(fromMonthly(null)).toBeNull();
  });
});
