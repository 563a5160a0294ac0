/**
 * A PostgreSQL cluster for one bench part (scripts/pg-throwaway.sh): started in its own directory on
 * a free port, stopped and removed after. Null when the PostgreSQL binaries are not installed: the
 * part then says so and measures SQLite only.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.js';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

export async function startThrowawayPostgres(name: string): Promise<ThrowawayPostgres | null> {
  const dir = join(tmpdir(), `lrdx-bench-${name}-${process.pid}`);
  const port = await freePort();
  try {
    const url = execFileSync('scripts/pg-throwaway.sh', ['start', dir, String(port)], { encoding: 'utf8' }).trim();
    return { url, stop: () => execFileSync('scripts/pg-throwaway.sh', ['stop', dir]) };
  } catch {
    return null;
  }
}

/**
 * Runs a bench part's PostgreSQL half on the server TEST_DATABASE_URL names, or else on a throwaway
 * cluster started for it (TEST_DATABASE_URL pointed at it meanwhile, then put back); answers
 * undefined, after saying why, when neither is there (the part then measures SQLite only).
 */
export async function onBenchPostgres<T>(name: string, part: () => Promise<T>): Promise<T | undefined> {
  if (process.env.TEST_DATABASE_URL) return part();
  const cluster = await startThrowawayPostgres(name);
  if (!cluster) {
    console.log(`\n(PostgreSQL is not installed and TEST_DATABASE_URL is not set: ${name} runs on SQLite only)`);
    return undefined;
  }
  process.env.TEST_DATABASE_URL = cluster.url;
  try {
    return await part();
  } finally {
    delete process.env.TEST_DATABASE_URL;
    cluster.stop();
  }
}
