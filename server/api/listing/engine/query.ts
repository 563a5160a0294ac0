/**
 * Answers one listing query over the columns. Every row gets a bit mask: bit i set when the row
 * fails active filter i, EXCLUDED when the listing cannot show it. A row matches when its mask is 0,
 * and counts in filter i's facet when its mask has no bit other than i (disjunctive facets: an
 * option's count ignores the selection in its own filter and applies all the others).
 *
 * Work per query: one branch-free pass per active filter, one pass sorting rows into three lists
 * (matched / rest of the base set / failing exactly one filter), then one pass over the shorter of
 * matched and rest for all facets plus each active facet's near rows (facet-counts.ts). The page comes from walking the precomputed order
 * of the sort option, or, when few rows match, from sorting those rows by their precomputed rank.
 */
import type { FacetOption, ListingFacets, ListingQuery, RangeValue } from '../../../../domain/listing-query.js';
import type { BaseSet } from './base-set.js';
import { selectionTable, type CheckboxColumn } from './columns.js';
import { multiCounts, rangeMinMax, sharedCells, tally, type ListLengths } from './facet-counts.js';
import { splitCells } from './joint-codes.js';
import { CHECKBOX_KEYS, RANGE_BIT_OFFSET, RANGE_KEYS, type EngineResult, type IndexColumns, type Scratch } from './types.js';

function applyCheckbox(mask: Int32Array, column: CheckboxColumn, sel: Uint8Array, bit: number, n: number): void {
  if (column.kind === 'single') {
    const codes = column.codes;
    // sel is 0 or 1, so (sel - 1) is -1 (all bits) exactly when the row's value is not selected.
    for (let r = 0; r < n; r++) mask[r] = (mask[r] as number) | (bit & ((sel[codes[r] as number] as number) - 1));
    return;
  }
  if (column.bits) {
    const rowBits = column.bits;
    let wanted = 0;
    for (let code = 1; code < sel.length; code++) if (sel[code] === 1) wanted |= 1 << code;
    for (let r = 0; r < n; r++) {
      const shared = (rowBits[r] as number) & wanted;
      const hit = (shared | -shared) >>> 31; // 1 when the row has any selected value
      mask[r] = (mask[r] as number) | (bit & (hit - 1));
    }
    return;
  }
  const { offsets, items } = column;
  for (let r = 0; r < n; r++) {
    let hit = 0;
    for (let j = offsets[r] as number, end = offsets[r + 1] as number; j < end; j++) hit |= sel[items[j] as number] as number;
    mask[r] = (mask[r] as number) | (bit & (hit - 1));
  }
}

function applyRange(mask: Int32Array, column: Float64Array, range: RangeValue, bit: number, n: number): void {
  const lo = range.gteq ?? -Infinity;
  const hi = range.lteq ?? Infinity;
  for (let r = 0; r < n; r++) {
    const v = column[r] as number;
    // Branch-free for the same reason as splitRows: -(0|1) is 0 or all bits.
    mask[r] = (mask[r] as number) | (bit & -(+(v < lo) | +(v > hi)));
  }
}

/**
 * One pass: matched rows, other rows of the base set, and rows failing exactly one filter. Written
 * without branches (each list always stores the row and advances by 0 or 1): whether a row matches
 * is unpredictable, and mispredicted branches cost more than the extra stores.
 */
function splitRows(s: Scratch, n: number): ListLengths {
  const { mask, matched, rest, near } = s;
  let a = 0;
  let c = 0;
  let b = 0;
  for (let r = 0; r < n; r++) {
    const m = mask[r] as number;
    const zero = ((m | -m) >>> 31) ^ 1; // 1 when m === 0 (masks stay below 2^31)
    matched[a] = r;
    a += zero;
    const inRest = (zero ^ 1) & ((m >>> 30) ^ 1); // failing some filter, and not EXCLUDED (bit 30)
    rest[c] = r;
    c += inRest;
    const others = m & (m - 1); // 0 when at most one bit is set
    near[b] = r;
    b += inRest & (((others | -others) >>> 31) ^ 1);
  }
  return { matched: a, rest: c, near: b };
}

/**
 * Groups the near rows by the one filter each fails (a counting sort on the bit's index) and
 * returns the grouped list. With a single active filter they all fail that one: no work needed.
 */
function groupNear(s: Scratch, lens: ListLengths, onlyActiveBit: number): Int32Array {
  const { mask, near, nearByBit, nearStart } = s;
  nearStart.fill(0);
  if (onlyActiveBit >= 0) {
    nearStart.fill(lens.near, onlyActiveBit + 1);
    return near;
  }
  for (let i = 0; i < lens.near; i++) {
    const at = 32 - Math.clz32(mask[near[i] as number] as number); // bit index + 1
    nearStart[at] = (nearStart[at] as number) + 1;
  }
  for (let i = 1; i < nearStart.length; i++) nearStart[i] = (nearStart[i] as number) + (nearStart[i - 1] as number);
  const cursor = nearStart.slice();
  for (let i = 0; i < lens.near; i++) {
    const row = near[i] as number;
    const bitIndex = 31 - Math.clz32(mask[row] as number);
    nearByBit[cursor[bitIndex] as number] = row;
    cursor[bitIndex] = (cursor[bitIndex] as number) + 1;
  }
  return nearByBit;
}

function pageRows(cols: IndexColumns, query: ListingQuery, s: Scratch, total: number): number[] {
  const ids: number[] = [];
  const skip = (query.page - 1) * query.items;
  if (skip >= total) return ids;
  const want = Math.min(query.items, total - skip);
  const n = cols.rowCount;
  // Walking the sort order visits about (skip + want) * n / total rows; sorting the matches costs
  // about total * log2(total) comparisons. Pick the cheaper.
  if ((skip + want) * (n / total) > 4 * total * Math.log2(total + 1)) {
    const rank = cols.ranks[query.sort];
    const rows = s.matched.slice(0, total).sort((x, y) => (rank[x] as number) - (rank[y] as number));
    for (let i = skip; i < skip + want; i++) ids.push(cols.ids[rows[i] as number] as number);
    return ids;
  }
  const order = cols.sorts[query.sort];
  const mask = s.mask;
  let seen = 0;
  for (let i = 0; i < n && ids.length < want; i++) {
    const row = order[i] as number;
    if (mask[row] !== 0) continue;
    if (seen++ >= skip) ids.push(cols.ids[row] as number);
  }
  return ids;
}

function options(column: CheckboxColumn, counts: Int32Array, base: Int32Array): FacetOption[] {
  const list: FacetOption[] = [];
  const order = column.displayOrder;
  for (let i = 0; i < order.length; i++) {
    const code = order[i] as number;
    // The options are the values the listing holds at all; a count of 0 is a disabled checkbox.
    if (base[code] !== 0) list.push({ value: column.values[code] as string, count: counts[code] as number });
  }
  return list;
}

export interface QueryOptions {
  facets: boolean;
}

export function runQuery(cols: IndexColumns, base: BaseSet, query: ListingQuery, s: Scratch, opts: QueryOptions): EngineResult {
  const n = cols.rowCount;
  s.mask.set(base.template);
  const bits = new Int32Array(CHECKBOX_KEYS.length + RANGE_KEYS.length); // 0 = filter inactive
  CHECKBOX_KEYS.forEach((filter, i) => {
    const chosen = query.filters.checkbox[filter];
    if (!chosen || chosen.length === 0) return;
    const column = cols.checkbox[filter];
    bits[i] = 1 << i;
    applyCheckbox(s.mask, column, selectionTable(column, chosen), 1 << i, n);
  });
  RANGE_KEYS.forEach((filter, j) => {
    const range = query.filters.ranges[filter];
    if (!range || (range.gteq === undefined && range.lteq === undefined)) return;
    const bit = 1 << (RANGE_BIT_OFFSET + j);
    bits[RANGE_BIT_OFFSET + j] = bit;
    applyRange(s.mask, cols.ranges[filter], range, bit, n);
  });

  const lens = splitRows(s, n);
  const total = lens.matched;
  const result: EngineResult = {
    ids: pageRows(cols, query, s, total),
    total,
    page: query.page,
    pages: Math.ceil(total / query.items),
    items: query.items,
    sort: query.sort,
  };
  if (opts.facets) {
    const active = bits.filter((b) => b !== 0);
    const nearByBit = groupNear(s, lens, active.length === 1 ? 31 - Math.clz32(active[0] as number) : -1);
    const nearStart = s.nearStart;
    const facets: ListingFacets = { checkbox: {}, ranges: {} };
    const cells = sharedCells(cols.joint, base.cells, s, lens);
    const grouped = splitCells(cols.joint, cells, (filter) => cols.checkbox[filter].values.length);
    CHECKBOX_KEYS.forEach((filter, i) => {
      const column = cols.checkbox[filter];
      const counts = grouped.get(filter) ?? multiCounts(column, base.counts[filter], s, lens);
      // An active filter's own facet also counts the rows failing only that filter.
      tally(column, nearByBit, nearStart[i] as number, nearStart[i + 1] as number, counts, 1);
      facets.checkbox[filter] = options(column, counts, base.counts[filter]);
    });
    RANGE_KEYS.forEach((filter, j) => {
      const b = RANGE_BIT_OFFSET + j;
      facets.ranges[filter] = rangeMinMax(
        cols.ranges[filter],
        cols.rangeOrders[filter],
        s,
        lens,
        bits[b] as number,
        nearByBit,
        nearStart[b] as number,
        nearStart[b + 1] as number,
      );
    });
    result.facets = facets;
  }
  return result;
}
