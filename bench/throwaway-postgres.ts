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
