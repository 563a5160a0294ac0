/**
 * The 100,000-vehicle benchmark dataset: built once into data/bench.sqlite, reused while complete.
 * A complete dataset is brought to the latest migration before it is used, as a server does at its
 * start (migration 0040's covering index, created once: 24 s at a million vehicles), so a bench
 * measures the schema a server has.
 */
import { existsSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest, pendingMigrations } from '../server/migrations/migrate.js';
import { seedDemo } from '../server/seed/index.js';

export const BENCH_SQLITE = 'data/bench.sqlite';
export const BENCH_VEHICLES = 100_000;

export async function ensureBenchDataset(path = BENCH_SQLITE, vehicles = BENCH_VEHICLES): Promise<void> {
  if (existsSync(path)) {
    const handle = openDatabase({ sqlitePath: path });
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
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  }
  const started = Date.now();
  const handle = openDatabase({ sqlitePath: path });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { vehicles, examplesOrigin: 'http://localhost:8081' });
  await handle.close();
  console.log(`Built ${path} with ${vehicles.toLocaleString('en')} vehicles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
