/**
 * Facet arithmetic over the row lists a query built (see query.ts). A facet with own filter b counts
 * the rows that match every filter (the "matched" list) plus the rows that fail only filter b
 * (its "near" rows). When matched rows are most of the base set it is cheaper to start from the
 * base set's cached counts and subtract the "rest" rows: base - rest + near(b) is the same set.
 * Either way the shared part is the same for every facet, so it is counted once for all of them,
 * through the joint codes (joint-codes.ts).
 */
import type { CheckboxColumn } from './columns.js';
import { tallyCells, type JointCodes } from './joint-codes.js';
import type { Scratch } from './types.js';

export interface ListLengths {
  matched: number;
  rest: number;
  near: number;
}

/** The shared list: the shorter of matched (added) and rest (subtracted from the base counts). */
function sharedList(s: Scratch, lens: ListLengths): { rows: Int32Array; len: number; delta: number } {
  return lens.rest < lens.matched ? { rows: s.rest, len: lens.rest, delta: -1 } : { rows: s.matched, len: lens.matched, delta: 1 };
}

/** The shared part of every grouped facet, as joint-code cells. */
export function sharedCells(joint: JointCodes, baseCells: Int32Array, s: Scratch, lens: ListLengths): Int32Array {
  const { rows, len, delta } = sharedList(s, lens);
  const cells = delta === -1 ? baseCells.slice() : new Int32Array(baseCells.length);
  tallyCells(joint, rows, len, cells, delta);
  return cells;
}

/** Adds delta to counts[code] for every value of rows[from .. to). */
export function tally(column: CheckboxColumn, rows: Int32Array, from: number, to: number, counts: Int32Array, delta: number): void {
  if (column.kind === 'single') {
    const codes = column.codes;
    for (let i = from; i < to; i++) {
      const code = codes[rows[i] as number] as number;
      counts[code] = (counts[code] as number) + delta;
    }
    return;
  }
  if (column.bits) {
    const rowBits = column.bits;
    for (let i = from; i < to; i++) {
      for (let b = rowBits[rows[i] as number] as number; b !== 0; b &= b - 1) {
        const code = 31 - Math.clz32(b & -b); // lowest set bit
        counts[code] = (counts[code] as number) + delta;
      }
    }
    return;
  }
  const { offsets, items } = column;
  for (let i = from; i < to; i++) {
    const row = rows[i] as number;
    for (let j = offsets[row] as number, end = offsets[row + 1] as number; j < end; j++) {
      const code = items[j] as number;
      counts[code] = (counts[code] as number) + delta;
    }
  }
}

/** Counts of a facet outside the joint codes, without its near rows. */
export function multiCounts(column: CheckboxColumn, baseCounts: Int32Array, s: Scratch, lens: ListLengths): Int32Array {
  const { rows, len, delta } = sharedList(s, lens);
  const counts = delta === -1 ? baseCounts.slice() : new Int32Array(baseCounts.length);
  tally(column, rows, 0, len, counts, delta);
  return counts;
}

/** Below this share of all rows, reading the set's rows beats scanning the sorted order from both ends. */
export const LIST_SCAN_SHARE = 1 / 32;

/**
 * Min and max of a range facet over `allowed`: the rows passing every active filter but this one
 * (the matches when the facet's own filter is inactive), `count` rows in all.
 */
export function rangeMinMax(
  values: Float64Array,
  ascending: Int32Array,
  allowed: Uint32Array,
  count: number,
): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  if (count <= values.length * LIST_SCAN_SHARE) {
    for (let w = 0; w < allowed.length; w++) {
      let x = allowed[w] as number;
      while (x !== 0) {
        const low = x & -x;
        const v = values[(w << 5) + 31 - Math.clz32(low)] as number;
        if (v < min) min = v;
        if (v > max) max = v;
        x ^= low;
      }
    }
  } else {
    // Many rows qualify, so the first qualifying row of the ascending order is near its start.
    for (let i = 0; i < ascending.length; i++) {
      const row = ascending[i] as number;
      if ((((allowed[row >>> 5] as number) >>> (row & 31)) & 1) === 1) {
        min = values[row] as number;
        break;
      }
    }
    for (let i = ascending.length - 1; i >= 0; i--) {
      const row = ascending[i] as number;
      if ((((allowed[row >>> 5] as number) >>> (row & 31)) & 1) === 1) {
        max = values[row] as number;
        break;
      }
    }
  }
  // No vehicle remains: an empty slider reads 0..0 rather than Infinity (which JSON cannot carry).
  return min === Infinity ? { min: 0, max: 0 } : { min, max };
}
