/**
 * The 100,000-vehicle benchmark dataset: built once into data/bench.sqlite, reused while complete.
 * A complete dataset is brought to the latest migration before it is used, as a server does at its
 * start (migration 0040's covering index, created once: 24 s at a million vehicles), so a bench
 * measures the schema a server has. The same for a PostgreSQL dataset (a `postgres://` URL in place of
 * the file, bench/kept-postgres.ts): a database that does not hold the dataset whole is emptied and
 * seeded again.
 */
import { existsSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type DbHandle } from '../server/db/connection.js';
import { migrateToLatest, pendingMigrations } from '../server/migrations/migrate.js';
import { seedDemo } from '../server/seed/index.js';

export const BENCH_SQLITE = 'data/bench.sqlite';
export const BENCH_VEHICLES = 100_000;

/** Whether a bench dataset names a PostgreSQL database rather than a SQLite file. */
export const isPostgresDataset = (dataset: string): boolean => /^postgres(ql)?:\/\//.test(dataset);

/** Opens a bench dataset: a SQLite file, or a PostgreSQL database by its URL. */
export const openBenchDataset = (dataset: string): DbHandle =>
  openDatabase(isPostgresDataset(dataset) ? { databaseUrl: dataset } : { sqlitePath: dataset });

export async function ensureBenchDataset(path = BENCH_SQLITE, vehicles = BENCH_VEHICLES): Promise<void> {
  const postgres = isPostgresDataset(path);
  if (postgres || existsSync(path)) {
    const handle = openBenchDataset(path);
    try {
      const row = await sql<{ n: number }>`select count(*) as n from vehicles`.execute(handle.db);
      if (Number(row.rows[0]?.n) === vehicles) {
        const pending = await pendingMigrations(handle.db);
        if (pending.length === 0) return;
        const started = Date.now();
        await migrateToLatest(handle.db);
        console.log(`Migrated ${path} (${pending.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
    } catch {
      // An unreadable or half-built file is rebuilt below.
    } finally {
      await handle.close();
    }
    if (postgres) await emptyPostgres(path);
    else for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  }
  const started = Date.now();
  const handle = openBenchDataset(path);
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { vehicles, examplesOrigin: 'http://localhost:8081' });
  const describe = handle.describe;
  await handle.close();
  console.log(`Built ${describe} with ${vehicles.toLocaleString('en')} vehicles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Empties a bench PostgreSQL database that does not hold the dataset whole (a seed stopped half-way,
 * another count), so it is seeded from the start. Only a database of the bench's own naming
 * (`lrdx_bench_<count>`, bench/kept-postgres.ts) is emptied: pointed at any other database, the
 * bench stops instead.
 */
async function emptyPostgres(url: string): Promise<void> {
  const handle = openBenchDataset(url);
  try {
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(handle.db)).rows[0]?.name ?? '';
    if (!/^lrdx_bench_\d+$/.test(name))
      throw new Error(
        `${handle.describe} does not hold the dataset the bench asked for, and is not a bench database (lrdx_bench_<count>): it is left as it is`,
      );
    await sql`drop schema public cascade`.execute(handle.db);
    await sql`create schema public`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
