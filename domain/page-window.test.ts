import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.js';

describe('pageWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and the neighbours of the current one', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('always holds the current page, in order, without a gap hiding a single page, in at most 7 entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pages, raw) => {
        const current = Math.min(raw, pages);
        const entries = pageWindow(current, pages);
        const numbers = entries.filter((e): e is number => e !== 'gap');
        expect(entries.length).toBeLessThanOrEqual(7);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        for (let i = 1; i < entries.length; i += 1) {
          const before = entries[i - 1];
          const here = entries[i];
          if (typeof before === 'number' && typeof here === 'number') expect(here).toBe(before + 1);
          if (here === 'gap') expect(typeof before === 'number' && typeof entries[i + 1] === 'number').toBe(true);
          if (here === 'gap') expect((entries[i + 1] as number) - (before as number)).toBeGreaterThan(2);
        }
      }),
    );
  });
});
