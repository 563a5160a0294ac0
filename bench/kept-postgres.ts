/**
 * The PostgreSQL cluster that keeps the bench's large PostgreSQL datasets between runs
 * (docs/listing-api.md, "The million rows in `npm run bench`"): seeding a million vehicles into
 * PostgreSQL takes longer than the rest of the bench, so it is done once (bench/make-dataset.ts with
 * POSTGRES=1) into a cluster under /tmp (MILLION_POSTGRES: elsewhere), one database per vehicle
 * count, and each run starts that cluster on a free port and stops it after (scripts/pg-throwaway.sh
 * `up` and `down`, which keep its directory).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/free-port.js';

export const KEPT_POSTGRES = process.env.MILLION_POSTGRES ?? join(tmpdir(), 'lrdx-bench-postgres');

/** Whether a kept cluster was made in `dir`. */
export const keptPostgresExists = (dir = KEPT_POSTGRES): boolean => existsSync(join(dir, 'data', 'PG_VERSION'));

/** The database of the dataset with `vehicles` vehicles on the cluster at `serverUrl`. */
export function benchDatabaseUrl(serverUrl: string, vehicles: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/lrdx_bench_${vehicles}`;
  return url.toString();
}

/** Whether the cluster at `serverUrl` holds a database for `vehicles` vehicles (made by `createBenchDatabase`). */
export async function hasBenchDatabase(serverUrl: string, vehicles: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [`lrdx_bench_${vehicles}`]);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Creates the (empty) database for `vehicles` vehicles when it is missing; answers its URL. */
export async function createBenchDatabase(serverUrl: string, vehicles: number): Promise<string> {
  if (!(await hasBenchDatabase(serverUrl, vehicles))) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      // The name is made here from a number, never from input.
      await client.query(`create database lrdx_bench_${Math.trunc(vehicles)}`);
    } finally {
      await client.end();
    }
  }
  return benchDatabaseUrl(serverUrl, vehicles);
}

/** Starts the kept cluster (made when missing), runs `part` with its server URL, and stops it. */
export async function onKeptPostgres<T>(part: (serverUrl: string) => Promise<T>, dir = KEPT_POSTGRES): Promise<T> {
  const port = await freePort();
  const serverUrl = execFileSync('scripts/pg-throwaway.sh', ['up', dir, String(port)], { encoding: 'utf8' }).trim();
  try {
    return await part(serverUrl);
  } finally {
    execFileSync('scripts/pg-throwaway.sh', ['down', dir]);
  }
}
