/**
 * Builds the column set of the listing index from plain rows. The build is a generator of steps so
 * a server process can yield to its event loop between them (see index-service.ts) while a test or
 * a benchmark simply runs it to the end.
 */
import type { CheckboxFilter, RangeFilter, SortOption } from '../../../domain/listing-query.js';
import { CHECKBOX_FILTERS, MULTI_VALUED_FILTERS, RANGE_FILTERS, SORT_OPTIONS } from '../../../domain/listing-query.js';
import type { VehicleRow } from '../../db/schema.js';
import { buildValueBits, wordCount } from './bitsets.js';
import { MultiColumnBuilder, SingleColumnBuilder, type CheckboxColumn } from './columns.js';
import { buildJointCodes } from './joint-codes.js';
import { KeywordIndexBuilder } from './keyword-index.js';
import type { DealerInfoRow } from '../dealer-info.js';
import { readJson } from '../../db/json-list-column.js';
import { SORT_KEYS, ascendingOrder, pricedValues, sortPermutation, statusRank, timestampKey } from './sort-orders.js';
import { CHECKBOX_KEYS, RANGE_KEYS } from './filter-bits.js';
import { type IndexColumns, type SortKeyColumns } from './types.js';
import { grown, lengthFor, withRoom } from './room.js';

/** The vehicle columns the index reads (the big JSON columns stay in the database). */
export const INDEXED_COLUMNS = [
  'id',
  'brand',
  'brand_key',
  'family',
  'nameplate_model_group',
  'model',
  'financing_options',
  'state',
  'engine_type',
  'transmission',
  'color',
  'specific_color',
  'status',
  'dealer_code',
  'number_of_seats',
  'mileage',
  'production_year',
  'model_year',
  'power',
  'display_price',
  'price_hidden',
  'msrp_price',
  'created_at',
  // Read only by the keyword index (keyword-index.ts).
  'version_name',
  'vin',
] as const satisfies readonly (keyof VehicleRow)[];

export type IndexedColumn = (typeof INDEXED_COLUMNS)[number];
export type IndexedVehicleRow = Pick<VehicleRow, IndexedColumn>;

/**
 * Where a builder finds a column in what it is given: a row object by the column's name, a row read
 * as an array (server/db/raw-rows.ts) by its place in INDEXED_COLUMNS.
 */
export type RowKey = string | number;
export type RowSource = Readonly<Record<RowKey, unknown>>;
export type RowKeys = Readonly<Record<IndexedColumn, RowKey>>;

/** Each indexed column found by name (a row object). */
export const BY_NAME: RowKeys = Object.fromEntries(INDEXED_COLUMNS.map((column) => [column, column])) as Record<IndexedColumn, RowKey>;
/** Each indexed column found by its place in INDEXED_COLUMNS (a row read as an array). */
export const BY_PLACE: RowKeys = Object.fromEntries(INDEXED_COLUMNS.map((column, i) => [column, i])) as Record<IndexedColumn, RowKey>;

/**
 * Columns with more values than this keep no per-value bit sets (each costs rows / 8 bytes: 12.5 KB
 * at 100,000 vehicles); their filters scan the codes instead.
 */
export const MAX_VALUE_BITSETS = 512;

/** PostgreSQL returns bigint and numeric columns as strings: every number goes through this. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** financing_options is a JSON list; engine_type is a comma-joined list (docs/listing-api.md, "Vehicle fields"). */
export function multiValues(filter: CheckboxFilter, raw: unknown): string[] {
  if (filter === 'engine_types') return String(raw ?? '').split(',');
  const json = readJson(raw);
  return json.ok && Array.isArray(json.value) ? json.value.filter((v): v is string => typeof v === 'string') : [];
}

export function singleValue(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  return String(raw);
}

/**
 * The rows in ascending id order: the input as it is when already so (the database reads them
 * ordered by id, load.ts), so a million rows are not copied and compared again.
 */
function inIdOrder(input: readonly IndexedVehicleRow[]): readonly IndexedVehicleRow[] {
  for (let r = 1; r < input.length; r++) {
    if (toNumber((input[r - 1] as IndexedVehicleRow).id) > toNumber((input[r] as IndexedVehicleRow).id)) {
      return [...input].sort((a, b) => toNumber(a.id) - toNumber(b.id));
    }
  }
  return input;
}

/**
 * multiValues, worked out once per distinct stored text (a million vehicles share a few hundred
 * financing lists and engine types): the same array for the same text, which buildMultiColumn
 * codes once (docs/listing-api.md, "At a million vehicles").
 */
function multiValuesOnce(filter: CheckboxFilter): (raw: unknown) => readonly string[] {
  const known = new Map<unknown, readonly string[]>();
  return (raw) => {
    let values = known.get(raw);
    if (values === undefined) {
      values = multiValues(filter, raw);
      // Only texts are kept: an object (a JSON column PostgreSQL already parsed) is a new one per row.
      if (typeof raw === 'string' || raw === null || raw === undefined) known.set(raw, values);
    }
    return values;
  };
}

/** Rows read between two yields of the first pass (a power of two). */
const ROWS_PER_STEP = 65_536;

type CheckboxAttribute = (typeof CHECKBOX_FILTERS)[CheckboxFilter];

const MULTI_KEYS = CHECKBOX_KEYS.filter((filter) => MULTI_VALUED_FILTERS.includes(filter));
const SINGLE_KEYS = CHECKBOX_KEYS.filter((filter) => !MULTI_VALUED_FILTERS.includes(filter));

/**
 * The build, a vehicle at a time: `add` takes each vehicle once, in ascending id order, into every
 * column (a row object is read while it is in the cache, instead of once per column: at a million
 * rows the reads, not the work, were the cost) and keeps nothing of the row object itself; `finish`
 * then derives the rest (joint codes, bit sets, sort orders, keyword rows) from the columns. So a
 * server reads the vehicles from the database a chunk at a time straight into it (load.ts), and the
 * rows of one chunk are the only row objects alive while it builds (docs/listing-api.md, "Memory,
 * as a server holds it"). Every per-row step is a loop filling a typed array, with the work that
 * depends on a value alone (parsing a JSON list, normalising a keyword label) done once per distinct
 * value (docs/listing-api.md, "At a million vehicles").
 *
 * `expectedRows` sizes the columns (a server counts the vehicles first); more rows are taken as well.
 * `dealers`: the dealers of the same moment, whose names find their vehicles by keyword.
 */
export class ColumnsBuilder {
  private rowCount = 0;
  private lastId = -Infinity;
  private ids: Float64Array;
  private readonly singles: { filter: CheckboxFilter; attribute: CheckboxAttribute; builder: SingleColumnBuilder }[];
  private readonly multis: {
    filter: CheckboxFilter;
    attribute: CheckboxAttribute;
    valuesOf: (raw: unknown) => readonly string[];
    builder: MultiColumnBuilder;
  }[];
  private readonly rangeColumns: { filter: RangeFilter; attribute: (typeof RANGE_FILTERS)[RangeFilter]; column: Float64Array }[];
  /** The keys of singles', multis' and rangeColumns' attributes, by name and by place (put's `keys`). */
  private readonly keysOf = new Map<RowKeys, { singles: RowKey[]; multis: RowKey[]; ranges: RowKey[] }>();
  private createdAt: Float64Array;
  private status: Float64Array;
  private unpriced: Uint8Array;
  private readonly statusRanks = new Map<string, number>();
  private readonly keywords: KeywordIndexBuilder;

  constructor(expectedRows: number, dealers: readonly DealerInfoRow[] = []) {
    const n = Math.max(0, Math.floor(expectedRows));
    this.ids = withRoom(Float64Array, n);
    this.singles = SINGLE_KEYS.map((filter) => ({ filter, attribute: CHECKBOX_FILTERS[filter], builder: new SingleColumnBuilder(n) }));
    this.multis = MULTI_KEYS.map((filter) => ({
      filter,
      attribute: CHECKBOX_FILTERS[filter],
      valuesOf: multiValuesOnce(filter),
      builder: new MultiColumnBuilder(n),
    }));
    this.rangeColumns = RANGE_KEYS.map((filter) => ({ filter, attribute: RANGE_FILTERS[filter], column: withRoom(Float64Array, n) }));
    this.createdAt = withRoom(Float64Array, n);
    this.status = withRoom(Float64Array, n);
    this.unpriced = withRoom(Uint8Array, n);
    this.keywords = new KeywordIndexBuilder(dealers, n);
    for (const keys of [BY_NAME, BY_PLACE]) {
      this.keysOf.set(keys, {
        singles: this.singles.map(({ attribute }) => keys[attribute]),
        multis: this.multis.map(({ attribute }) => keys[attribute]),
        ranges: this.rangeColumns.map(({ attribute }) => keys[attribute]),
      });
    }
  }

  /** Vehicles added so far. */
  get rows(): number {
    return this.rowCount;
  }

  /** The next vehicle; its id must be above the last one's (row order is id order). */
  add(row: IndexedVehicleRow): void {
    this.put(row as unknown as RowSource, BY_NAME);
  }

  /**
   * The next vehicle as its values in INDEXED_COLUMNS' order (a raw read, server/db/raw-rows.ts): no
   * row object is made of them (docs/listing-api.md, "At a million vehicles").
   */
  addValues(values: readonly unknown[]): void {
    this.put(values as unknown as RowSource, BY_PLACE);
  }

  private put(v: RowSource, keys: RowKeys): void {
    const r = this.rowCount;
    const id = toNumber(v[keys.id]);
    if (id < this.lastId) throw new Error(`the index takes vehicles in ascending id order: ${id} came after ${this.lastId}`);
    this.lastId = id;
    if (r >= this.ids.length) this.grow(r);
    this.ids[r] = id;
    const at = this.keysOf.get(keys) as { singles: RowKey[]; multis: RowKey[]; ranges: RowKey[] };
    const { singles, multis, rangeColumns } = this;
    for (let i = 0; i < singles.length; i++)
      (singles[i] as (typeof singles)[number]).builder.set(r, singleValue(v[at.singles[i] as RowKey]));
    for (let i = 0; i < multis.length; i++) {
      const { valuesOf, builder } = multis[i] as (typeof multis)[number];
      builder.set(r, valuesOf(v[at.multis[i] as RowKey]));
    }
    for (let i = 0; i < rangeColumns.length; i++)
      (rangeColumns[i] as (typeof rangeColumns)[number]).column[r] = toNumber(v[at.ranges[i] as RowKey]);
    this.createdAt[r] = timestampKey(v[keys.created_at]);
    const name = String(v[keys.status]);
    let rank = this.statusRanks.get(name);
    if (rank === undefined) this.statusRanks.set(name, (rank = statusRank(name)));
    this.status[r] = rank;
    this.unpriced[r] = pricedValues(v[keys.display_price], v[keys.price_hidden]) ? 0 : 1;
    this.keywords.put(v, keys);
    this.rowCount = r + 1;
  }

  /** More rows than expected: every per-row column grows by half (the checkbox builders grow themselves). */
  private grow(r: number): void {
    this.ids = lengthFor(this.ids, r);
    for (const range of this.rangeColumns) range.column = lengthFor(range.column, r);
    this.createdAt = lengthFor(this.createdAt, r);
    this.status = lengthFor(this.status, r);
    this.unpriced = lengthFor(this.unpriced, r);
  }

  /** The rest of the build, as steps a server yields between (index-service.ts); the builder is used up. */
  *finish(): Generator<void, IndexColumns> {
    const { rowCount } = this;
    // Views of the rows added (the room beyond them stays, for new vehicles: room.ts).
    const ids = grown(this.ids, rowCount);
    const createdAt = grown(this.createdAt, rowCount);
    const status = grown(this.status, rowCount);
    const unpriced = grown(this.unpriced, rowCount);
    const built = new Map<CheckboxFilter, CheckboxColumn>();
    for (const { filter, builder } of [...this.singles, ...this.multis]) built.set(filter, builder.done(rowCount));
    const checkbox = {} as Record<CheckboxFilter, CheckboxColumn>;
    for (const filter of CHECKBOX_KEYS) checkbox[filter] = built.get(filter) as CheckboxColumn;
    const ranges = {} as Record<RangeFilter, Float64Array>;
    for (const { filter, column } of this.rangeColumns) ranges[filter] = grown(column, rowCount);
    yield;

    const joint = buildJointCodes(checkbox, rowCount);
    yield;

    const valueBits = {} as Record<CheckboxFilter, Uint32Array[] | null>;
    for (const filter of CHECKBOX_KEYS) {
      const column = checkbox[filter];
      valueBits[filter] = column.values.length <= MAX_VALUE_BITSETS ? buildValueBits(column, rowCount) : null;
    }
    yield;

    const sortKeys: SortKeyColumns = {
      production_year: ranges.production_year,
      mileage: ranges.mileage,
      display_price: ranges.display_price,
      created_at: createdAt,
      status,
    };
    yield;
    // Each key column is ordered once; both directions and the unpriced-last orders derive from it.
    const ascendingOf = new Map<Float64Array, Int32Array | undefined>();
    const ascending = (keys: Float64Array): Int32Array | undefined => {
      if (!ascendingOf.has(keys)) ascendingOf.set(keys, ascendingOrder(keys));
      return ascendingOf.get(keys);
    };
    const sorts = {} as Record<SortOption, Int32Array>;
    for (const sort of SORT_OPTIONS) {
      const { key, direction, unpricedLast } = SORT_KEYS[sort];
      sorts[sort] = sortPermutation(sortKeys[key], direction, unpricedLast ? unpriced : undefined, ascending(sortKeys[key]));
      yield;
    }
    // Ascending orders double as the range facets' orders; the other range columns get their own
    // (priceAsc is not purely ascending: vehicles without a price come last in it).
    const reuse: Partial<Record<RangeFilter, SortOption>> = {
      production_year: 'productionYearAsc',
      mileage: 'mileageAsc',
    };
    const rangeOrders = {} as Record<RangeFilter, Int32Array>;
    for (const filter of RANGE_KEYS) {
      const sort = reuse[filter];
      rangeOrders[filter] = sort ? sorts[sort] : sortPermutation(ranges[filter], 1, undefined, ascending(ranges[filter]));
      yield;
    }
    const keywords = this.keywords.done();
    const dead = withRoom(Uint32Array, wordCount(rowCount));
    return { rowCount, ids, dead, deadCount: 0, checkbox, joint, valueBits, ranges, sortKeys, unpriced, sorts, rangeOrders, keywords };
  }
}

/**
 * The build of rows already in memory (tests, benches, buildListingIndex), yielding every
 * ROWS_PER_STEP rows of its first pass; a server builds from the database instead (load.ts).
 */
export function* buildColumnSteps(
  input: readonly IndexedVehicleRow[],
  dealers: readonly DealerInfoRow[] = [],
): Generator<void, IndexColumns> {
  // Row order = id order, which is what makes "ties broken by row" mean "ties broken by id".
  const rows = inIdOrder(input);
  const builder = new ColumnsBuilder(rows.length, dealers);
  for (let r = 0; r < rows.length; r++) {
    builder.add(rows[r] as IndexedVehicleRow);
    if ((r & (ROWS_PER_STEP - 1)) === ROWS_PER_STEP - 1) yield;
  }
  return yield* builder.finish();
}

/** Runs a step generator to its end without yielding. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
