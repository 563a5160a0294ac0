import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, addToCompare, parseCompareData, removeFromCompare } from './compare-list.js';

describe('compare list', () => {
  it('has its own storage key beside the saved vehicles', () => {
    expect(COMPARE_STORAGE_KEY).toBe('sl_compare_data');
  });

  it('reads broken, foreign or oversized stored values safely', () => {
    expect(parseCompareData(null).compareCars).toEqual([]);
    expect(parseCompareData('{').compareCars).toEqual([]);
    expect(parseCompareData('[1,2]').compareCars).toEqual([]);
    const stored = JSON.stringify({
      compareCars: [
        { id: 1, list: 'iraq' },
        { id: 1, list: 'iraq' },
        { id: 'x', list: 'iraq' },
        { id: 2, list: '' },
        { id: 3, list: 'iraq' },
        { id: 4, list: 'iraq' },
        { id: 5, list: 'iraq' },
      ],
    });
    expect(parseCompareData(stored)).toEqual({
      compareCars: [
        { id: 1, list: 'iraq' },
        { id: 3, list: 'iraq' },
        { id: 4, list: 'iraq' },
      ],
      compareCarsIDs: [1, 3, 4],
    });
  });

  it('adds up to three and says why the fourth is refused', () => {
    let data = parseCompareData(null);
    for (const id of [1, 2, 3]) {
      const result = addToCompare(data, { id, list: 'iraq' });
      expect(result.added).toBe(true);
      data = result.data;
    }
    expect(addToCompare(data, { id: 4, list: 'iraq' })).toEqual({ data, added: false, reason: 'full' });
    expect(addToCompare(data, { id: 2, list: 'iraq' })).toEqual({ data, added: false, reason: 'already' });
    data = removeFromCompare(data, 2);
    expect(data.compareCarsIDs).toEqual([1, 3]);
    expect(addToCompare(data, { id: 4, list: 'iraq' }).data.compareCarsIDs).toEqual([1, 3, 4]);
  });
});
