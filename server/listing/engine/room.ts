/**
 * Per-row arrays with room to spare (docs/listing-api.md, "Index updates"): a new vehicle makes every
 * per-row array one longer, and at a million rows copying them all would cost far more than the
 * change itself. An array is a view of the first `length` entries of a longer buffer, so growing it
 * is a new view; only when the room is used up is it copied, into a buffer with room again.
 */

type RowArray = Int32Array | Float64Array | Uint8Array | Uint32Array;

/** Allocations so far, modulo ROOM_STEPS: what staggers the room of arrays allocated together. */
let allocations = 0;
const ROOM_STEPS = 32;

/**
 * Entries to allocate for `length` (docs/listing-api.md, "Index updates"): the length plus between
 * 1/16 and 1/8 of it (at least 1024) to spare. Growth is geometric, so copies are amortised; and the
 * share steps through ROOM_STEPS sizes from one allocation to the next, so the dozens of per-row
 * arrays a build allocates together run out of room at different new vehicles instead of all at the
 * same one (whose change would then copy every array: 80 ms at a million rows, over the 50 ms budget).
 */
export const spare = (length: number): number => {
  const base = Math.max(1024, length >>> 4);
  allocations = (allocations + 1) % ROOM_STEPS;
  return length + base + Math.floor((base * allocations) / ROOM_STEPS);
};

/**
 * `array` with room for `length` entries (new ones 0): a longer view of the same memory when it has
 * spare room, else a copy with room to spare.
 */
export function grown<T extends RowArray>(array: T, length: number): T {
  const Kind = array.constructor as {
    new (n: number): T;
    new (buffer: ArrayBufferLike, offset: number, n: number): T;
    BYTES_PER_ELEMENT: number;
  };
  const room = array.byteOffset === 0 ? array.buffer.byteLength / Kind.BYTES_PER_ELEMENT : 0;
  if (room >= length) {
    const view = new Kind(array.buffer, 0, length);
    view.fill(0, Math.min(array.length, length));
    return view;
  }
  const out = new Kind(spare(length)).subarray(0, length) as T;
  out.set(array.subarray(0, Math.min(array.length, length)));
  return out;
}

/**
 * `array` long enough to hold index `index`: itself when it is, else grown by half (at least 1024
 * entries): a build that meets more rows than it expected grows a few times, not once per row.
 */
export function lengthFor<T extends RowArray>(array: T, index: number): T {
  if (index < array.length) return array;
  return grown(array, Math.max(index + 1, array.length + (array.length >>> 1), 1024));
}

/** A new zeroed array of `length` entries with room to spare: what the build allocates per row. */
export function withRoom<T extends RowArray>(Kind: { new (n: number): T }, length: number): T {
  return new Kind(spare(length)).subarray(0, length) as T;
}

/** `values` copied into an array with room to spare. */
export function copyWithRoom<T extends RowArray>(Kind: { new (n: number): T }, values: ArrayLike<number>): T {
  const out = withRoom(Kind, values.length);
  out.set(values);
  return out;
}
