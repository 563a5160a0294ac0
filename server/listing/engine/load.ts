/**
 * Reads what the listing index is built from. The stock version (one primary-key read, cheap enough
 * to check every second) comes from server/db/stock-version.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEALER_INFO_COLUMNS } from '../dealer-info.js';
import { readStockVersion } from '../../db/stock-version.js';
import { INDEXED_COLUMNS } from './build.js';
import type { IndexSource } from './listing-index.js';

export async function loadIndexSource(db: Kysely<Database>): Promise<IndexSource> {
  // Version first: rows read afterwards are at least that new, so a bump during the load is never
  // mistaken for already indexed (the next check sees a higher version and rebuilds again).
  const version = await readStockVersion(db);
  const [vehicles, dealers, listings] = await Promise.all([
    db.selectFrom('vehicles').select(INDEXED_COLUMNS).orderBy('id').execute(),
    db.selectFrom('dealers').select(DEALER_INFO_COLUMNS).execute(),
    db.selectFrom('listings').selectAll().execute(),
  ]);
  return { version, vehicles, dealers, listings };
}
