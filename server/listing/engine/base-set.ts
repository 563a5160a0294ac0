/**
 * A listing's "base set": the rows it may show at all (its restriction compiled into a row bit set)
 * and how many of them hold each facet value. Compiled once per listing and forced-filter
 * combination and cached by the index, so a query starts from the bit set.
 */
import type { CheckboxFilter } from '../../../domain/listing-query.js';
import { extractAndNot, extractRows, hasRow, popcount32, wordCount } from './bitsets.js';
import { tally } from './facet-counts.js';
import { selectionTable, type SingleColumn } from './columns.js';
import { tallyCells } from './joint-codes.js';
import type { Restriction } from './restriction.js';
import { CHECKBOX_KEYS, EXCLUDED } from './filter-bits.js';
import { type IndexColumns } from './types.js';

export interface BaseSet {
  /** The rows the listing may show (bitsets.ts); no bit past the last row is set. */
  bits: Uint32Array;
  size: number;
  /**
   * counts[filter][code]: rows of the base set with that value. Non-zero codes are the facet's
   * options, and a query whose matches are most of the base set counts by subtracting from these.
   */
  counts: Record<CheckboxFilter, Int32Array>;
  /** The base set's joint-code cells (joint-codes.ts). */
  cells: Int32Array;
  /**
   * The listing's own counts, whose non-zero codes are the facet's options: `counts` itself, except
   * in a set a keyword narrowed (narrowBaseSet), whose facets still offer every option the listing
   * holds (an option the keyword excludes shows a count of 0).
   */
  shown: Record<CheckboxFilter, Int32Array>;
}

/** Restricted attributes are single-valued checkbox columns; this names the column of each. */
const RESTRICTED_COLUMNS = {
  brandKey: 'brands',
  state: 'states',
  dealerCode: 'dealers',
  status: 'statuses',
} as const satisfies Record<Exclude<keyof Restriction, 'broken'>, CheckboxFilter>;

/** Whether row r passes the restriction, as compileBaseSet decides (codes read at each call). */
export function restrictionTest(cols: IndexColumns, restriction: Restriction): (r: number) => boolean {
  if (restriction.broken) return () => false;
  const dead = cols.dead;
  const tests: { column: SingleColumn; sel: Uint8Array }[] = [];
  for (const [part, filter] of Object.entries(RESTRICTED_COLUMNS) as [keyof typeof RESTRICTED_COLUMNS, CheckboxFilter][]) {
    const column = cols.checkbox[filter] as SingleColumn;
    for (const list of restriction[part]) tests.push({ column, sel: selectionTable(column, list) });
  }
  return (r) => !hasRow(dead, r) && tests.every(({ column, sel }) => sel[column.codes[r] as number] === 1);
}

/**
 * Adds (delta 1) or takes away (delta -1) row r's share of a listing's base set: its bit, the size,
 * its facet counts and joint cells. Keeps a cached base set current when a stock change is applied
 * in place (listing-index.ts), instead of compiling it again over every row.
 */
export function shiftRow(cols: IndexColumns, base: BaseSet, r: number, delta: 1 | -1): void {
  const w = r >>> 5;
  base.bits[w] = delta === 1 ? (base.bits[w] as number) | (1 << (r & 31)) : (base.bits[w] as number) & ~(1 << (r & 31));
  base.size += delta;
  const one = Int32Array.of(r);
  for (const filter of CHECKBOX_KEYS) tally(cols.checkbox[filter], one, 0, 1, base.counts[filter], delta);
  tallyCells(cols.joint, one, 1, base.cells, delta);
}

export function compileBaseSet(cols: IndexColumns, restriction: Restriction): BaseSet {
  const n = cols.rowCount;
  const template = new Int32Array(n);
  const excluded = EXCLUDED; // local: an imported binding may compile to a getter call per row
  if (restriction.broken) template.fill(excluded);
  else {
    for (const [part, filter] of Object.entries(RESTRICTED_COLUMNS) as [keyof typeof RESTRICTED_COLUMNS, CheckboxFilter][]) {
      const column = cols.checkbox[filter] as SingleColumn;
      for (const list of restriction[part]) {
        const sel = selectionTable(column, list);
        const codes = column.codes;
        for (let r = 0; r < n; r++) if (sel[codes[r] as number] === 0) template[r] = excluded;
      }
    }
  }
  // A removed vehicle's row stays until the next build: no listing shows it (index-updates.ts).
  if (cols.deadCount > 0) for (let r = 0; r < n; r++) if (hasRow(cols.dead, r)) template[r] = excluded;
  let size = 0;
  for (let r = 0; r < n; r++) if (template[r] === 0) size++;

  const counts = {} as Record<CheckboxFilter, Int32Array>;
  for (const filter of CHECKBOX_KEYS) {
    const column = cols.checkbox[filter];
    const seen = new Int32Array(column.values.length);
    if (column.kind === 'single') {
      const codes = column.codes;
      for (let r = 0; r < n; r++) {
        if (template[r] !== 0) continue;
        const code = codes[r] as number;
        seen[code] = (seen[code] as number) + 1;
      }
    } else {
      const { offsets, items } = column;
      for (let r = 0; r < n; r++) {
        if (template[r] !== 0) continue;
        for (let j = offsets[r] as number, end = offsets[r + 1] as number; j < end; j++) {
          const code = items[j] as number;
          seen[code] = (seen[code] as number) + 1;
        }
      }
    }
    counts[filter] = seen;
  }
  const rows = new Int32Array(size);
  const bits = new Uint32Array(wordCount(n));
  for (let r = 0, i = 0; r < n; r++) {
    if (template[r] !== 0) continue;
    rows[i++] = r;
    bits[r >>> 5] = (bits[r >>> 5] as number) | (1 << (r & 31));
  }
  const cells = new Int32Array(cols.joint.totalCells);
  tallyCells(cols.joint, rows, size, cells, 1);
  return { bits, size, counts, cells, shown: counts };
}

/**
 * The base set narrowed to the rows a keyword finds (`keyword`, a row bit set): facets are then
 * counted on it exactly as on a listing's own base set. The counts and cells are tallied from the
 * shorter of the kept rows (added) and the dropped ones (subtracted from the base set's), so a
 * keyword that keeps most of the listing costs no more than one that keeps a few rows.
 */
export function narrowBaseSet(cols: IndexColumns, base: BaseSet, keyword: Uint32Array): BaseSet {
  const bits = new Uint32Array(base.bits.length);
  let size = 0;
  for (let w = 0; w < bits.length; w++) {
    const x = ((base.bits[w] as number) & (keyword[w] as number)) >>> 0;
    bits[w] = x;
    if (x !== 0) size += popcount32(x);
  }
  const keepFew = size * 2 <= base.size;
  const list = new Int32Array(keepFew ? size : base.size - size);
  const len = keepFew ? extractRows(bits, list, 0) : extractAndNot(base.bits, bits, list, 0);
  const delta = keepFew ? 1 : -1;
  const counts = {} as Record<CheckboxFilter, Int32Array>;
  for (const filter of CHECKBOX_KEYS) {
    const own = keepFew ? new Int32Array(base.counts[filter].length) : base.counts[filter].slice();
    tally(cols.checkbox[filter], list, 0, len, own, delta);
    counts[filter] = own;
  }
  const cells = keepFew ? new Int32Array(cols.joint.totalCells) : base.cells.slice();
  tallyCells(cols.joint, list, len, cells, delta);
  return { bits, size, counts, cells, shown: base.shown };
}
