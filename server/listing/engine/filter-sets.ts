/**
 * Each active filter as the bit set of the rows that pass it. Checkbox filters OR the precomputed
 * bit sets of their chosen values (a few word-wise passes); a range filter finds its rows as one
 * segment of the column's ascending order and sets (or clears) the shorter side, falling back to
 * a scan of the values when both sides are long.
 */
import type { RangeValue } from '../../../domain/listing-query.js';
import { selectionTable, type CheckboxColumn } from './columns.js';

/** pass = rows holding any chosen value (values unknown to the column select nothing). */
export function checkboxPass(
  column: CheckboxColumn,
  valueBits: readonly Uint32Array[] | null,
  chosen: readonly string[],
  rowCount: number,
  pass: Uint32Array,
): void {
  pass.fill(0);
  if (valueBits) {
    const seen = new Set<number>();
    for (const value of chosen) {
      const code = column.codeOf.get(value);
      if (code === undefined || seen.has(code)) continue;
      seen.add(code);
      const set = valueBits[code] as Uint32Array;
      for (let w = 0; w < pass.length; w++) pass[w] = (pass[w] as number) | (set[w] as number);
    }
    return;
  }
  // Columns with too many values for per-value bit sets: test each row's code(s).
  const sel = selectionTable(column, chosen);
  if (column.kind === 'single') {
    const codes = column.codes;
    for (let r = 0; r < rowCount; r++) pass[r >>> 5] = (pass[r >>> 5] as number) | ((sel[codes[r] as number] as number) << (r & 31));
    return;
  }
  const { offsets, items } = column;
  for (let r = 0; r < rowCount; r++) {
    let hit = 0;
    for (let j = offsets[r] as number, end = offsets[r + 1] as number; j < end; j++) hit |= sel[items[j] as number] as number;
    pass[r >>> 5] = (pass[r >>> 5] as number) | (hit << (r & 31));
  }
}

/** First position in `ascending` whose value is >= (or, with `after`, >) `bound`. */
function lowerBound(values: Float64Array, ascending: Int32Array, bound: number, after: boolean): number {
  let lo = 0;
  let hi = ascending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[ascending[mid] as number] as number;
    if (v < bound || (after && v === bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** pass = rows whose value lies in [gteq, lteq] (a missing bound is open). */
export function rangePass(values: Float64Array, ascending: Int32Array, range: RangeValue, pass: Uint32Array): void {
  const n = ascending.length;
  const from = range.gteq === undefined ? 0 : lowerBound(values, ascending, range.gteq, false);
  const to = range.lteq === undefined ? n : lowerBound(values, ascending, range.lteq, true);
  const inside = Math.max(0, to - from);
  if (inside <= n >>> 3) {
    pass.fill(0);
    for (let i = from; i < to; i++) {
      const r = ascending[i] as number;
      pass[r >>> 5] = (pass[r >>> 5] as number) | (1 << (r & 31));
    }
    return;
  }
  if (n - inside <= n >>> 3) {
    // Bits past the last row may stay set: every combined set is AND-ed with the base set.
    pass.fill(0xffffffff);
    const clear = (i: number): void => {
      const r = ascending[i] as number;
      pass[r >>> 5] = (pass[r >>> 5] as number) & ~(1 << (r & 31));
    };
    for (let i = 0; i < from; i++) clear(i);
    for (let i = Math.max(from, to); i < n; i++) clear(i);
    return;
  }
  const lo = range.gteq ?? -Infinity;
  const hi = range.lteq ?? Infinity;
  pass.fill(0);
  for (let r = 0; r < n; r++) {
    const v = values[r] as number;
    pass[r >>> 5] = (pass[r >>> 5] as number) | ((+(v >= lo) & +(v <= hi)) << (r & 31));
  }
}
