/**
 * One snapshot of stock: the columns, the dealers and listings of the same moment, and a
 * small cache of compiled listing base sets. Built from rows (database or benchmark); a stock change
 * is applied to it in place (applyChanges), and a refresh that cannot do so builds a new one and
 * swaps it in (index-service.ts).
 */
import type { ListingQuery } from '../../../domain/listing-query.js';
import type { ListingRow } from '../../db/schema.js';
import { toDealerInfo, type DealerInfo, type DealerInfoRow } from '../dealer-info.js';
import { compileBaseSet, narrowBaseSet, restrictionTest, shiftRow, type BaseSet } from './base-set.js';
import { keywordRows } from './keyword-index.js';
import { curatedRows } from './curated-rows.js';
import { suggestLabels, type LabelSuggestion } from './suggest.js';
import type { Language } from '../../../domain/languages.js';
import { hasRow, wordCount } from './bitsets.js';
import { buildColumnSteps, runSteps, type IndexedVehicleRow } from './build.js';
import { applyVehicleChanges, type VehicleChange } from './index-updates.js';
import { remapCells } from './joint-codes.js';
import { grown, spare } from './room.js';
import { runQuery, type QueryOptions } from './query.js';
import { readStringList } from '../../db/json-list-column.js';
import { listingRestriction, restrictionKey, type QueryForced, type Restriction } from './restriction.js';
import { CHECKBOX_KEYS, FILTER_BITS } from './filter-bits.js';
import { rowOfId, type EngineResult, type IndexColumns, type Scratch } from './types.js';

export interface IndexSource {
  /** stock_version.version when the rows were read. */
  version: number;
  vehicles: readonly IndexedVehicleRow[];
  dealers: readonly DealerInfoRow[];
  listings: readonly ListingRow[];
}

/** Compiled base sets kept per index; each costs 4 bytes per vehicle. */
const BASE_CACHE_SIZE = 32;

export class ListingIndex {
  size: number;
  /**
   * The stock version the index answers for, as a new object whenever it moves (a batch of changes
   * applied in place): whatever keeps answers of one version (server/http/answer-cache.ts) compares
   * this by identity, and an answer computed before a change is then never kept for after it.
   */
  state: { readonly version: number };
  private readonly dealers = new Map<string, DealerInfo>();
  private readonly listings = new Map<string, ListingRow>();
  private readonly baseCache = new Map<string, { base: BaseSet; restriction: Restriction }>();
  private scratch: Scratch;
  /** Every origin any listing allows (for the content API's CORS on /settings). */
  originsUnion: ReadonlySet<string>;

  constructor(
    private readonly cols: IndexColumns,
    source: Omit<IndexSource, 'vehicles'>,
  ) {
    this.state = Object.freeze({ version: source.version });
    this.size = cols.rowCount - cols.deadCount;
    this.scratch = scratchFor(undefined, cols.rowCount);
    for (const dealer of source.dealers) this.dealers.set(dealer.dealer_code, toDealerInfo(dealer));
    this.originsUnion = this.setListings(source.listings);
  }

  /**
   * Applies changed vehicles (their current rows; null when gone) in place and labels the index with
   * `version` (docs/listing-api.md, "Index updates"). False, with nothing changed, when the changes
   * need a rebuild instead (index-updates.ts).
   */
  applyChanges(version: number, batch: readonly VehicleChange[]): boolean {
    const cols = this.cols;
    const changes = [...new Map(batch.map((change) => [change.id, change])).values()];
    // The cached base sets follow the changed rows: their share is taken away now (old values) and
    // given back after (new values), so the next query needs no pass over every row. A removed row
    // is simply not given back.
    const before = changes.map((change) => rowOfId(cols, change.id));
    for (const { base } of this.baseCache.values()) {
      for (const r of before) if (r !== undefined && hasRow(base.bits, r)) shiftRow(cols, base, r, -1);
    }
    const joint = cols.joint;
    const sizes = CHECKBOX_KEYS.map((filter) => cols.checkbox[filter].values.length);
    const n = cols.rowCount;
    if (!applyVehicleChanges(cols, changes)) {
      this.baseCache.clear();
      return false;
    }
    // A value no vehicle had keeps the cached base sets too (docs/listing-api.md, "Index updates"):
    // their counts get a 0 for each new code, and their joint cells, when the groups were re-packed,
    // are summed into the new layout; a base set whose cells cannot be (a new group joins columns of
    // several old ones) is dropped, to be compiled again on its next query.
    const grewValues = CHECKBOX_KEYS.filter((filter, i) => cols.checkbox[filter].values.length !== sizes[i]);
    for (const [key, entry] of this.baseCache) {
      const { base } = entry;
      for (const filter of grewValues) {
        const counts = new Int32Array(cols.checkbox[filter].values.length);
        counts.set(base.counts[filter]);
        // A cached base set's `shown` is its `counts` (compileBaseSet): one assignment updates both.
        base.counts[filter] = counts;
      }
      if (cols.joint === joint) continue;
      const cells = remapCells(joint, cols.joint, base.cells);
      if (cells) base.cells = cells;
      else this.baseCache.delete(key);
    }
    for (const { base, restriction } of this.baseCache.values()) {
      if (cols.rowCount !== n) base.bits = grown(base.bits, wordCount(cols.rowCount));
      const admits = restrictionTest(cols, restriction);
      for (const change of changes) {
        const r = change.row === null ? undefined : rowOfId(cols, change.id);
        if (r !== undefined && admits(r)) shiftRow(cols, base, r, 1);
      }
    }
    if (cols.rowCount !== n) this.scratch = scratchFor(this.scratch, cols.rowCount);
    this.size = cols.rowCount - cols.deadCount;
    this.state = Object.freeze({ version });
    return true;
  }

  /** The columns, read only: what bench/engine-memory.ts measures by part. */
  get columns(): Readonly<IndexColumns> {
    return this.cols;
  }

  /** Rows of removed vehicles the index still holds (dropped by the next build: index-service.ts). */
  get deadRows(): number {
    return this.cols.deadCount;
  }

  /** Takes the listings as they now are (a listing edit needs no rebuild of the columns). */
  replaceListings(version: number, listings: readonly ListingRow[]): void {
    this.listings.clear();
    this.originsUnion = this.setListings(listings);
    this.baseCache.clear();
    this.state = Object.freeze({ version });
  }

  /** stock_version.version of what the index holds. */
  get version(): number {
    return this.state.version;
  }

  private setListings(listings: readonly ListingRow[]): ReadonlySet<string> {
    const origins = new Set<string>();
    for (const listing of listings) {
      this.listings.set(listing.id, listing);
      const allowed = readStringList(listing.allowed_origins);
      if (allowed.ok) for (const origin of allowed.value) origins.add(origin);
    }
    return origins;
  }

  listing(id: string): ListingRow | undefined {
    return this.listings.get(id);
  }

  dealer(code: string): DealerInfo | undefined {
    return this.dealers.get(code);
  }

  /** Filters, sorts, pages and (unless opts.facets is false) counts facets. Synchronous and CPU-bound. */
  query(listing: ListingRow, query: ListingQuery, opts: QueryOptions = { facets: true }): EngineResult {
    return runQuery(this.cols, this.searchBase(listing, query), query, this.scratch, opts);
  }

  /**
   * Up to `limit` labels (models, versions, colours, paints, engines, dealers) the keyword's last
   * word starts, among the vehicles the query's filters and its other words find (suggest.ts).
   */
  suggest(listing: ListingRow, query: ListingQuery, language: Language, limit: number): LabelSuggestion[] {
    const words = query.keyword ?? [];
    const last = words[words.length - 1];
    if (last === undefined) return [];
    const earlier = { ...query, page: 1, items: 1, keyword: words.slice(0, -1) };
    runQuery(this.cols, this.searchBase(listing, earlier), earlier, this.scratch, { facets: false });
    return suggestLabels(this.cols.keywords, last, this.scratch.matchedBits, language, limit);
  }

  /**
   * The listing's base set, narrowed to a curated list's rows (curated-rows.ts) and to the keyword's
   * rows when the query has them (base-set.ts).
   */
  private searchBase(listing: ListingRow, query: ListingQuery): BaseSet {
    let base = this.baseSet(listing, query.filters);
    if (query.vehicles && query.vehicles.length > 0)
      base = narrowBaseSet(this.cols, base, curatedRows(this.cols, query.vehicles, base.bits.length));
    const words = query.keyword ?? [];
    if (words.length === 0) return base;
    return narrowBaseSet(this.cols, base, keywordRows(this.cols.keywords, words, base.bits.length));
  }

  /** The highest vehicle id in this index (0 when empty): what an alert has seen once it ran on it. */
  get maxVehicleId(): number {
    const { ids, dead } = this.cols;
    let row = this.cols.rowCount - 1;
    while (row >= 0 && hasRow(dead, row)) row -= 1;
    return row < 0 ? 0 : (ids[row] ?? 0);
  }

  /**
   * The vehicles of `query` with an id above `afterId` (those that arrived since), newest first: the
   * same filters and listing restriction as `query` (docs/alerts.md, "Daily digest"). `ids` holds at
   * most `limit`; `total` counts them all.
   */
  matchesAfter(listing: ListingRow, query: ListingQuery, afterId: number, limit: number): { ids: number[]; total: number } {
    runQuery(this.cols, this.searchBase(listing, query), { ...query, page: 1, items: 1 }, this.scratch, { facets: false });
    const matched = this.scratch.matchedBits;
    const ids: number[] = [];
    let total = 0;
    // Rows are in ascending id order: walk down from the newest until the ids are no longer new.
    for (let row = this.cols.rowCount - 1; row >= 0 && (this.cols.ids[row] ?? 0) > afterId; row -= 1) {
      if (!hasRow(matched, row)) continue;
      total += 1;
      if (ids.length < limit) ids.push(this.cols.ids[row] ?? 0);
    }
    return { ids, total };
  }

  /** Whether the listing may show this vehicle (as indexed; a vehicle newer than the index is absent). */
  admits(listing: ListingRow, vehicleId: number): boolean {
    const row = rowOfId(this.cols, vehicleId);
    return row !== undefined && hasRow(this.baseSet(listing, {}).bits, row);
  }

  private baseSet(listing: ListingRow, forced: QueryForced): BaseSet {
    const key = restrictionKey(listing, forced);
    const known = this.baseCache.get(key);
    if (known) return known.base;
    const restriction = listingRestriction(listing, forced);
    const base = compileBaseSet(this.cols, restriction);
    if (this.baseCache.size >= BASE_CACHE_SIZE) {
      // Evict the oldest entry (Map keeps insertion order); listings themselves are few.
      const oldest = this.baseCache.keys().next().value;
      if (oldest !== undefined) this.baseCache.delete(oldest);
    }
    this.baseCache.set(key, { base, restriction });
    return base;
  }
}

/**
 * Scratch space for `n` rows: views of the first `n` rows of `from`'s buffers when they have room,
 * else new buffers with room to spare (a new vehicle then costs no reallocation of every buffer).
 */
function scratchFor(from: Scratch | undefined, n: number): Scratch {
  const words = wordCount(n);
  const bits = (old: Uint32Array | undefined): Uint32Array =>
    old && old.buffer.byteLength >= words * 4 ? new Uint32Array(old.buffer, 0, words) : new Uint32Array(spare(words)).subarray(0, words);
  const rows = (old: Int32Array | undefined): Int32Array =>
    old && old.buffer.byteLength >= n * 4 ? new Int32Array(old.buffer, 0, n) : new Int32Array(spare(n)).subarray(0, n);
  return {
    matchedBits: bits(from?.matchedBits),
    pass: Array.from({ length: FILTER_BITS }, (_, i) => bits(from?.pass[i])),
    others: Array.from({ length: FILTER_BITS }, (_, i) => bits(from?.others[i])),
    suffix: bits(from?.suffix),
    matched: rows(from?.matched),
    rest: rows(from?.rest),
    nearByBit: rows(from?.nearByBit),
    nearStart: from?.nearStart ?? new Int32Array(FILTER_BITS + 1),
  };
}

/** Builds an index synchronously from rows: for tests and the benchmark. */
export function buildListingIndex(source: IndexSource): ListingIndex {
  return new ListingIndex(runSteps(buildColumnSteps(source.vehicles, source.dealers)), source);
}
