/**
 * Builds the column set of the listing index from plain rows. The build is a generator of steps so
 * a server process can yield to its event loop between them (see index-service.ts) while a test or
 * a benchmark simply runs it to the end.
 */
import type { CheckboxFilter, RangeFilter, SortOption } from '../../../domain/listing-query.js';
import { CHECKBOX_FILTERS, MULTI_VALUED_FILTERS, RANGE_FILTERS, SORT_OPTIONS } from '../../../domain/listing-query.js';
import type { VehicleRow } from '../../db/schema.js';
import { buildValueBits, wordCount } from './bitsets.js';
import { buildMultiColumn, buildSingleColumn, type CheckboxColumn } from './columns.js';
import { buildJointCodes } from './joint-codes.js';
import { buildKeywordIndex } from './keyword-index.js';
import type { DealerInfoRow } from '../dealer-info.js';
import { readJson } from '../../db/json-list-column.js';
import { SORT_KEYS, hasPrice, sortPermutation, statusRank, timestampKey } from './sort-orders.js';
import { CHECKBOX_KEYS, RANGE_KEYS } from './filter-bits.js';
import { type IndexColumns, type SortKeyColumns } from './types.js';
import { copyWithRoom, withRoom } from './room.js';

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

/** `dealers`: the dealers of the same moment, whose names find their vehicles by keyword. */
export function* buildColumnSteps(
  input: readonly IndexedVehicleRow[],
  dealers: readonly DealerInfoRow[] = [],
): Generator<void, IndexColumns> {
  // Row order = id order, which is what makes "ties broken by row" mean "ties broken by id".
  const rows = [...input].sort((a, b) => toNumber(a.id) - toNumber(b.id));
  const rowCount = rows.length;
  const ids = withRoom(Float64Array, rowCount);
  for (let r = 0; r < rowCount; r++) {
    const id = toNumber(rows[r]?.id);
    ids[r] = id;
  }
  yield;

  const checkbox = {} as Record<CheckboxFilter, CheckboxColumn>;
  for (const filter of CHECKBOX_KEYS) {
    const attribute = CHECKBOX_FILTERS[filter];
    const valueOf = (r: number): unknown => (rows[r] as IndexedVehicleRow)[attribute];
    checkbox[filter] = MULTI_VALUED_FILTERS.includes(filter)
      ? buildMultiColumn(rowCount, (r) => multiValues(filter, valueOf(r)))
      : buildSingleColumn(rowCount, (r) => singleValue(valueOf(r)));
    yield;
  }

  const joint = buildJointCodes(checkbox, rowCount);
  yield;

  const valueBits = {} as Record<CheckboxFilter, Uint32Array[] | null>;
  for (const filter of CHECKBOX_KEYS) {
    const column = checkbox[filter];
    valueBits[filter] = column.values.length <= MAX_VALUE_BITSETS ? buildValueBits(column, rowCount) : null;
  }
  yield;

  const ranges = {} as Record<RangeFilter, Float64Array>;
  for (const filter of RANGE_KEYS) {
    const column = withRoom(Float64Array, rowCount);
    const attribute = RANGE_FILTERS[filter];
    for (let r = 0; r < rowCount; r++) column[r] = toNumber((rows[r] as IndexedVehicleRow)[attribute]);
    ranges[filter] = column;
  }
  yield;

  const sortKeys: SortKeyColumns = {
    production_year: ranges.production_year,
    mileage: ranges.mileage,
    display_price: ranges.display_price,
    created_at: copyWithRoom(
      Float64Array,
      rows.map((row) => timestampKey(row.created_at)),
    ),
    status: copyWithRoom(
      Float64Array,
      rows.map((row) => statusRank(String(row.status))),
    ),
  };
  const unpriced = copyWithRoom(
    Uint8Array,
    rows.map((row) => (hasPrice(row) ? 0 : 1)),
  );
  const sorts = {} as Record<SortOption, Int32Array>;
  for (const sort of SORT_OPTIONS) {
    const { key, direction, unpricedLast } = SORT_KEYS[sort];
    sorts[sort] = sortPermutation(sortKeys[key], direction, unpricedLast ? unpriced : undefined);
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
    rangeOrders[filter] = sort ? sorts[sort] : sortPermutation(ranges[filter], 1);
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
