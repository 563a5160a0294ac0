/**
 * The map's grouping of pins (pin-groups.ts): pins that would cover each other become one group at
 * their mean point, groups never overlap one another, a badge stays inside the span of its own
 * points (never pushed away from them), and a ring at the closest zoom keeps its pins apart.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BADGE, PIN_SIZE, TARGET_GAP, groupPins, ringOffsets, type PinGroup, type ScreenPoint } from './pin-groups.js';

const box = (g: PinGroup<unknown>) =>
  g.members.length === 1
    ? { cx: g.at.x, cy: g.at.y - PIN_SIZE.height / 2, w: PIN_SIZE.width, h: PIN_SIZE.height }
    : { cx: g.at.x, cy: g.at.y, w: BADGE, h: BADGE };

describe('groupPins', () => {
  it('keeps pins far apart as pins on their own points', () => {
    const groups = groupPins([
      { item: 'a', at: { x: 0, y: 0 } },
      { item: 'b', at: { x: 100, y: 0 } },
    ]);
    expect(groups).toEqual([
      { members: ['a'], at: { x: 0, y: 0 } },
      { members: ['b'], at: { x: 100, y: 0 } },
    ]);
  });

  it('puts pins that would cover each other into one group at their mean point, north first', () => {
    const groups = groupPins([
      { item: 'south', at: { x: 50, y: 300 } },
      { item: 'a', at: { x: 10, y: 10 } },
      { item: 'b', at: { x: 20, y: 30 } },
    ]);
    expect(groups).toEqual([
      { members: ['a', 'b'], at: { x: 15, y: 20 } },
      { members: ['south'], at: { x: 50, y: 300 } },
    ]);
  });

  it('leaves no two targets overlapping, and every badge within its own points', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 400 }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const groups = groupPins(points.map((at, item) => ({ item, at })));
        expect(groups.flatMap((g) => g.members).sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
        for (const [i, g] of groups.entries()) {
          const own = g.members.map((m) => points[m]!);
          expect(g.at.x).toBeGreaterThanOrEqual(Math.min(...own.map((p) => p.x)) - 1e-9);
          expect(g.at.x).toBeLessThanOrEqual(Math.max(...own.map((p) => p.x)) + 1e-9);
          expect(g.at.y).toBeGreaterThanOrEqual(Math.min(...own.map((p) => p.y)) - 1e-9);
          expect(g.at.y).toBeLessThanOrEqual(Math.max(...own.map((p) => p.y)) + 1e-9);
          for (const other of groups.slice(i + 1)) {
            const [a, b] = [box(g), box(other)];
            const apart = Math.abs(a.cx - b.cx) >= (a.w + b.w) / 2 + TARGET_GAP || Math.abs(a.cy - b.cy) >= (a.h + b.h) / 2 + TARGET_GAP;
            expect(apart).toBe(true);
          }
        }
      }),
    );
  });
});

describe('ringOffsets', () => {
  const pinBox = (p: ScreenPoint) => ({ cx: p.x, cy: p.y - PIN_SIZE.height / 2 });

  it('spreads pins on one spot round it so that none touches another', () => {
    for (let n = 2; n <= 12; n++) {
      const centre = { x: 0, y: 0 };
      const offsets = ringOffsets(
        Array.from({ length: n }, () => centre),
        centre,
      );
      expect(new Set(offsets.map((o) => `${o.x},${o.y}`)).size).toBe(n);
      for (const [i, a] of offsets.entries())
        for (const b of offsets.slice(i + 1)) {
          const [p, q] = [pinBox(a), pinBox(b)];
          expect(
            Math.abs(p.cx - q.cx) >= PIN_SIZE.width + TARGET_GAP - 1 || Math.abs(p.cy - q.cy) >= PIN_SIZE.height + TARGET_GAP - 1,
          ).toBe(true);
        }
      // A small ring: the pins stay next to their place.
      expect(Math.max(...offsets.map((o) => Math.hypot(o.x, o.y)))).toBeLessThanOrEqual(n <= 6 ? 48 : 100);
    }
  });

  it('sends each pin towards its own side of the centre', () => {
    const centre = { x: 0, y: 0 };
    const [west, east] = ringOffsets(
      [
        { x: -2, y: 0 },
        { x: 2, y: 0 },
      ],
      centre,
    );
    expect(west!.x).toBeLessThan(0);
    expect(east!.x).toBeGreaterThan(0);
  });

  it('leaves a lone pin on its point', () => {
    expect(ringOffsets([{ x: 3, y: 4 }], { x: 3, y: 4 })).toEqual([{ x: 0, y: 0 }]);
  });
});
