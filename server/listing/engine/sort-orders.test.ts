import { describe, expect, it } from 'vitest';
import { ascendingOrder, rowComparer, sortPermutation, timestampKey } from './sort-orders.js';

/** The order a comparison sort with rowComparer gives: what sortPermutation must equal. */
function compared(keys: Float64Array, direction: 1 | -1, last?: Uint8Array): number[] {
  return Array.from({ length: keys.length }, (_, i) => i).sort(rowComparer(keys, direction, last));
}

/** A small deterministic generator, so a failure is repeatable. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('sortPermutation', () => {
  it('orders rows as the comparison does, ties by row, in both directions, with and without rows put last', () => {
    const next = random(7);
    for (const n of [0, 1, 2, 17, 1000]) {
      for (const distinct of [1, 3, 50, 5000]) {
        const pool = [
          -Infinity,
          -0,
          0,
          0.5,
          -12.25,
          1e15,
          Infinity,
          ...Array.from({ length: distinct }, () => Math.round(next() * 1e6) / 100),
        ];
        const keys = Float64Array.from({ length: n }, () => pool[Math.floor(next() * Math.min(pool.length, distinct + 7))] as number);
        const last = Uint8Array.from({ length: n }, () => (next() < 0.2 ? 1 : 0));
        for (const direction of [1, -1] as const) {
          expect(Array.from(sortPermutation(keys, direction))).toEqual(compared(keys, direction));
          expect(Array.from(sortPermutation(keys, direction, last))).toEqual(compared(keys, direction, last));
        }
      }
    }
  });

  it('ties -0 and 0, orders negative keys and infinities, and falls back to the comparison when a key is NaN', () => {
    expect(Array.from(ascendingOrder(Float64Array.of(0, -0, 3, -0, -2.5, -Infinity, Infinity, -1e-300)) ?? [])).toEqual([
      5, 4, 7, 0, 1, 3, 2, 6,
    ]);
    expect(ascendingOrder(Float64Array.of(1, Number.NaN))).toBeUndefined();
    const keys = Float64Array.of(2, 1, 2, 0);
    expect(Array.from(sortPermutation(keys, -1))).toEqual([0, 2, 1, 3]);
    const withNaN = Float64Array.of(2, Number.NaN, 1);
    // NaN has no consistent place in the comparison; every row is still there once.
    expect(Array.from(sortPermutation(withNaN, 1)).sort()).toEqual([0, 1, 2]);
  });

  it('orders whole-number keys within the counting span (years, statuses) as the comparison does, and wider ones too', () => {
    const next = random(11);
    for (const [low, span] of [
      [2015, 12],
      [-40, 80],
      [0, 65_535],
      [0, 65_536],
      [1_000_000, 70_000],
    ] as const) {
      const keys = Float64Array.from({ length: 3_000 }, () => low + Math.floor(next() * (span + 1)));
      keys[7] = low;
      keys[8] = low + span;
      if (low === -40) keys[9] = -0;
      for (const direction of [1, -1] as const) expect(Array.from(sortPermutation(keys, direction))).toEqual(compared(keys, direction));
    }
  });

  it('uses an ascending order it is given for the column', () => {
    const keys = Float64Array.of(5, 3, 5, 1);
    const up = ascendingOrder(keys) as Int32Array;
    expect(Array.from(sortPermutation(keys, -1, Uint8Array.of(0, 0, 1, 0), up))).toEqual([0, 1, 3, 2]);
  });

  it('returns an order with room to spare for new rows (room.ts)', () => {
    const order = sortPermutation(Float64Array.of(3, 1, 2), 1);
    expect(Array.from(order)).toEqual([1, 2, 0]);
    expect(order.buffer.byteLength).toBeGreaterThan(order.byteLength);
  });
});

describe('timestampKey', () => {
  it("gives Date.parse's instant for stored timestamps and for every other text, and -Infinity where there is none", () => {
    const texts = [
      '2026-05-20T14:42:01.000Z',
      '2024-02-29T23:59:59.999Z',
      '2026-02-29T00:00:00.000Z',
      '2026-04-31T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-00-10T00:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
      '2026-01-01T23:60:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '0099-12-31T00:00:00.000Z',
      '2026-1a-01T00:00:00.000Z',
      '2026-01-01 10:00:00.000Z',
      '2026-01-01T10:00:00Z',
      '2026-01-01',
      'not a date',
      '',
    ];
    // And random instants across four centuries, as toISOString writes them.
    for (let i = 0; i < 2_000; i++) texts.push(new Date(Date.UTC(1900, 0, 1) + Math.floor(Math.random() * 4e9) * 3_000).toISOString());
    for (const text of texts) {
      const parsed = Date.parse(text);
      expect(timestampKey(text), text).toBe(Number.isNaN(parsed) ? -Infinity : parsed);
    }
    expect(timestampKey(new Date(5))).toBe(5);
    expect(timestampKey(null)).toBe(-Infinity);
  });
});
