/**
 * The stock version: one row that changes whenever stock changes, so every API process can tell
 * that its in-memory listing index is stale (architecture, "Listing engine").
 */
import type { Kysely } from 'kysely';
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
