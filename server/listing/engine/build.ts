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
import { buildKeywordIndex } from './keyword-index.js';
import type { DealerInfoRow } from '../dealer-info.js';
import { readJson } from '../../db/json-list-column.js';
import { SORT_KEYS, ascendingOrder, hasPrice, sortPermutation, statusRank, timestampKey } from './sort-orders.js';
import { CHECKBOX_KEYS, RANGE_KEYS } from './filter-bits.js';
import { type IndexColumns, type SortKeyColumns } from './types.js';
import { withRoom } from './room.js';

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

export type IndexedVehicleRow = Pick<VehicleRow, (typeof INDEXED_COLUMNS)[number]>;

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

const MULTI_KEYS = CHECKBOX_KEYS.filter((filter) => MULTI_VALUED_FILTERS.includes(filter));
const SINGLE_KEYS = CHECKBOX_KEYS.filter((filter) => !MULTI_VALUED_FILTERS.includes(filter));

/**
 * `dealers`: the dealers of the same moment, whose names find their vehicles by keyword.
 * Every per-row step is a loop filling a typed array, with the work that depends on a value alone
 * (parsing a JSON list, normalising a keyword label) done once per distinct value: the build of a
 * million vehicles stays within its budget (docs/listing-api.md, "At a million vehicles").
 */
export function* buildColumnSteps(
  input: readonly IndexedVehicleRow[],
  dealers: readonly DealerInfoRow[] = [],
): Generator<void, IndexColumns> {
  // Row order = id order, which is what makes "ties broken by row" mean "ties broken by id".
  const rows = inIdOrder(input);
  const rowCount = rows.length;
  // One pass reads each vehicle once for every column: a row object is read while it is in the
  // cache, instead of once per column (at a million rows the reads, not the work, were the cost).
  const ids = withRoom(Float64Array, rowCount);
  const singles = SINGLE_KEYS.map((filter) => ({
    filter,
    attribute: CHECKBOX_FILTERS[filter],
    builder: new SingleColumnBuilder(rowCount),
  }));
  const multis = MULTI_KEYS.map((filter) => ({
    filter,
    attribute: CHECKBOX_FILTERS[filter],
    valuesOf: multiValuesOnce(filter),
    builder: new MultiColumnBuilder(rowCount),
  }));
  const rangeColumns = RANGE_KEYS.map((filter) => ({ filter, attribute: RANGE_FILTERS[filter], column: withRoom(Float64Array, rowCount) }));
  const createdAt = withRoom(Float64Array, rowCount);
  const status = withRoom(Float64Array, rowCount);
  const unpriced = withRoom(Uint8Array, rowCount);
  const statusRanks = new Map<string, number>();
  for (let r = 0; r < rowCount; r++) {
    const row = rows[r] as IndexedVehicleRow;
    ids[r] = toNumber(row.id);
    for (const { attribute, builder } of singles) builder.set(r, singleValue(row[attribute]));
    for (const { attribute, valuesOf, builder } of multis) builder.set(r, valuesOf(row[attribute]));
    for (const { attribute, column } of rangeColumns) column[r] = toNumber(row[attribute]);
    createdAt[r] = timestampKey(row.created_at);
    const name = String(row.status);
    let rank = statusRanks.get(name);
    if (rank === undefined) statusRanks.set(name, (rank = statusRank(name)));
    status[r] = rank;
    unpriced[r] = hasPrice(row) ? 0 : 1;
    if ((r & (ROWS_PER_STEP - 1)) === ROWS_PER_STEP - 1) yield;
  }
  const built = new Map<CheckboxFilter, CheckboxColumn>();
  for (const { filter, builder } of [...singles, ...multis]) built.set(filter, builder.done());
  const checkbox = {} as Record<CheckboxFilter, CheckboxColumn>;
  for (const filter of CHECKBOX_KEYS) checkbox[filter] = built.get(filter) as CheckboxColumn;
  const ranges = {} as Record<RangeFilter, Float64Array>;
  for (const { filter, column } of rangeColumns) ranges[filter] = column;
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
  const keywords = buildKeywordIndex(rows, dealers);
  const dead = withRoom(Uint32Array, wordCount(rowCount));
  return { rowCount, ids, dead, deadCount: 0, checkbox, joint, valueBits, ranges, sortKeys, unpriced, sorts, rangeOrders, keywords };
}

/** Runs a step generator to its end without yielding. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
