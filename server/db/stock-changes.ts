/**
 * The stock change log (migration 0036): what each stock version changed, for the listing index to
 * apply in place (docs/listing-api.md, "Index updates"). Written by triggers only; read and trimmed
 * here.
 */
import type { Kysely } from 'kysely';
import type { Database, StockChangesTable } from './schema.js';

export interface StockChanges {
  /** The log's entries with a version in (after, upTo]. */
  entries: StockChangesTable[];
  /** False when changes after `after` may have been trimmed: the log cannot bring that index up to date. */
  complete: boolean;
}

export async function readStockChanges(db: Kysely<Database>, after: number, upTo: number): Promise<StockChanges> {
  const rows = await db
    .selectFrom('stock_changes')
    .select(['version', 'kind', 'vehicle_id'])
    .where('version', '>', after)
    .where('version', '<=', upTo)
    .execute();
  // The floor is read after the entries: a trim between the two reads is then always noticed.
  const floor = await db.selectFrom('stock_change_floor').select('version').where('id', '=', 1).executeTakeFirst();
  const entries = rows.map((row) => ({
    version: Number(row.version),
    kind: row.kind,
    vehicle_id: row.vehicle_id === null ? null : Number(row.vehicle_id),
  }));
  return { entries, complete: floor !== undefined && Number(floor.version) <= after };
}

/** Deletes the entries more than `keep` versions old and raises the floor over them; returns the floor. */
export async function trimStockChanges(db: Kysely<Database>, keep: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('stock_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    const floor = Number(row.version) - keep;
    // Floor first: a reader that sees entries missing also sees the floor that explains it.
    await trx.updateTable('stock_change_floor').set({ version: floor }).where('id', '=', 1).where('version', '<', floor).execute();
    await trx.deleteFrom('stock_changes').where('version', '<=', floor).execute();
    const now = await trx.selectFrom('stock_change_floor').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(now.version);
  });
}
