/**
 * The deterministic mix of listing queries every engine benchmark runs: filters drawn from every
 * checkbox filter and every range filter (with values that occur in the data, so answers are not
 * trivially empty), every sort, pages 1–3, a page of 12. Same rows and seed, same mix.
 */
import {
  CHECKBOX_FILTERS,
  MULTI_VALUED_FILTERS,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type CheckboxFilter,
  type ListingQuery,
  type RangeFilter,
} from '../../../domain/listing-query.js';
import type { IndexedVehicleRow } from '../engine/index.js';
import { createRandom } from '../../seed/random.js';

export const MIX_SIZE = 300;
export const MIX_SEED = 0x5eed;

const CHECKBOX = Object.keys(CHECKBOX_FILTERS) as CheckboxFilter[];
const RANGES = Object.keys(RANGE_FILTERS) as RangeFilter[];

/** The values a checkbox filter can take on one row (as the engine reads them). */
export function rowValues(row: IndexedVehicleRow, filter: CheckboxFilter): string[] {
  const raw = row[CHECKBOX_FILTERS[filter] as keyof IndexedVehicleRow];
  if (raw === null || raw === undefined || raw === '') return [];
  if (filter === 'engine_types')
    return String(raw)
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  if (filter === 'financing_options') return JSON.parse(String(raw)) as string[];
  return [String(raw)];
}

export interface MixData {
  /** Distinct values per checkbox filter, with how many rows hold each. */
  values: Record<CheckboxFilter, string[]>;
  /** Sorted values per range filter (for quantile bounds). */
  sorted: Record<RangeFilter, Float64Array>;
}

export function mixData(rows: readonly IndexedVehicleRow[]): MixData {
  const values = {} as Record<CheckboxFilter, string[]>;
  for (const filter of CHECKBOX) {
    const seen = new Set<string>();
    for (const row of rows) for (const v of rowValues(row, filter)) seen.add(v);
    values[filter] = [...seen].sort();
  }
  const sorted = {} as Record<RangeFilter, Float64Array>;
  for (const filter of RANGES) {
    sorted[filter] = Float64Array.from(rows, (row) => Number(row[RANGE_FILTERS[filter] as keyof IndexedVehicleRow])).sort();
  }
  return { values, sorted };
}

/** `count` queries over `data`: 0–3 checkbox filters of 1–2 values, 0–1 range, any sort, page 1–3. */
export function queryMix(data: MixData, count = MIX_SIZE, seed = MIX_SEED): ListingQuery[] {
  const random = createRandom(seed);
  const quantile = (filter: RangeFilter, q: number): number => {
    const s = data.sorted[filter];
    return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  };
  const queries: ListingQuery[] = [];
  for (let i = 0; i < count; i++) {
    const query: ListingQuery = {
      page: random.int(1, 3),
      items: 12,
      sort: random.pick(SORT_OPTIONS),
      filters: { checkbox: {}, ranges: {} },
    };
    // Walk the filter kinds in turn so every one of them is exercised, then add random others.
    const filters = new Set<CheckboxFilter>([CHECKBOX[i % CHECKBOX.length] as CheckboxFilter]);
    const extra = random.int(0, 2);
    for (let k = 0; k < extra; k++) filters.add(random.pick(CHECKBOX));
    if (random.chance(0.1)) filters.clear(); // some unfiltered pages too
    for (const filter of filters) {
      const values = data.values[filter];
      if (values.length === 0) continue;
      query.filters.checkbox[filter] = random.subset(values, 1, 2);
    }
    if (random.chance(0.6)) {
      const filter = RANGES[i % RANGES.length] as RangeFilter;
      const lo = random.next() * 0.5;
      const hi = lo + 0.2 + random.next() * (1 - lo - 0.2);
      query.filters.ranges[filter] = random.chance(0.5)
        ? { gteq: quantile(filter, lo), lteq: quantile(filter, hi) }
        : random.chance(0.5)
          ? { gteq: quantile(filter, lo) }
          : { lteq: quantile(filter, hi) };
    }
    queries.push(query);
  }
  return queries;
}

/** Whether a filter reads a multi-valued attribute (engines and databases handle those differently). */
export const isMultiValued = (filter: CheckboxFilter): boolean => MULTI_VALUED_FILTERS.includes(filter);

/** p-th percentile (0–100) of durations in ms. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
