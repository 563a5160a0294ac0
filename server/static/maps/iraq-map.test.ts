/**
 * The locator's map data (iraq.geojson, made by scripts/iraq-governorates.ts from Natural Earth):
 * one shape per governorate Natural Earth knows (18: Halabja is still inside Sulaymaniyah there,
 * docs/retailer-locator.md), named by our keys, each governorate's seat inside its own shape and no
 * other, neighbours meeting on shared points (no gaps from simplifying each shape on its own), and
 * the file small enough to fetch with the map.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GOVERNORATE_KEYS } from '../../../domain/governorates.js';

type Position = [number, number];
interface Feature {
  properties: { kind: string; governorate?: string };
  geometry: { type: string; coordinates: unknown };
}
const FILE = fileURLToPath(new URL('./iraq.geojson', import.meta.url));
const features = (JSON.parse(readFileSync(FILE, 'utf8')) as { features: Feature[] }).features;
const shapes = features.filter((f) => f.properties.kind === 'governorate');
const seats = features.filter((f) => f.properties.kind === 'governorate_seat');
const ringOf = (f: Feature) => (f.geometry.coordinates as Position[][])[0] as Position[];

/** Ray casting: whether the point is inside the closed ring. */
function inside([x, y]: Position, ring: readonly Position[]): boolean {
  let within = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

describe('the map of Iraq (iraq.geojson)', () => {
  it("has Natural Earth's 18 governorate shapes, each one closed polygon under one of our keys; Halabja has none", () => {
    const keys = shapes.map((f) => f.properties.governorate);
    expect(shapes).toHaveLength(18);
    expect(new Set(keys).size).toBe(18);
    expect([...keys].sort()).toEqual(GOVERNORATE_KEYS.filter((key) => key !== 'halabja').sort());
    for (const shape of shapes) {
      expect(shape.geometry.type).toBe('Polygon');
      const ring = ringOf(shape);
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[ring.length - 1]).toEqual(ring[0]);
    }
  });

  it("puts every governorate's seat inside its own shape and no other (Halabja's inside Sulaymaniyah's)", () => {
    expect(seats.map((f) => f.properties.governorate).sort()).toEqual([...GOVERNORATE_KEYS].sort());
    for (const seat of seats) {
      const point = seat.geometry.coordinates as Position;
      const containing = shapes.filter((shape) => inside(point, ringOf(shape))).map((shape) => shape.properties.governorate);
      const expected = seat.properties.governorate === 'halabja' ? 'sulaymaniyah' : seat.properties.governorate;
      expect({ seat: seat.properties.governorate, containing }).toEqual({ seat: seat.properties.governorate, containing: [expected] });
    }
  });

  it('lets neighbours share their boundary points, and the country border run along the outer edges', () => {
    const owners = new Map<string, Set<string>>();
    for (const shape of shapes)
      for (const p of ringOf(shape)) owners.set(p.join(), (owners.get(p.join()) ?? new Set()).add(shape.properties.governorate ?? ''));
    // Baghdad is surrounded by governorates: every point of its boundary is a neighbour's too.
    const baghdad = shapes.find((f) => f.properties.governorate === 'baghdad') as Feature;
    expect(ringOf(baghdad).every((p) => (owners.get(p.join())?.size ?? 0) >= 2)).toBe(true);
    const country = features.find((f) => f.properties.kind === 'country') as Feature;
    const border = ringOf(country);
    expect(border.length).toBeGreaterThan(100);
    expect(border.every((p) => owners.has(p.join()))).toBe(true);
  });

  it('stays small (it is fetched whenever a map shows)', () => {
    expect(statSync(FILE).size).toBeLessThan(40_000);
  });
});
