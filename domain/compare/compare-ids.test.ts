import { describe, expect, it } from 'vitest';
import { MAX_COMPARE, comparePath, parseCompareIds } from './compare-ids.js';

describe('compare ids', () => {
  it('keeps the first three unique ids in order and names the rest', () => {
    expect(parseCompareIds('7, 3,7,12,40,41')).toEqual({ ids: [7, 3, 12], malformed: [], overflow: [40, 41], duplicates: [7] });
    expect(MAX_COMPARE).toBe(3);
  });

  it('refuses anything that is not a plain id in the database range', () => {
    const parsed = parseCompareIds('0,-1,1.5,1e3,0x10,٣,<b>,2147483648,2147483647,01');
    expect(parsed.ids).toEqual([2147483647]);
    expect(parsed.malformed).toEqual(['0', '-1', '1.5', '1e3', '0x10', '٣']);
  });

  it('reads a repeated parameter, nothing, and a non-string as empty or joined', () => {
    expect(parseCompareIds(['1', '2']).ids).toEqual([1, 2]);
    expect(parseCompareIds(undefined).ids).toEqual([]);
    expect(parseCompareIds({ a: 1 }).ids).toEqual([]);
    expect(parseCompareIds(',,').ids).toEqual([]);
  });

  it('shortens long junk and reads at most a bounded length', () => {
    const parsed = parseCompareIds(`${'x'.repeat(100)},${'9,'.repeat(500)}`);
    expect(parsed.malformed[0]).toBe(`${'x'.repeat(24)}…`);
    expect(parsed.ids).toEqual([9]);
  });

  it('builds the page path from ids only', () => {
    expect(comparePath('ku', [1, 2, 3])).toBe('/ku/stock/compare?ids=1,2,3');
    expect(comparePath('en', [5], 'demo_2')).toBe('/en/stock/compare?ids=5&list=demo_2');
    expect(comparePath('en', [5, -1, 1.5], 'x"><b>')).toBe('/en/stock/compare?ids=5');
    expect(comparePath('javascript:', [])).toBe('/ku/stock/compare?ids=');
  });
});
