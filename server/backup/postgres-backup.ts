/**
 * PostgreSQL through `pg_dump` (custom format: compressed, one file, restored object by object)
 * and `pg_restore` in one transaction, so a failed restore leaves the target as it was.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { runPgTool } from './pg-tools.js';

export function backupPostgres(databaseUrl: string, destination: string): Promise<void> {
  return runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${destination}`], databaseUrl);
}

export function restorePostgres(dump: string, databaseUrl: string): Promise<void> {
  return runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump], databaseUrl);
}

/** Not a single table outside PostgreSQL's own schemas. */
export async function isPostgresEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
  return (rows[0]?.n ?? 0) === 0;
}

/** `--force`: everything lrdx keeps is in the `public` schema; it is dropped and made again, empty. */
export async function clearPostgres(db: Kysely<Database>): Promise<void> {
  await sql`drop schema if exists public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
