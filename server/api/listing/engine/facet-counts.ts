/**
 * Facet arithmetic over the row lists a query built (see query.ts). A facet with own bit b counts
 * the rows that match every filter (the "matched" list) plus the rows that fail only filter b
 * (the "near" rows whose mask equals b). When matched rows are most of the base set it is cheaper
 * to start from the base set's cached counts and subtract the "rest" rows, then add the near rows
 * back: base - rest + near(b) is the same set.
 */
import type { CheckboxColumn } from './columns.js';
import type { Scratch } from './types.js';

export interface ListLengths {
  matched: number;
  rest: number;
  near: number;
}

/** Adds delta (+1 or -1) to counts for every value of the listed rows; only rows whose mask equals `only` when only > 0. */
function tally(
  column: CheckboxColumn,
  rows: Int32Array,
  len: number,
  counts: Int32Array,
  delta: number,
  mask: Int32Array,
  only: number,
): void {
  if (column.kind === 'single') {
    const codes = column.codes;
    for (let i = 0; i < len; i++) {
      const row = rows[i] as number;
      if (only !== 0 && mask[row] !== only) continue;
      const code = codes[row] as number;
      counts[code] = (counts[code] as number) + delta;
    }
    return;
  }
  const { offsets, items } = column;
  for (let i = 0; i < len; i++) {
    const row = rows[i] as number;
    if (only !== 0 && mask[row] !== only) continue;
    for (let j = offsets[row] as number, end = offsets[row + 1] as number; j < end; j++) {
      const code = items[j] as number;
      counts[code] = (counts[code] as number) + delta;
    }
  }
}

/** Per-code counts of a checkbox facet; `own` is the facet's mask bit, 0 when its filter is inactive. */
export function checkboxCounts(column: CheckboxColumn, baseCounts: Int32Array, s: Scratch, lens: ListLengths, own: number): Int32Array {
  let counts: Int32Array;
  if (lens.rest < lens.matched) {
    counts = baseCounts.slice();
    tally(column, s.rest, lens.rest, counts, -1, s.mask, 0);
  } else {
    counts = new Int32Array(baseCounts.length);
    tally(column, s.matched, lens.matched, counts, 1, s.mask, 0);
  }
  if (own !== 0) tally(column, s.near, lens.near, counts, 1, s.mask, own);
  return counts;
}

/** Below this share of all rows, scanning the lists beats scanning the sorted order from both ends. */
const LIST_SCAN_SHARE = 1 / 32;

export function rangeMinMax(
  values: Float64Array,
  ascending: Int32Array,
  s: Scratch,
  lens: ListLengths,
  own: number,
): { min: number; max: number } {
  const mask = s.mask;
  let min = Infinity;
  let max = -Infinity;
  if (lens.matched + (own === 0 ? 0 : lens.near) <= values.length * LIST_SCAN_SHARE) {
    for (let i = 0; i < lens.matched; i++) {
      const v = values[s.matched[i] as number] as number;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (own !== 0) {
      for (let i = 0; i < lens.near; i++) {
        const row = s.near[i] as number;
        if (mask[row] !== own) continue;
        const v = values[row] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
  } else {
    // Many rows qualify, so the first qualifying row of the ascending order is near its start.
    const others = ~own;
    for (let i = 0; i < ascending.length; i++) {
      const row = ascending[i] as number;
      if (((mask[row] as number) & others) === 0) {
        min = values[row] as number;
        break;
      }
    }
    for (let i = ascending.length - 1; i >= 0; i--) {
      const row = ascending[i] as number;
      if (((mask[row] as number) & others) === 0) {
        max = values[row] as number;
        break;
      }
    }
  }
  // No vehicle left: an empty slider reads 0..0 rather than Infinity (which JSON cannot carry).
  return min === Infinity ? { min: 0, max: 0 } : { min, max };
}
