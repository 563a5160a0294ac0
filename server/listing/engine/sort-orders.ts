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
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? isoInstant(value) : Date.parse(String(value));
  return Number.isNaN(ms) ? -Infinity : ms;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Where toISOString's form `YYYY-MM-DDTHH:MM:SS.sssZ` has its separators, and which. */
const ISO_SEPARATORS: readonly (readonly [number, number])[] = [
  [4, 45], // -
  [7, 45], // -
  [10, 84], // T
  [13, 58], // :
  [16, 58], // :
  [19, 46], // .
  [23, 90], // Z
];

/** The whole number written by the digits of `text` from `start` to before `end`; NaN where one is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Date.parse of a timestamp, read by position when it has the form every stored timestamp has
 * (toISOString's) and a plainly valid date: at a million vehicles, each with its own creation time,
 * Date.parse was a tenth of the index build's own work (docs/listing-api.md, "At a million
 * vehicles"). Anything else (another form, a year below 100, a day past its month's end, hour 24)
 * goes to Date.parse, so the result is always Date.parse's (sort-orders.test.ts).
 */
function isoInstant(text: string): number {
  if (text.length !== 24) return Date.parse(text);
  for (const [at, code] of ISO_SEPARATORS) if (text.charCodeAt(at) !== code) return Date.parse(text);
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const hour = digitsAt(text, 11, 13);
  const minute = digitsAt(text, 14, 16);
  const second = digitsAt(text, 17, 19);
  const millisecond = digitsAt(text, 20, 23);
  // NaN fails every comparison, so a non-digit lands in Date.parse too.
  if (!(year >= 100 && month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59 && millisecond >= 0)) {
    return Date.parse(text);
  }
  const leapDay = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  if (day > (DAYS_IN_MONTH[month - 1] as number) + leapDay) return Date.parse(text);
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
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
  return pricedValues(row.display_price, row.price_hidden);
}

/** hasPrice of the two values themselves (the build reads them from a row or an array: build.ts). */
export function pricedValues(displayPrice: unknown, priceHidden: unknown): boolean {
  return Number(priceHidden) !== 1 && Number(displayPrice) > 0;
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

/**
 * Every row by ascending key, ties by ascending row, or undefined when a key is NaN (no build key
 * is: toNumber and timestampKey never give one; only a comparison orders NaN). A stable LSD radix
 * sort of the keys' bits, 16 at a time, skipping the digits every key shares (whole numbers leave
 * the low bits of a double empty), so no comparison is made. -0 and 0 tie, as in rowComparer.
 */
export function ascendingOrder(keys: Float64Array): Int32Array | undefined {
  const n = keys.length;
  const counted = countingOrder(keys);
  if (counted) return counted;
  const doubles = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    const k = keys[r] as number;
    if (Number.isNaN(k)) return undefined;
    doubles[r] = k + 0; // -0 + 0 is 0
  }
  // A double's bits ordered as unsigned integers: negative ones all flipped, positive ones' sign set.
  const words = new Uint32Array(doubles.buffer);
  const little = new Uint8Array(Float64Array.of(1).buffer)[7] === 0x3f;
  const lo = new Uint32Array(n);
  const hi = new Uint32Array(n);
  for (let r = 0; r < n; r++) {
    const l = words[2 * r + (little ? 0 : 1)] as number;
    const h = words[2 * r + (little ? 1 : 0)] as number;
    const negative = h >>> 31 === 1;
    lo[r] = negative ? ~l >>> 0 : l;
    hi[r] = negative ? ~h >>> 0 : (h | 0x80000000) >>> 0;
  }
  let order = new Int32Array(n);
  for (let r = 0; r < n; r++) order[r] = r;
  let spare = new Int32Array(n);
  const counts = new Int32Array(65_537);
  for (const [part, shift] of [
    [lo, 0],
    [lo, 16],
    [hi, 0],
    [hi, 16],
  ] as const) {
    counts.fill(0);
    for (let r = 0; r < n; r++) {
      const digit = ((part[r] as number) >>> shift) & 0xffff;
      counts[digit + 1] = (counts[digit + 1] as number) + 1;
    }
    // A digit every key shares orders nothing.
    if (n === 0 || counts.some((count) => count === n)) continue;
    for (let d = 1; d < counts.length; d++) counts[d] = (counts[d] as number) + (counts[d - 1] as number);
    for (let i = 0; i < n; i++) {
      const r = order[i] as number;
      const digit = ((part[r] as number) >>> shift) & 0xffff;
      const at = counts[digit] as number;
      spare[at] = r;
      counts[digit] = at + 1;
    }
    [order, spare] = [spare, order];
  }
  return order;
}

/** Keys spanning fewer whole numbers than this are ordered by one counting pass. */
const COUNTING_SPAN = 65_536;

/**
 * The ascending order of keys that are all whole numbers within COUNTING_SPAN of each other (years,
 * statuses, power), by one stable counting pass instead of the radix sort's digit passes (at a
 * million rows the sorts were a third of the build's last steps, docs/listing-api.md "1,000,000
 * vehicles, build"); undefined for any other keys. -0 and 0 tie, as in rowComparer.
 */
function countingOrder(keys: Float64Array): Int32Array | undefined {
  const n = keys.length;
  if (n === 0) return undefined;
  let min = Infinity;
  let max = -Infinity;
  for (let r = 0; r < n; r++) {
    const k = keys[r] as number;
    if (!Number.isInteger(k)) return undefined;
    if (k < min) min = k;
    if (k > max) max = k;
    if (max - min >= COUNTING_SPAN) return undefined;
  }
  const starts = new Int32Array(max - min + 2);
  for (let r = 0; r < n; r++) {
    const at = (keys[r] as number) - min + 1;
    starts[at] = (starts[at] as number) + 1;
  }
  for (let d = 1; d < starts.length; d++) starts[d] = (starts[d] as number) + (starts[d - 1] as number);
  const order = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const at = (keys[r] as number) - min;
    const place = starts[at] as number;
    order[place] = r;
    starts[at] = place + 1;
  }
  return order;
}

/**
 * Every row in the order rowComparer gives, built without comparisons (a comparison sort of every
 * order was most of the build's time at a million rows, docs/listing-api.md "At a million
 * vehicles"): from the ascending order (`ascending`, when the caller has it for this column
 * already), descending takes the runs of equal keys from the end, each run still by row; then the
 * rows marked in `last` are moved after the others, keeping their order.
 */
export function sortPermutation(keys: Float64Array, direction: 1 | -1, last?: Uint8Array, ascending?: Int32Array): Int32Array {
  const n = keys.length;
  const order = withRoom(Int32Array, n);
  const up = ascending ?? ascendingOrder(keys);
  if (!up) {
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort(rowComparer(keys, direction, last));
    return order;
  }
  let directed = up;
  if (direction === -1) {
    directed = new Int32Array(n);
    let at = 0;
    for (let end = n; end > 0;) {
      let start = end - 1;
      const key = keys[up[start] as number] as number;
      while (start > 0 && keys[up[start - 1] as number] === key) start--;
      for (let i = start; i < end; i++) directed[at++] = up[i] as number;
      end = start;
    }
  }
  let at = 0;
  for (let i = 0; i < n; i++) {
    const r = directed[i] as number;
    if (!last || last[r] !== 1) order[at++] = r;
  }
  if (last) for (let i = 0; i < n; i++) if (last[directed[i] as number] === 1) order[at++] = directed[i] as number;
  return order;
}
