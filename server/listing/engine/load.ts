/**
 * Reads what the listing index is built from. The stock version (one primary-key read, cheap enough
 * to check every second) comes from server/db/stock-version.ts.
 *
 * Vehicles are read in chunks by id, yielding to the event loop between them: SQLite's driver reads
 * synchronously, and one read of 100,000 rows held a starting process for seconds, so it could not
 * answer a page (or even its probes) until the index was loaded (docs/operations.md, "Start-up").
 * The chunks are separate statements: a stock write between them may show in the later ones. The
 * version is read first, so such an index is labelled older than what it holds and is rebuilt at
 * the next check, as when a write lands between the version read and the rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEALER_INFO_COLUMNS } from '../dealer-info.js';
import { readStockVersion } from '../../db/stock-version.js';
import { INDEXED_COLUMNS, type IndexedVehicleRow } from './build.js';
import type { IndexSource } from './listing-index.js';

/** Vehicles per read while loading the index. */
export const VEHICLE_CHUNK = 1_000;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function readVehicles(db: Kysely<Database>, chunk: number): Promise<IndexSource['vehicles']> {
  const vehicles: IndexedVehicleRow[] = [];
  let after: number | undefined;
  for (;;) {
    const from = db.selectFrom('vehicles').select(INDEXED_COLUMNS);
    const rows = await (after === undefined ? from : from.where('id', '>', after)).orderBy('id').limit(chunk).execute();
    for (const row of rows) vehicles.push(row);
    const last = rows.at(-1);
    if (rows.length < chunk || !last) return vehicles;
    after = last.id;
    await nextTurn();
  }
}

export async function loadIndexSource(db: Kysely<Database>, chunk = VEHICLE_CHUNK): Promise<IndexSource> {
  // Version first: rows read afterwards are at least that new, so a bump during the load is never
  // mistaken for already indexed (the next check sees a higher version and rebuilds again).
  const version = await readStockVersion(db);
  const [vehicles, dealers, listings] = await Promise.all([
    readVehicles(db, chunk),
    db.selectFrom('dealers').select(DEALER_INFO_COLUMNS).execute(),
    db.selectFrom('listings').selectAll().execute(),
  ]);
  return { version, vehicles, dealers, listings };
}
