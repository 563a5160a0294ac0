/**
 * Precomputed row orders, one per sort option, so a query filters a permutation instead of sorting.
 * Rows are stored in ascending id order, so breaking ties by row index breaks them by id and paging
 * stays stable whatever the sort.
 */
import type { SortOption } from '../../../domain/listing-query.js';
import { withRoom } from './room.js';

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

/** Which numeric key and direction each sort option uses; `unpricedLast` puts vehicles without a price at the end. */
export const SORT_KEYS: Record<
  SortOption,
  { key: 'production_year' | 'created_at' | 'mileage' | 'display_price' | 'status'; direction: 1 | -1; unpricedLast?: true }
> = {
  productionYearAsc: { key: 'production_year', direction: 1 },
  productionYearDesc: { key: 'production_year', direction: -1 },
  createdAtAsc: { key: 'created_at', direction: 1 },
  createdAtDesc: { key: 'created_at', direction: -1 },
  mileageAsc: { key: 'mileage', direction: 1 },
  mileageDesc: { key: 'mileage', direction: -1 },
  priceAsc: { key: 'display_price', direction: 1, unpricedLast: true },
  priceDesc: { key: 'display_price', direction: -1, unpricedLast: true },
  status: { key: 'status', direction: 1 },
};

/**
 * A vehicle "has a price" when the price is shown and above zero (as on its card, domain/price-format.ts);
 * price-on-request vehicles go last in both price sorts instead of ranking by a hidden or empty price.
 */
export function hasPrice(row: { display_price: unknown; price_hidden: unknown }): boolean {
  return Number(row.price_hidden) !== 1 && Number(row.display_price) > 0;
}

/** Orders row a before row b (negative), as the sort orders hold them. */
export type RowCompare = (a: number, b: number) => number;

/**
 * Rows marked in `last` (1) come after all others whatever the direction; then by key; ties by row
 * (= id) ascending. The one comparison every order is built, searched and kept with.
 */
export function rowComparer(keys: Float64Array, direction: 1 | -1, last?: Uint8Array): RowCompare {
  return (a, b) => {
    if (last && last[a] !== last[b]) return (last[a] as number) - (last[b] as number);
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    if (ka !== kb) return ka < kb ? -direction : direction;
    return a - b;
  };
}

/** Every row in the order rowComparer gives. */
export function sortPermutation(keys: Float64Array, direction: 1 | -1, last?: Uint8Array): Int32Array {
  const order = withRoom(Int32Array, keys.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort(rowComparer(keys, direction, last));
  return order;
}
