/**
 * The stock version: one row that changes whenever stock changes, so every API process can tell
 * that its in-memory listing index is stale (architecture, "Listing engine").
 */
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

export async function readStockVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('stock_version').select('version').where('id', '=', 1).executeTakeFirst();
  if (!row) throw new Error('stock_version row is missing: run the migrations first');
  return Number(row.version);
}

/** Increments the version in one statement (no read-modify-write race) and returns the new value. */
export async function bumpStockVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .updateTable('stock_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirst();
  if (!row) throw new Error('stock_version row is missing: run the migrations first');
  return Number(row.version);
}

/**
 * Runs `work` in one transaction whose stock writes move the stock version once (migration 0039,
 * docs/stock-feed.md "After an import"). PostgreSQL's triggers see the transaction by themselves;
 * SQLite's row triggers need the batch row opened, and it is closed again before the commit (a
 * failure rolls it back with everything else), so no other connection ever sees it open.
 */
export async function inStockBatch<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const sqlite = !(trx.getExecutor().adapter instanceof PostgresAdapter);
    if (sqlite) await trx.updateTable('stock_batch').set({ state: 1 }).where('id', '=', 1).execute();
    const result = await work(trx);
    if (sqlite) await trx.updateTable('stock_batch').set({ state: 0 }).where('id', '=', 1).execute();
    return result;
  });
}
