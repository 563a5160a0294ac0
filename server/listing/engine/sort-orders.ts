/**
 * Precomputed row orders, one per sort option, so a query filters a permutation instead of sorting.
 * Rows are stored in ascending id order, so breaking ties by row index breaks them by id and paging
 * stays stable whatever the sort.
 */
import type { SortOption } from '../../../domain/listing-query.js';

/** Business order of the "status" sort; statuses outside it come last. */
export const STATUS_SORT_ORDER = ['stock', 'available_soon', 'demo', 'in_production', 'on_demand', 'delivery', 'reserved', 'sold'] as const;

export function statusRank(status: string): number {
  const rank = (STATUS_SORT_ORDER as readonly string[]).indexOf(status);
  return rank === -1 ? STATUS_SORT_ORDER.length : rank;
}

/** Timestamps sort by instant; text that is not a date sorts first. */
export function timestampKey(value: unknown): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(ms) ? -Infinity : ms;
}

/** Which numeric key and direction each sort option uses. */
export const SORT_KEYS: Record<
  SortOption,
  { key: 'production_year' | 'created_at' | 'mileage' | 'display_price' | 'status'; direction: 1 | -1 }
> = {
  productionYearAsc: { key: 'production_year', direction: 1 },
  productionYearDesc: { key: 'production_year', direction: -1 },
  createdAtAsc: { key: 'created_at', direction: 1 },
  createdAtDesc: { key: 'created_at', direction: -1 },
  mileageAsc: { key: 'mileage', direction: 1 },
  mileageDesc: { key: 'mileage', direction: -1 },
  priceAsc: { key: 'display_price', direction: 1 },
  priceDesc: { key: 'display_price', direction: -1 },
  status: { key: 'status', direction: 1 },
};

export function sortPermutation(keys: Float64Array, direction: 1 | -1): Int32Array {
  const order = new Int32Array(keys.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  // Typed-array sort with a comparator: the key difference, then the row (= id) ascending.
  order.sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    if (ka !== kb) return ka < kb ? -direction : direction;
    return a - b;
  });
  return order;
}
