import { describe, expect, it } from 'vitest';
import { grown, withRoom } from './room.js';

describe('room to spare (room.ts)', () => {
  it('grows a view in place while there is room, and copies, keeping the values, when there is none', () => {
    const first = withRoom(Int32Array, 3);
    first.set([7, 8, 9]);
    const room = first.buffer.byteLength / 4;
    expect(room).toBeGreaterThanOrEqual(3 + 1024);
    const longer = grown(first, room);
    expect(longer.buffer).toBe(first.buffer);
    expect(Array.from(longer.subarray(0, 4))).toEqual([7, 8, 9, 0]);
    const copied = grown(longer, room + 1);
    expect(copied.buffer).not.toBe(first.buffer);
    expect(Array.from(copied.subarray(0, 3))).toEqual([7, 8, 9]);
    expect(copied.buffer.byteLength / 4).toBeGreaterThan(room + 1);
  });

  it('keeps between 1/16 and 1/8 to spare, so growth is geometric', () => {
    for (let i = 0; i < 40; i++) {
      const room = withRoom(Float64Array, 160_000).buffer.byteLength / 8 - 160_000;
      expect(room).toBeGreaterThanOrEqual(10_000);
      expect(room).toBeLessThanOrEqual(20_000);
    }
  });

  it('staggers arrays allocated together, so one new row copies a few of them, not all', () => {
    // Forty per-row arrays of one index, grown one row at a time as new vehicles arrive.
    let arrays = Array.from({ length: 40 }, () => withRoom(Int32Array, 100_000));
    let most = 0;
    for (let length = 100_001; length <= 130_000; length++) {
      const next = arrays.map((a) => grown(a, length));
      most = Math.max(most, next.filter((a, i) => a.buffer !== arrays[i]?.buffer).length);
      arrays = next;
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);
  });
});
