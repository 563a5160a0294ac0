/**
 * Row sets as bit sets (bit r of word r >>> 5 = row r). Combining filters word by word touches 32
 * rows per operation, so AND-ing a handful of filters over 100,000 rows costs a few microseconds;
 * only the sets that must become row lists (matches, near misses) are expanded, at a cost in
 * proportion to their size.
 */
import type { CheckboxColumn } from './columns.js';
import { withRoom } from './room.js';

export const wordCount = (rows: number): number => (rows + 31) >>> 5;

/** Number of set bits in a 32-bit word (SWAR; JavaScript has no popcount instruction). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function popcount(bits: Uint32Array): number {
  let total = 0;
  for (let w = 0; w < bits.length; w++) total += popcount32(bits[w] as number);
  return total;
}

/**
 * Writes the rows of one word (its set bits, ascending, the first word bit being row `base`) to
 * out[k ..]; returns the next free index. Small enough for the engine to inline into the loops below.
 */
function writeWordRows(word: number, base: number, out: Int32Array, k: number): number {
  let x = word;
  while (x !== 0) {
    const low = x & -x;
    out[k++] = base + 31 - Math.clz32(low);
    x ^= low;
  }
  return k;
}

/** Writes the set rows of `bits` (ascending) to out[at ..]; returns how many. */
export function extractRows(bits: Uint32Array, out: Int32Array, at: number): number {
  let k = at;
  for (let w = 0; w < bits.length; w++) k = writeWordRows(bits[w] as number, w << 5, out, k);
  return k - at;
}

/** out = a & ~b, and the set rows written to out[at ..]; returns how many (no bit set stored). */
export function extractAndNot(a: Uint32Array, b: Uint32Array, out: Int32Array, at: number): number {
  let k = at;
  for (let w = 0; w < a.length; w++) k = writeWordRows(((a[w] as number) & ~(b[w] as number)) >>> 0, w << 5, out, k);
  return k - at;
}

export function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) & (other[w] as number);
}

export function hasRow(bits: Uint32Array, row: number): boolean {
  return (((bits[row >>> 5] as number) >>> (row & 31)) & 1) === 1;
}

/** One bit set per value code of a column (bit r set when row r holds that value). */
export function buildValueBits(column: CheckboxColumn, rowCount: number): Uint32Array[] {
  const words = wordCount(rowCount);
  const sets = Array.from({ length: column.values.length }, () => withRoom(Uint32Array, words));
  if (column.kind === 'single') {
    const codes = column.codes;
    for (let r = 0; r < rowCount; r++) {
      const set = sets[codes[r] as number] as Uint32Array;
      set[r >>> 5] = (set[r >>> 5] as number) | (1 << (r & 31));
    }
  } else {
    const { offsets, items } = column;
    for (let r = 0; r < rowCount; r++) {
      for (let j = offsets[r] as number, end = offsets[r + 1] as number; j < end; j++) {
        const set = sets[items[j] as number] as Uint32Array;
        set[r >>> 5] = (set[r >>> 5] as number) | (1 << (r & 31));
      }
    }
  }
  return sets;
}

/** Rows in both sets. */
export function popcountAnd(a: Uint32Array, b: Uint32Array): number {
  let total = 0;
  for (let w = 0; w < a.length; w++) total += popcount32((a[w] as number) & (b[w] as number));
  return total;
}

/** Rows in `a` and not in `b`. */
export function popcountAndNot(a: Uint32Array, b: Uint32Array): number {
  let total = 0;
  for (let w = 0; w < a.length; w++) total += popcount32((a[w] as number) & ~(b[w] as number));
  return total;
}
