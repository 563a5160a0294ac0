/**
 * The rows of a curated list (`vehicles` of a listing query, domain/curated-vehicles.ts) as a row
 * bit set, for narrowBaseSet (base-set.ts) to narrow the listing's base set to, as a keyword does.
 * Within the engine's budget (docs/listing-api.md, "The engine and its budget"): an id is a binary
 * search of the ascending ids, a VIN a look-up of its last four characters in the keyword index's
 * VIN tails; at most CURATED_VEHICLES_MAX of them. An id or VIN the index lacks (sold and removed,
 * withdrawn, never there) finds no row.
 */
import { vehicleRef } from '../../../domain/curated-vehicles.js';
import { vinKey, VIN_KEY } from './keyword-index.js';
import { rowOfId, type IndexColumns } from './types.js';

export function curatedRows(cols: IndexColumns, vehicles: readonly string[], words: number): Uint32Array {
  const bits = new Uint32Array(words);
  const set = (row: number) => {
    bits[row >>> 5] = (bits[row >>> 5] as number) | (1 << (row & 31));
  };
  for (const entry of vehicles) {
    const ref = vehicleRef(entry);
    if (!ref) continue;
    if (ref.kind === 'id') {
      const row = rowOfId(cols, ref.id);
      if (row !== undefined) set(row);
      continue;
    }
    const key = vinKey(ref.vin);
    for (const row of cols.keywords.vinTails.get(key.slice(-VIN_KEY)) ?? []) if (cols.keywords.vins[row] === key) set(row);
  }
  return bits;
}
