import { describe, expect, it } from 'vitest';
import { fromMonthly } from './from-monthly.js';
import { DEFAULT_INPUT_CONFIG } from './products.js';

describe('fromMonthly', () => {
  it('answers the same quote for a price seen before (remembered) as the first time', () => {
    const first = fromMonthly(87300);
    expect(first).toBeGreaterThan(0);
    expect(fromMonthly(87300)).toBe(first);
    expect(fromMonthly('87300')).toBe(first);
  });

  it('keeps quotes of different products, decimals and settings apart', () => {
    const defaults = fromMonthly(50000);
    const withCents = fromMonthly(50000, { decimals: 2 });
    expect(withCents).not.toBeNull();
    expect(withCents).not.toBe(defaults);
    expect(Math.abs((withCents ?? 0) - (defaults ?? 0))).toBeLessThan(1);
    const longer = {
      ...DEFAULT_INPUT_CONFIG,
      duration: { ...DEFAULT_INPUT_CONFIG.duration, default: DEFAULT_INPUT_CONFIG.duration.default + 1 },
    };
    // A longer term lowers the monthly payment: a custom config is quoted, not read from the remembered defaults.
    expect(fromMonthly(50000, { config: longer }) ?? 0).toBeLessThan(defaults ?? 0);
  });

  it('gives nothing for a missing price', () => {
    expect(fromMonthly(null)).toBeNull();
    expect(fromMonthly(undefined)).toBeNull();
  });
});
