/**
 * Shapes shared by the parts of the listing engine: the column set one build produces and the
 * scratch space a query works in (the numbering of filters is in filter-bits.ts).
 */
import type { CheckboxFilter, ListingMeta, RangeFilter, SortOption } from '../../../domain/listing-query.js';
import type { CheckboxColumn } from './columns.js';
import type { JointCodes } from './joint-codes.js';
import type { KeywordIndex } from './keyword-index.js';

export type SortKeyColumns = Record<'production_year' | 'created_at' | 'mileage' | 'display_price' | 'status', Float64Array>;

export interface IndexColumns {
  /** Rows, removed ones included (see `dead`). */
  rowCount: number;
  /** Vehicle id per row; rows are in ascending id order, so "row a < row b" breaks ties by id. */
  ids: Float64Array;
  /**
   * Rows of removed vehicles (bitsets.ts): kept in place, with their values, in every structure, and
   * admitted by no base set, so no answer sees them (index-updates.ts). A build has none.
   */
  dead: Uint32Array;
  deadCount: number;
  checkbox: Record<CheckboxFilter, CheckboxColumn>;
  /** Small checkbox columns combined, for counting many facets in one pass (joint-codes.ts). */
  joint: JointCodes;
  /**
   * Per checkbox filter, one row bit set per value code (bitsets.ts), or null for a column with too
   * many values to keep them (its filter then scans the codes).
   */
  valueBits: Record<CheckboxFilter, Uint32Array[] | null>;
  ranges: Record<RangeFilter, Float64Array>;
  /** The keys the sorts order by (production year, mileage and price are the range columns themselves). */
  sortKeys: SortKeyColumns;
  /** 1 for a vehicle without a shown price (last in both price sorts). */
  unpriced: Uint8Array;
  /** Per sort option, every row in that order (ties by ascending id). */
  sorts: Record<SortOption, Int32Array>;
  /** Per range filter, every row by ascending value (a facet's min/max is the first/last match). */
  rangeOrders: Record<RangeFilter, Int32Array>;
  /** The names each row is found by (keyword-index.ts). */
  keywords: KeywordIndex;
}

/**
 * The row of vehicle `id` (a removed one's too: see `dead`), or undefined: a binary search of the
 * ascending ids (a map of a million ids would cost tens of megabytes).
 */
export function rowOfId(cols: Pick<IndexColumns, 'ids' | 'rowCount'>, id: number): number | undefined {
  let lo = 0;
  let hi = cols.rowCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cols.ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < cols.rowCount && cols.ids[lo] === id ? lo : undefined;
}

/** Scratch space of one index, reused by every query (queries run one at a time, synchronously). */
export interface Scratch {
  /** Rows matching every filter, as a bit set. */
  matchedBits: Uint32Array;
  /** Per filter bit i: the rows passing filter i (valid while the filter is active). */
  pass: Uint32Array[];
  /**
   * Per filter bit i: room for the base-set rows passing every active filter but i (they count in
   * facet i: disjunctive facets).
   */
  others: Uint32Array[];
  /** Room for the running "filters after i" product. */
  suffix: Uint32Array;
  /** Rows matching every filter, ascending (filled only when a step needs the list). */
  matched: Int32Array;
  /** Rows of the base set failing at least one filter, ascending (filled only when counted from). */
  rest: Int32Array;
  /** The near rows (failing exactly one filter) grouped by the filter they fail: filter bit i's are nearByBit[nearStart[i] .. nearStart[i + 1]). */
  nearByBit: Int32Array;
  nearStart: Int32Array;
}

/** What the engine answers: the listing's meta, and the ids whose full rows the HTTP layer loads. */
export interface EngineResult extends ListingMeta {
  /** Vehicle ids of the requested page, in sort order. */
  ids: number[];
}
