import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './month-names.js';

describe('formatIsoDate', () => {
  it('writes the day, the month name and the year in the language', () => {
    expect(formatIsoDate('2026-09-03', 'en')).toBe('3 September 2026');
    expect(formatIsoDate('2026-01-15T00:00:00Z', 'ku')).toBe('١٥ کانوونی دووەم ٢٠٢٦');
    expect(formatIsoDate('2025-12-01', 'ar')).toBe('١ كانون الأول ٢٠٢٥');
  });

  it('returns unreadable dates as they came', () => {
    expect(formatIsoDate('soon', 'en')).toBe('soon');
    expect(formatIsoDate('2026-13-01', 'en')).toBe('2026-13-01');
  });
});
