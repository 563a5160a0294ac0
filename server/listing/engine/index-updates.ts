/**
 * Stock changes applied to a built column set in place (docs/listing-api.md, "Index updates"), so a
 * stock change costs each process a few milliseconds instead of a rebuild. A batch of changes (the
 * current rows of the vehicles the change log names) is applied in three passes: vehicles gone are
 * marked removed (a tombstone bit: the row keeps its place and values, and no base set admits it,
 * so no query, sort or facet count sees it), changed vehicles are rewritten in their row (a removed
 * row whose id comes back is rewritten and admitted again), and new vehicles (ids above every
 * indexed one) are appended. Rows stay in id order, so every structure ends as a fresh build of
 * the live rows would answer, up to the dictionary codes (a value keeps its code; a value no live
 * vehicle holds keeps a code counting 0, which no facet offers). Removed rows are dropped by the
 * next build (index-service.ts compacts when they pass a share of the rows).
 *
 * `applyVehicleChanges` answers false, before touching anything, for what it does not do in place
 * (a new vehicle with an id below an indexed one; a multi-valued column outgrowing its bit layout):
 * the caller then rebuilds.
 */
import type { CheckboxFilter, SortOption } from '../../../domain/listing-query.js';
import { CHECKBOX_FILTERS, MULTI_VALUED_FILTERS, RANGE_FILTERS, SORT_OPTIONS } from '../../../domain/listing-query.js';
import { hasRow, wordCount } from './bitsets.js';
import { MAX_VALUE_BITSETS, multiValues, singleValue, toNumber, type IndexedVehicleRow } from './build.js';
import { compareOptionValues, MAX_BITSET_CODE, NO_VALUE, type CheckboxColumn, type MultiColumn } from './columns.js';
import { jointFits, repackJointCodes } from './joint-codes.js';
import { forEachRowLabel, lowerBound, vinKey, VIN_KEY, type KeywordIndex, type KeywordLabel } from './keyword-index.js';
import { grown } from './room.js';
import { SORT_KEYS, hasPrice, rowComparer, statusRank, timestampKey, type RowCompare } from './sort-orders.js';
import { CHECKBOX_KEYS, RANGE_KEYS } from './filter-bits.js';
import { rowOfId, type IndexColumns } from './types.js';

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
function fitsInPlace(cols: IndexColumns, live: VehicleChange[], appended: VehicleChange[], maxIndexedId: number): boolean {
  if (appended.some((change) => change.id <= maxIndexedId)) return false;
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
      if (row !== undefined && !hasRow(cols.dead, row)) removed.push(row);
    } else if (row !== undefined) updated.push(change);
    else appended.push(change);
  }
  // A removed row keeps its id, so a new vehicle must come after it too (an id that comes back,
  // as SQLite may give the highest id again, is its row rewritten).
  const maxIndexedId = cols.rowCount === 0 ? 0 : (cols.ids[cols.rowCount - 1] as number);
  appended.sort((a, b) => a.id - b.id);
  if (!fitsInPlace(cols, [...updated, ...appended], appended, maxIndexedId)) return false;

  for (const r of removed) setBit(cols.dead, r, true);
  cols.deadCount += removed.length;
  const grew = new Set<CheckboxFilter>();
  const multiRewrites = new Map<CheckboxFilter, Map<number, number[]>>();
  // Rewrites first, while every order holds exactly the indexed rows; then the blank rows appended.
  for (const change of updated) {
    const r = rowOfId(cols, change.id) as number;
    setRow(cols, r, change.row as IndexedVehicleRow, false, grew, multiRewrites);
    if (hasRow(cols.dead, r)) {
      setBit(cols.dead, r, false);
      cols.deadCount -= 1;
    }
  }
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
  // Joint groups leave each column room for new values (joint-codes.ts, sizesIn): a new value that
  // fits its room changes only the rewritten and appended rows' cells (removed ones keep theirs);
  // one past it lays that column's group out again from the rows' old cells, not every group from
  // the columns (docs/listing-api.md, "Index updates").
  if (grew.size > 0 && !jointFits(cols.joint, cols.checkbox))
    cols.joint = repackJointCodes(cols.joint, cols.checkbox, start, cols.rowCount);
  else if (appended.length > 0) cols.joint.codes = grown(cols.joint.codes, cols.rowCount * cols.joint.groups.length);
  for (const change of updated) setJointCells(cols, rowOfId(cols, change.id) as number);
  for (let r = start; r < cols.rowCount; r++) setJointCells(cols, r);
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
  // Where the row stands in each order it moves in, found by its keys before they change.
  const old = fresh ? undefined : sortKeyOf(cols, r);
  const now = rowSortKeys(row);
  const len = fresh ? r : cols.rowCount; // fresh rows are appended one at a time: the orders hold the rows before
  const moves = rowOrders(cols).filter((o) => fresh || o.keys.some((k) => old?.[k] !== now[k]));
  const from = moves.map((o) => (fresh ? -1 : positionOf(o.order, len, r, o.compare)));
  RANGE_KEYS.forEach((filter, i) => {
    (cols.ranges[filter] as Float64Array)[r] = now[i] as number;
  });
  cols.sortKeys.created_at[r] = now[CREATED_AT] as number;
  cols.sortKeys.status[r] = now[STATUS] as number;
  cols.unpriced[r] = now[UNPRICED] as number;
  moves.forEach((o, i) => place(o.order, len, r, from[i] as number, o.compare));
  updateKeywords(cols.keywords, r, row, fresh);
}

/** Positions of the created_at, status and unpriced keys after the range keys (sortKeyOf, rowSortKeys). */
const CREATED_AT = RANGE_KEYS.length;
const STATUS = RANGE_KEYS.length + 1;
const UNPRICED = RANGE_KEYS.length + 2;

/** Every key a row is ordered by, to tell which orders a change moves it in. */
function sortKeyOf(cols: IndexColumns, r: number): number[] {
  const keys = RANGE_KEYS.map((filter) => cols.ranges[filter][r] as number);
  keys.push(cols.sortKeys.created_at[r] as number, cols.sortKeys.status[r] as number, cols.unpriced[r] as number);
  return keys;
}

/** The same keys for a vehicle row, as the build computes them. */
function rowSortKeys(row: IndexedVehicleRow): number[] {
  const keys = RANGE_KEYS.map((filter) => toNumber(row[RANGE_FILTERS[filter]]));
  keys.push(timestampKey(row.created_at), statusRank(String(row.status)), hasPrice(row) ? 0 : 1);
  return keys;
}

/** One kept order of rows: the array, its comparison, and which keys (sortKeyOf positions) it reads. */
interface RowOrder {
  order: Int32Array;
  compare: RowCompare;
  keys: number[];
}

/** Every sort order, and every range order that is not also a sort order (build.ts shares some). */
function rowOrders(cols: IndexColumns): RowOrder[] {
  const keyIndex: Record<(typeof SORT_KEYS)[SortOption]['key'], number> = {
    production_year: RANGE_KEYS.indexOf('production_year'),
    mileage: RANGE_KEYS.indexOf('mileage'),
    display_price: RANGE_KEYS.indexOf('display_price'),
    created_at: CREATED_AT,
    status: STATUS,
  };
  const orders: RowOrder[] = SORT_OPTIONS.map((sort) => {
    const { key, direction, unpricedLast } = SORT_KEYS[sort];
    return {
      order: cols.sorts[sort],
      compare: rowComparer(cols.sortKeys[key], direction, unpricedLast ? cols.unpriced : undefined),
      keys: unpricedLast ? [keyIndex[key], UNPRICED] : [keyIndex[key]],
    };
  });
  const shared = new Set(orders.map((o) => o.order));
  RANGE_KEYS.forEach((filter, i) => {
    const order = cols.rangeOrders[filter];
    if (!shared.has(order)) orders.push({ order, compare: rowComparer(cols.ranges[filter], 1), keys: [i] });
  });
  return orders;
}

/** Where row r stands in the first `len` entries of `order` (a binary search by its current keys). */
function positionOf(order: Int32Array, len: number, r: number, compare: RowCompare): number {
  let lo = 0;
  let hi = len;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid] as number, r) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Moves row r from position `from` to its place in `order` (its first `len` entries; a fresh row,
 * from -1, is in none of them and makes it one longer). Two memmoves at most, no per-entry work.
 */
function place(order: Int32Array, len: number, r: number, from: number, compare: RowCompare): void {
  let n = len;
  if (from >= 0) {
    order.copyWithin(from, from + 1, n);
    n -= 1;
  }
  const at = positionOf(order, n, r, compare);
  order.copyWithin(at + 1, at, n);
  order[at] = r;
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
  const sameLength = [...rewrites].every(
    ([r, codes]) => r >= appendedFrom || codes.length === (offsets[r + 1] as number) - (offsets[r] as number),
  );
  if (sameLength) {
    // Each rewritten row keeps its length (a value swapped for another): written in its place.
    const tail = new Map<number, number[]>();
    for (const [r, codes] of rewrites) {
      if (r < appendedFrom) items.set(codes, offsets[r] as number);
      else tail.set(r, codes);
    }
    if (tail.size > 0) rewriteMulti(column, rowCount, tail, appendedFrom);
    return;
  }
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
  }
  for (const filter of RANGE_KEYS) cols.rangeOrders[filter] = done.get(cols.rangeOrders[filter]) ?? grown(cols.rangeOrders[filter], m);
  cols.dead = grown(cols.dead, wordCount(m));
  cols.keywords.vins.length = m;
  cols.rowCount = m;
}
