/** Random stock changes for the in-place update tests (docs/listing-api.md, "Index updates"). */
import type { IndexedVehicleRow } from '../engine/build.js';

/** A deterministic random source (mulberry32). */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One random stock change to `rows` (by id): a price, a status, a whole new set of attributes, a new
 * vehicle (sometimes with values no vehicle had) or a vehicle removed. Returns the id it touched.
 */
export function randomChange(
  rows: Map<number, IndexedVehicleRow>,
  pool: readonly IndexedVehicleRow[],
  next: () => number,
  newId: () => number,
): number {
  const ids = [...rows.keys()];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const kind = next();
  if (kind < 0.15 || ids.length === 0) {
    const id = newId();
    const base = pick(pool);
    const odd = next() < 0.3;
    rows.set(id, {
      ...base,
      id,
      model: odd ? `New-Model ${id % 7}` : base.model,
      color: odd ? 'teal' : base.color,
      engine_type: odd && next() < 0.5 ? `${base.engine_type},hydrogen` : base.engine_type,
      vin: `SALZZ${String(id).padStart(12, '0')}`,
    });
    return id;
  }
  const id = pick(ids);
  const row = rows.get(id) as IndexedVehicleRow;
  if (kind < 0.3) rows.delete(id);
  else if (kind < 0.6)
    rows.set(id, {
      ...row,
      display_price: Math.round(next() * 200_000),
      msrp_price: Math.round(next() * 220_000),
      price_hidden: next() < 0.1 ? 1 : 0,
    });
  else if (kind < 0.85) rows.set(id, { ...row, status: pick(['stock', 'reserved', 'sold', 'demo', 'delivery']) });
  else rows.set(id, { ...pick(pool), id, vin: row.vin, created_at: row.created_at });
  return id;
}
