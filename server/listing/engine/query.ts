/**
 * Answers one listing query over the columns. Every active filter becomes the bit set of the rows
 * passing it (filter-sets.ts); the matches are the base set AND every one of them, and the rows
 * that count in filter i's facet are the base set AND every filter but i (disjunctive facets: an
 * option's count ignores the selection in its own filter and applies all the others). Those sets
 * are combined word by word (32 rows per operation, prefix and suffix products for the "all but
 * i" sets), so the per-row work left is in proportion to the rows that must be listed.
 *
 * Counting: the shorter of matches (added) and the rest of the base set (subtracted from the base
 * counts) is counted once for every facet through the joint codes; each active facet then adds its
 * near rows, those failing only its own filter (facet-counts.ts). The page comes from walking the
 * precomputed order of the sort option until it is full, or, when few rows match, from sorting
 * those rows by the order's own comparison (sort-orders.ts).
 */
import type { CheckboxFilter, FacetOption, ListingFacets, ListingQuery } from '../../../domain/listing-query.js';
import type { BaseSet } from './base-set.js';
import { andInto, extractAndNot, extractRows, popcount, popcountAnd, popcountAndNot } from './bitsets.js';
import type { CheckboxColumn } from './columns.js';
import { multiCounts, rangeMinMax, sharedCells, tally, type ListLengths } from './facet-counts.js';
import { checkboxPass, rangePass } from './filter-sets.js';
import { splitCells } from './joint-codes.js';
import { rowComparer, SORT_KEYS } from './sort-orders.js';
import { CHECKBOX_KEYS, FILTER_BITS, RANGE_BIT_OFFSET, RANGE_KEYS } from './filter-bits.js';
import { type EngineResult, type IndexColumns, type Scratch } from './types.js';

/** Builds the pass set of every active filter; returns their bit indexes, ascending. */
function passSets(cols: IndexColumns, query: ListingQuery, s: Scratch): number[] {
  const active: number[] = [];
  CHECKBOX_KEYS.forEach((filter, i) => {
    const chosen = query.filters.checkbox[filter];
    if (!chosen || chosen.length === 0) return;
    checkboxPass(cols.checkbox[filter], cols.valueBits[filter], chosen, cols.rowCount, s.pass[i] as Uint32Array);
    active.push(i);
  });
  RANGE_KEYS.forEach((filter, j) => {
    const range = query.filters.ranges[filter];
    if (!range || (range.gteq === undefined && range.lteq === undefined)) return;
    rangePass(cols.ranges[filter], cols.rangeOrders[filter], range, s.pass[RANGE_BIT_OFFSET + j] as Uint32Array);
    active.push(RANGE_BIT_OFFSET + j);
  });
  return active;
}

/**
 * Fills s.matchedBits, and per active filter i the "all filters but i" set (returned, by bit
 * index; the base set itself when i is the only active filter).
 */
function combine(base: BaseSet, active: readonly number[], s: Scratch): Uint32Array[] {
  const others: Uint32Array[] = [];
  const matched = s.matchedBits;
  matched.set(base.bits);
  if (active.length === 1) {
    const only = active[0] as number;
    others[only] = base.bits;
    andInto(matched, s.pass[only] as Uint32Array);
    return others;
  }
  // Prefix products: others[i] = base AND the filters before i; matched ends as base AND all.
  for (const i of active) {
    const own = s.others[i] as Uint32Array;
    own.set(matched);
    others[i] = own;
    andInto(matched, s.pass[i] as Uint32Array);
  }
  // Suffix products, folded in: AND the filters after i.
  const suffix = s.suffix;
  suffix.set(s.pass[active[active.length - 1] as number] as Uint32Array);
  for (let k = active.length - 2; k >= 0; k--) {
    const i = active[k] as number;
    andInto(others[i] as Uint32Array, suffix);
    if (k > 0) andInto(suffix, s.pass[i] as Uint32Array);
  }
  return others;
}

function pageRows(cols: IndexColumns, query: ListingQuery, s: Scratch, total: number, matchedList: () => Int32Array): number[] {
  const ids: number[] = [];
  const skip = (query.page - 1) * query.items;
  if (skip >= total) return ids;
  const want = Math.min(query.items, total - skip);
  const n = cols.rowCount;
  // Walking the sort order visits about (skip + want) * n / total rows; sorting the matches costs
  // about total * log2(total) comparisons. Pick the cheaper.
  if ((skip + want) * (n / total) > 4 * total * Math.log2(total + 1)) {
    const { key, direction, unpricedLast } = SORT_KEYS[query.sort];
    const rows = matchedList()
      .slice(0, total)
      .sort(rowComparer(cols.sortKeys[key], direction, unpricedLast ? cols.unpriced : undefined));
    for (let i = skip; i < skip + want; i++) ids.push(cols.ids[rows[i] as number] as number);
    return ids;
  }
  const order = cols.sorts[query.sort];
  const matched = s.matchedBits;
  let seen = 0;
  for (let i = 0; i < n && ids.length < want; i++) {
    const row = order[i] as number;
    if ((((matched[row >>> 5] as number) >>> (row & 31)) & 1) === 0) continue;
    if (seen++ >= skip) ids.push(cols.ids[row] as number);
  }
  return ids;
}

/**
 * Listing near rows and counting them costs a few nanoseconds per row; an AND + popcount costs
 * about the same per 32-row word. So a facet is counted directly from the value bit sets when
 * values × words < this × near rows.
 */
const DIRECT_COUNT_RATIO = 2;

/** counts[code] = rows of `allowed` holding the value (values the listing lacks are skipped: 0). */
function directCounts(valueBits: readonly Uint32Array[], allowed: Uint32Array, baseCounts: Int32Array): Int32Array {
  const counts = new Int32Array(baseCounts.length);
  for (let code = 1; code < counts.length; code++) {
    if (baseCounts[code] !== 0) counts[code] = popcountAnd(valueBits[code] as Uint32Array, allowed);
  }
  return counts;
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
  const active = passSets(cols, query, s);
  const others = active.length === 0 ? [] : combine(base, active, s);
  if (active.length === 0) s.matchedBits.set(base.bits);
  const total = active.length === 0 ? base.size : popcount(s.matchedBits);

  let listed = -1;
  const matchedList = (): Int32Array => {
    if (listed < 0) listed = extractRows(s.matchedBits, s.matched, 0);
    return s.matched;
  };
  const result: EngineResult = {
    ids: pageRows(cols, query, s, total, matchedList),
    total,
    page: query.page,
    pages: Math.ceil(total / query.items),
    items: query.items,
    sort: query.sort,
  };
  if (!opts.facets) return result;

  // Near rows of each active checkbox filter: its "all but me" set minus its own pass set (range
  // facets read their "all but me" set directly). When they are many, the facet is instead counted
  // directly, one AND + popcount pass per value over its "all but me" set.
  const { nearByBit, nearStart } = s;
  const direct: boolean[] = [];
  let near = 0;
  for (let i = 0; i < FILTER_BITS; i++) {
    nearStart[i] = near;
    const own = others[i];
    if (!own || i >= RANGE_BIT_OFFSET) continue;
    const filter = CHECKBOX_KEYS[i] as CheckboxFilter;
    const pass = s.pass[i] as Uint32Array;
    if (cols.valueBits[filter] && cols.checkbox[filter].values.length * own.length < DIRECT_COUNT_RATIO * popcountAndNot(own, pass)) {
      direct[i] = true;
      continue;
    }
    near += extractAndNot(own, pass, nearByBit, near);
  }
  nearStart[FILTER_BITS] = near;
  const lens: ListLengths = { matched: total, rest: base.size - total, near };
  // The shared counts read whichever list is shorter.
  if (lens.rest < lens.matched) extractAndNot(base.bits, s.matchedBits, s.rest, 0);
  else matchedList();

  const facets: ListingFacets = { checkbox: {}, ranges: {} };
  const cells = sharedCells(cols.joint, base.cells, s, lens);
  const grouped = splitCells(cols.joint, cells, (filter) => cols.checkbox[filter].values.length);
  CHECKBOX_KEYS.forEach((filter, i) => {
    const column = cols.checkbox[filter];
    let counts: Int32Array;
    if (direct[i]) counts = directCounts(cols.valueBits[filter] as Uint32Array[], others[i] as Uint32Array, base.counts[filter]);
    else {
      counts = grouped.get(filter) ?? multiCounts(column, base.counts[filter], s, lens);
      // An active filter's own facet also counts the rows failing only that filter.
      tally(column, nearByBit, nearStart[i] as number, nearStart[i + 1] as number, counts, 1);
    }
    facets.checkbox[filter] = options(column, counts, base.shown[filter]);
  });
  RANGE_KEYS.forEach((filter, j) => {
    const own = others[RANGE_BIT_OFFSET + j];
    // The "all but me" count is only needed to choose how to scan; matched needs no recount.
    const allowed = own ?? s.matchedBits;
    facets.ranges[filter] = rangeMinMax(cols.ranges[filter], cols.rangeOrders[filter], allowed, own ? popcount(own) : total);
  });
  result.facets = facets;
  return result;
}
