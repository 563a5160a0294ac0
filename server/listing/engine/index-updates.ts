/**
 * Stock changes applied to a built column set in place (docs/listing-api.md, "Index updates"), so a
 * changed price or status costs each process a few milliseconds instead of a rebuild. A batch of
 * changes (the current rows of the vehicles the change log names) is applied in three passes:
 * vehicles gone are cut out (one compaction of every per-row array), changed vehicles are rewritten
 * in their row, and new vehicles (ids above every indexed one) are appended. Rows stay in id order,
 * so every structure ends as a fresh build of the same rows would have it, up to the dictionary
 * codes (a value keeps its code; a value no vehicle holds any more keeps a code counting 0, which no
 * facet offers).
 *
 * `applyVehicleChanges` answers false, before touching anything, for what it does not do in place
 * (a new vehicle with an id below an indexed one; a multi-valued column outgrowing its bit layout):
 * the caller then rebuilds.
 */
import type { CheckboxFilter, SortOption } from '../../../domain/listing-query.js';
import { CHECKBOX_FILTERS, MULTI_VALUED_FILTERS, RANGE_FILTERS, SORT_OPTIONS } from '../../../domain/listing-query.js';
import { cutBit, wordCount } from './bitsets.js';
import { MAX_VALUE_BITSETS, multiValues, singleValue, toNumber, type IndexedVehicleRow } from './build.js';
import { compareOptionValues, MAX_BITSET_CODE, NO_VALUE, type CheckboxColumn, type MultiColumn } from './columns.js';
import { buildJointCodes } from './joint-codes.js';
import { forEachRowLabel, lowerBound, vinKey, VIN_KEY, type KeywordIndex, type KeywordLabel } from './keyword-index.js';
import { SORT_KEYS, hasPrice, statusRank, timestampKey } from './sort-orders.js';
import { CHECKBOX_KEYS, RANGE_KEYS, rowOfId, type IndexColumns } from './types.js';

/** The current row of a changed vehicle, or null when it is gone. */
export interface VehicleChange {
  id: number;
  row: IndexedVehicleRow | null;
}

/** A row's codes of a multi-valued column: trimmed, without empties, each once (as columns.ts builds them). */
function multiCodes(column: MultiColumn, values: readonly string[], grow: (column: CheckboxColumn, value: string) => number): number[] {
  const out: number[] = [];
  for (const value of values) {
    const code = grow(column, value.trim());
    if (code !== NO_VALUE && !out.includes(code)) out.push(code);
  }
  return out;
}

function rowValues(filter: CheckboxFilter, row: IndexedVehicleRow): string[] {
  return multiValues(filter, row[CHECKBOX_FILTERS[filter]]);
}

/** Whether the batch can be applied in place (checked before anything changes). */
function fitsInPlace(cols: IndexColumns, live: VehicleChange[], appended: VehicleChange[], maxKeptId: number): boolean {
  if (appended.some((change) => change.id <= maxKeptId)) return false;
  for (const filter of MULTI_VALUED_FILTERS) {
    const column = cols.checkbox[filter];
    if (column.kind !== 'multi' || !column.bits) continue;
    const unknown = new Set<string>();
    for (const change of live) {
      for (const value of rowValues(filter, change.row as IndexedVehicleRow)) {
        const v = value.trim();
        if (v !== '' && !column.codeOf.has(v)) unknown.add(v);
      }
    }
    // A column kept as per-row bit sets must keep its codes within one 32-bit integer.
    if (column.values.length - 1 + unknown.size > MAX_BITSET_CODE) return false;
  }
  return true;
}

/** Applies the changes; false (nothing changed) when they must be rebuilt instead. */
export function applyVehicleChanges(cols: IndexColumns, changes: readonly VehicleChange[]): boolean {
  const byId = new Map<number, VehicleChange>();
  for (const change of changes) byId.set(change.id, change);
  const removed: number[] = [];
  const updated: VehicleChange[] = [];
  const appended: VehicleChange[] = [];
  for (const change of byId.values()) {
    const row = rowOfId(cols, change.id);
    if (change.row === null) {
      if (row !== undefined) removed.push(row);
    } else if (row !== undefined) updated.push(change);
    else appended.push(change);
  }
  const removedSet = new Set(removed);
  let maxKeptId = 0;
  for (let r = cols.rowCount - 1; r >= 0; r--) {
    if (!removedSet.has(r)) {
      maxKeptId = cols.ids[r] as number;
      break;
    }
  }
  appended.sort((a, b) => a.id - b.id);
  if (!fitsInPlace(cols, [...updated, ...appended], appended, maxKeptId)) return false;

  if (removed.length > 0) removeRows(cols, removedSet);
  const grew = new Set<CheckboxFilter>();
  const multiRewrites = new Map<CheckboxFilter, Map<number, number[]>>();
  // Rewrites first, while every order holds exactly the indexed rows; then the blank rows appended.
  for (const change of updated)
    setRow(cols, rowOfId(cols, change.id) as number, change.row as IndexedVehicleRow, false, grew, multiRewrites);
  const start = cols.rowCount;
  if (appended.length > 0) growRows(cols, appended);
  appended.forEach((change, i) => setRow(cols, start + i, change.row as IndexedVehicleRow, true, grew, multiRewrites));
  for (const [filter, rewrites] of multiRewrites) rewriteMulti(cols.checkbox[filter] as MultiColumn, cols.rowCount, rewrites, start);
  for (const filter of grew) {
    const column = cols.checkbox[filter];
    const codes = Array.from({ length: column.values.length - 1 }, (_, i) => i + 1);
    codes.sort((a, b) => compareOptionValues(column.values[a] ?? '', column.values[b] ?? ''));
    column.displayOrder = Int32Array.from(codes);
    // As the build decides: a column with too many values keeps no per-value bit sets.
    if (column.values.length > MAX_VALUE_BITSETS) cols.valueBits[filter] = null;
  }
  // Joint groups are laid out by dictionary sizes: a new value re-packs them (one pass over every
  // row); otherwise only the rewritten and appended rows' cells change (removed ones were cut out).
  if (grew.size > 0) cols.joint = buildJointCodes(cols.checkbox, cols.rowCount);
  else {
    if (appended.length > 0) cols.joint.codes = grown(cols.joint.codes, cols.rowCount * cols.joint.groups.length);
    for (const change of updated) setJointCells(cols, rowOfId(cols, change.id) as number);
    for (let r = start; r < cols.rowCount; r++) setJointCells(cols, r);
  }
  return true;
}

/** Row r's cell in every joint group, as buildJointCodes computes it. */
function setJointCells(cols: IndexColumns, r: number): void {
  const { groups, codes } = cols.joint;
  const width = groups.length;
  groups.forEach((group, g) => {
    let cell = group.offset;
    for (const member of group.members) {
      const column = cols.checkbox[member.filter];
      const code = column.kind === 'single' ? (column.codes[r] as number) : ((column.bits as Int32Array)[r] as number);
      cell += code * member.stride;
    }
    codes[r * width + g] = cell;
  });
}

/** The code of `value` in the column, added to its dictionary when new. */
function codeIn(column: CheckboxColumn, value: string | null, grew: Set<CheckboxFilter>, filter: CheckboxFilter): number {
  if (value === null || value === '') return NO_VALUE;
  let code = column.codeOf.get(value);
  if (code === undefined) {
    code = column.values.length;
    column.values.push(value);
    column.codeOf.set(value, code);
    grew.add(filter);
  }
  return code;
}

function setBit(bits: Uint32Array, row: number, on: boolean): void {
  const w = row >>> 5;
  const mask = 1 << (row & 31);
  bits[w] = on ? (bits[w] as number) | mask : (bits[w] as number) & ~mask;
}

/** Writes one vehicle into row `r`; `fresh` rows were just appended (blank, in no sort order yet). */
function setRow(
  cols: IndexColumns,
  r: number,
  row: IndexedVehicleRow,
  fresh: boolean,
  grew: Set<CheckboxFilter>,
  multiRewrites: Map<CheckboxFilter, Map<number, number[]>>,
): void {
  const words = wordCount(cols.rowCount);
  for (const filter of CHECKBOX_KEYS) {
    const column = cols.checkbox[filter];
    const grow = (c: CheckboxColumn, value: string): number => codeIn(c, value, grew, filter);
    let before: number[];
    let after: number[];
    if (column.kind === 'single') {
      before = [column.codes[r] as number];
      after = [codeIn(column, singleValue(row[CHECKBOX_FILTERS[filter]]), grew, filter)];
      column.codes[r] = after[0] as number;
    } else {
      before = fresh ? [] : Array.from(column.items.subarray(column.offsets[r], column.offsets[r + 1]));
      after = multiCodes(column, rowValues(filter, row), grow);
      if (before.length !== after.length || before.some((code, i) => code !== after[i])) {
        let rewrites = multiRewrites.get(filter);
        if (!rewrites) multiRewrites.set(filter, (rewrites = new Map()));
        rewrites.set(r, after);
      }
      if (column.bits) column.bits[r] = after.reduce((bits, code) => bits | (1 << code), 0);
    }
    const sets = cols.valueBits[filter];
    if (sets) {
      for (const code of before) setBit(sets[code] as Uint32Array, r, false);
      for (const code of after) {
        while (sets.length <= code) sets.push(new Uint32Array(words));
        setBit(sets[code] as Uint32Array, r, true);
      }
    }
  }
  const old = fresh ? undefined : sortKeyOf(cols, r);
  for (const filter of RANGE_KEYS) (cols.ranges[filter] as Float64Array)[r] = toNumber(row[RANGE_FILTERS[filter]]);
  cols.sortKeys.created_at[r] = timestampKey(row.created_at);
  cols.sortKeys.status[r] = statusRank(String(row.status));
  cols.unpriced[r] = hasPrice(row) ? 0 : 1;
  const now = sortKeyOf(cols, r);
  reorder(cols, r, fresh, old, now);
  updateKeywords(cols.keywords, r, row, fresh);
}

/** Every key a row is ordered by, to tell which orders a change moves it in. */
function sortKeyOf(cols: IndexColumns, r: number): number[] {
  const keys = RANGE_KEYS.map((filter) => cols.ranges[filter][r] as number);
  keys.push(cols.sortKeys.created_at[r] as number, cols.sortKeys.status[r] as number, cols.unpriced[r] as number);
  return keys;
}

/** Orders row a before row b (negative) as sortPermutation does. */
type Compare = (a: number, b: number) => number;

function comparer(keys: Float64Array, direction: 1 | -1, last?: Uint8Array): Compare {
  return (a, b) => {
    if (last && last[a] !== last[b]) return (last[a] as number) - (last[b] as number);
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    if (ka !== kb) return ka < kb ? -direction : direction;
    return a - b;
  };
}

/**
 * Moves row r to its place in `order` (its first `len` entries; a fresh row is in none of them and
 * makes it one longer); `rank`, when kept, follows every entry that moved.
 */
function place(order: Int32Array, len: number, r: number, from: number, compare: Compare, rank: Int32Array | null): void {
  let n = len;
  if (from >= 0) {
    order.copyWithin(from, from + 1, n);
    n -= 1;
  }
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid] as number, r) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.copyWithin(lo + 1, lo, n);
  order[lo] = r;
  if (!rank) return;
  const first = from < 0 ? lo : Math.min(from, lo);
  const end = from < 0 ? n + 1 : Math.max(from, lo) + 1;
  for (let i = first; i < end; i++) rank[order[i] as number] = i;
}

function reorder(cols: IndexColumns, r: number, fresh: boolean, old: number[] | undefined, now: number[]): void {
  const changed = (i: number): boolean => fresh || old?.[i] !== now[i];
  const keyIndex: Record<(typeof SORT_KEYS)[SortOption]['key'], number> = {
    production_year: RANGE_KEYS.indexOf('production_year'),
    mileage: RANGE_KEYS.indexOf('mileage'),
    display_price: RANGE_KEYS.indexOf('display_price'),
    created_at: RANGE_KEYS.length,
    status: RANGE_KEYS.length + 1,
  };
  const unpricedIndex = RANGE_KEYS.length + 2;
  // Fresh rows are appended one at a time: the orders hold the rows before this one.
  const len = fresh ? r : cols.rowCount;
  const moved = new Set<Int32Array>();
  for (const sort of SORT_OPTIONS) {
    const { key, direction, unpricedLast } = SORT_KEYS[sort];
    if (!changed(keyIndex[key]) && !(unpricedLast && changed(unpricedIndex))) continue;
    const order = cols.sorts[sort];
    const rank = cols.ranks[sort];
    place(
      order,
      len,
      r,
      fresh ? -1 : (rank[r] as number),
      comparer(cols.sortKeys[key], direction, unpricedLast ? cols.unpriced : undefined),
      rank,
    );
    moved.add(order);
  }
  RANGE_KEYS.forEach((filter, i) => {
    const order = cols.rangeOrders[filter];
    // production_year and mileage share their ascending sort's array (build.ts).
    if (moved.has(order) || SORT_OPTIONS.some((sort) => cols.sorts[sort] === order) || !changed(i)) return;
    place(order, len, r, fresh ? -1 : order.subarray(0, len).indexOf(r), comparer(cols.ranges[filter], 1), null);
  });
}

/** Inserts `value` into an ascending list (in its spare room, or a longer copy); as is when already there. */
function withValue(list: Int32Array, value: number): Int32Array {
  const at = lowerBound<number>(list, value);
  if (list[at] === value) return list;
  const n = list.length;
  const out = grown(list, n + 1);
  out.copyWithin(at + 1, at, n);
  out[at] = value;
  return out;
}

/** The list without `value` (in place, a shorter view; the same list when it is absent). */
function withoutValue(list: Int32Array, value: number): Int32Array {
  const at = lowerBound<number>(list, value);
  if (at >= list.length || list[at] !== value) return list;
  list.copyWithin(at, at + 1);
  return list.subarray(0, list.length - 1);
}

function updateKeywords(index: KeywordIndex, r: number, row: IndexedVehicleRow, fresh: boolean): void {
  // The row's labels now; only the labels it joins or leaves are copied (a price change: none).
  const wanted = new Set<number>();
  forEachRowLabel(row, index.dealerRows, (key, make) => {
    const id = index.labelOf.get(key);
    if (id !== undefined) {
      wanted.add(id);
      return;
    }
    const made = make();
    const newId = index.labels.length;
    index.labels.push({ ...made, rows: new Int32Array(0) });
    index.labelOf.set(key, newId);
    wanted.add(newId);
    for (const word of made.words) {
      const at = lowerBound(index.words, word);
      if (index.words[at] === word) index.wordLabels[at] = withValue(index.wordLabels[at] as Int32Array, newId);
      else {
        index.words.splice(at, 0, word);
        index.wordLabels.splice(at, 0, Int32Array.of(newId));
      }
    }
  });
  if (fresh) for (const id of wanted) (index.labels[id] as KeywordLabel).rows = withValue((index.labels[id] as KeywordLabel).rows, r);
  else
    index.labels.forEach((label, id) => {
      const rows = wanted.has(id) ? withValue(label.rows, r) : withoutValue(label.rows, r);
      if (rows !== label.rows) label.rows = rows;
    });
  if (!fresh) {
    const oldVin = index.vins[r] ?? '';
    const tail = index.vinTails.get(oldVin.slice(-VIN_KEY));
    if (oldVin.length >= VIN_KEY && tail) index.vinTails.set(oldVin.slice(-VIN_KEY), withoutValue(tail, r));
  }
  const vin = vinKey(row.vin);
  index.vins[r] = vin;
  if (vin.length >= VIN_KEY) {
    const key = vin.slice(-VIN_KEY);
    index.vinTails.set(key, withValue(index.vinTails.get(key) ?? new Int32Array(0), r));
  }
}

/** Rebuilds a multi-valued column's flat lists with some rows' codes replaced. */
function rewriteMulti(column: MultiColumn, rowCount: number, rewrites: Map<number, number[]>, appendedFrom: number): void {
  if (Math.min(...rewrites.keys()) >= appendedFrom) {
    // Only appended rows (empty until now): their codes go at the end, nothing else moves.
    let at = column.offsets[appendedFrom] as number;
    let extra = 0;
    for (const codes of rewrites.values()) extra += codes.length;
    const items = grown(column.items, at + extra);
    for (let r = appendedFrom; r < rowCount; r++) {
      column.offsets[r] = at;
      for (const code of rewrites.get(r) ?? []) items[at++] = code;
    }
    column.offsets[rowCount] = at;
    column.items = items;
    return;
  }
  const { offsets, items } = column;
  let extra = 0;
  for (const [r, codes] of rewrites) extra += codes.length - ((offsets[r + 1] as number) - (offsets[r] as number));
  const nextOffsets = new Int32Array(rowCount + 1);
  const nextItems = new Int32Array(items.length + extra);
  let at = 0;
  for (let r = 0; r < rowCount; r++) {
    nextOffsets[r] = at;
    const codes = rewrites.get(r);
    if (codes) for (const code of codes) nextItems[at++] = code;
    else for (let j = offsets[r] as number, end = offsets[r + 1] as number; j < end; j++) nextItems[at++] = items[j] as number;
  }
  nextOffsets[rowCount] = at;
  column.offsets = nextOffsets;
  column.items = nextItems;
}

/**
 * `array` with room for `length` entries (new ones 0): a longer view of the same memory when it has
 * spare room, else a copy with some to spare, so appending vehicles one by one copies rarely.
 */
function grown<T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(array: T, length: number): T {
  const Kind = array.constructor as {
    new (n: number): T;
    new (buffer: ArrayBufferLike, offset: number, n: number): T;
    BYTES_PER_ELEMENT: number;
  };
  const room = array.byteOffset === 0 ? array.buffer.byteLength / Kind.BYTES_PER_ELEMENT : 0;
  if (room >= length) {
    const view = new Kind(array.buffer, 0, length);
    view.fill(0, Math.min(array.length, length));
    return view;
  }
  const out = new Kind(length + Math.max(1024, length >>> 6)).subarray(0, length) as T;
  out.set(array.subarray(0, Math.min(array.length, length)));
  return out;
}

/** Appends blank rows for the new vehicles (code 0, in no order yet); setRow fills them. */
function growRows(cols: IndexColumns, appended: VehicleChange[]): void {
  const n = cols.rowCount;
  const m = n + appended.length;
  cols.ids = grown(cols.ids, m);
  appended.forEach((change, i) => {
    cols.ids[n + i] = change.id;
  });
  for (const filter of CHECKBOX_KEYS) {
    const column = cols.checkbox[filter];
    if (column.kind === 'single') column.codes = grown(column.codes, m);
    else {
      column.offsets = grown(column.offsets, m + 1);
      for (let r = n + 1; r <= m; r++) column.offsets[r] = column.items.length;
      if (column.bits) column.bits = grown(column.bits, m);
    }
    const sets = cols.valueBits[filter];
    if (sets) {
      for (let c = 0; c < sets.length; c++) sets[c] = grown(sets[c] as Uint32Array, wordCount(m));
      // Blank single-valued rows hold code 0 until setRow moves them.
      if (column.kind === 'single') for (let r = n; r < m; r++) setBit(sets[NO_VALUE] as Uint32Array, r, true);
    }
  }
  for (const filter of RANGE_KEYS) cols.ranges[filter] = grown(cols.ranges[filter], m);
  cols.sortKeys = {
    production_year: cols.ranges.production_year,
    mileage: cols.ranges.mileage,
    display_price: cols.ranges.display_price,
    created_at: grown(cols.sortKeys.created_at, m),
    status: grown(cols.sortKeys.status, m),
  };
  cols.unpriced = grown(cols.unpriced, m);
  const done = new Map<Int32Array, Int32Array>();
  for (const sort of SORT_OPTIONS) {
    const next = grown(cols.sorts[sort], m);
    done.set(cols.sorts[sort], next);
    cols.sorts[sort] = next;
    cols.ranks[sort] = grown(cols.ranks[sort], m);
  }
  for (const filter of RANGE_KEYS) cols.rangeOrders[filter] = done.get(cols.rangeOrders[filter]) ?? grown(cols.rangeOrders[filter], m);
  cols.keywords.vins.length = m;
  cols.rowCount = m;
}

/** Up to this many rows removed at once are cut one by one (memmoves); more in one pass. */
export const FEW_CUTS = 4;

/** How many entries of a short ascending list are below `value`. */
function countBelow(sorted: readonly number[], value: number): number {
  let k = 0;
  while (k < sorted.length && (sorted[k] as number) < value) k++;
  return k;
}

/** Cuts the rows in `gone` out of every structure (row numbers above them move down). */
function removeRows(cols: IndexColumns, gone: ReadonlySet<number>): void {
  const n = cols.rowCount;
  const remap = new Int32Array(n);
  let m = 0;
  remap.fill(1);
  for (const r of gone) remap[r] = -1;
  for (let r = 0; r < n; r++) remap[r] = remap[r] === -1 ? -1 : m++;
  // Few rows: each cut is a memmove; many: one pass. Either way in place (a row only ever moves
  // down), and the result is a view of the first m entries: nothing of the index's size allocated.
  const cuts = [...gone].sort((a, b) => b - a);
  const few = cuts.length <= FEW_CUTS;
  const keep = <T extends Int32Array | Float64Array | Uint8Array>(array: T): T => {
    if (few) for (const r of cuts) array.copyWithin(r, r + 1, n);
    else for (let r = 0; r < n; r++) if (remap[r] !== -1) array[remap[r] as number] = array[r] as number;
    return array.subarray(0, m) as T;
  };
  /** An ascending or permuted row list without the cut rows, the others renumbered (in place). */
  // With few cuts a row's new number is counted from them (sequential reads only: at a million rows
  // a lookup in `remap` per entry is a cache miss each).
  const ascending = [...cuts].reverse();
  const mapList = (list: Int32Array): Int32Array => {
    let k = 0;
    if (few) {
      for (let i = 0; i < list.length; i++) {
        const row = list[i] as number;
        const below = countBelow(ascending, row);
        if (ascending[below] !== row) list[k++] = row - below;
      }
    } else
      for (let i = 0; i < list.length; i++) {
        const to = remap[list[i] as number] as number;
        if (to !== -1) list[k++] = to;
      }
    return k === list.length ? list : list.subarray(0, k);
  };
  cols.ids = keep(cols.ids);
  // Joint codes: the kept rows' blocks, in order.
  const width = cols.joint.groups.length;
  const joint = cols.joint.codes;
  if (few) for (const r of cuts) joint.copyWithin(r * width, (r + 1) * width, n * width);
  else
    for (let r = 0; r < n; r++) {
      const to = remap[r] as number;
      if (to !== -1) for (let g = 0; g < width; g++) joint[to * width + g] = joint[r * width + g] as number;
    }
  cols.joint.codes = joint.subarray(0, m * width);
  for (const filter of CHECKBOX_KEYS) {
    const column = cols.checkbox[filter];
    if (column.kind === 'single') column.codes = keep(column.codes);
    else {
      const offsets = new Int32Array(m + 1);
      const items = new Int32Array(column.items.length);
      let at = 0;
      for (let r = 0; r < n; r++) {
        if (remap[r] === -1) continue;
        offsets[remap[r] as number] = at;
        for (let j = column.offsets[r] as number; j < (column.offsets[r + 1] as number); j++) items[at++] = column.items[j] as number;
      }
      offsets[m] = at;
      column.offsets = offsets;
      column.items = items.slice(0, at);
      if (column.bits) column.bits = keep(column.bits);
    }
    const sets = cols.valueBits[filter];
    if (sets) {
      if (few) {
        for (let c = 0; c < sets.length; c++) {
          const set = sets[c] as Uint32Array;
          for (const r of cuts) cutBit(set, r);
          sets[c] = set.subarray(0, wordCount(m));
        }
      } else {
        // Re-set from the compacted codes: one pass, whatever the number of rows removed.
        for (let c = 0; c < sets.length; c++) sets[c] = new Uint32Array(wordCount(m));
        for (let r = 0; r < m; r++) {
          if (column.kind === 'single') setBit(sets[column.codes[r] as number] as Uint32Array, r, true);
          else
            for (let j = column.offsets[r] as number; j < (column.offsets[r + 1] as number); j++)
              setBit(sets[column.items[j] as number] as Uint32Array, r, true);
        }
      }
    }
  }
  for (const filter of RANGE_KEYS) cols.ranges[filter] = keep(cols.ranges[filter]);
  cols.sortKeys = {
    production_year: cols.ranges.production_year,
    mileage: cols.ranges.mileage,
    display_price: cols.ranges.display_price,
    created_at: keep(cols.sortKeys.created_at),
    status: keep(cols.sortKeys.status),
  };
  cols.unpriced = keep(cols.unpriced);
  const done = new Map<Int32Array, Int32Array>();
  for (const sort of SORT_OPTIONS) {
    // Where the cut rows stood in this order: every later position moves up by the cuts before it.
    const positions = cuts.map((r) => cols.ranks[sort][r] as number).sort((a, b) => a - b);
    const next = mapList(cols.sorts[sort]);
    done.set(cols.sorts[sort], next);
    cols.sorts[sort] = next;
    if (few) {
      const rank = keep(cols.ranks[sort]);
      for (let i = 0; i < m; i++) rank[i] = (rank[i] as number) - countBelow(positions, rank[i] as number);
      cols.ranks[sort] = rank;
    } else {
      const rank = cols.ranks[sort].subarray(0, m);
      for (let i = 0; i < m; i++) rank[next[i] as number] = i;
      cols.ranks[sort] = rank;
    }
  }
  for (const filter of RANGE_KEYS) cols.rangeOrders[filter] = done.get(cols.rangeOrders[filter]) ?? mapList(cols.rangeOrders[filter]);
  const keywords = cols.keywords;
  for (const label of keywords.labels) label.rows = mapList(label.rows);
  if (few) for (const r of cuts) keywords.vins.splice(r, 1);
  else keywords.vins = keywords.vins.filter((_, r) => remap[r] !== -1);
  for (const [tail, list] of keywords.vinTails) keywords.vinTails.set(tail, mapList(list));
  cols.rowCount = m;
}
