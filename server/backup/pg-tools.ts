/**
 * Finds PostgreSQL's `pg_dump` and `pg_restore` and runs them against a connection string: on PATH,
 * else the newest under /usr/lib/postgresql/<version>/bin (Debian's packages), or in PG_BIN_DIR
 * when set. The password travels in PGPASSWORD, never on the command line a process list shows.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupRefused } from './manifest.js';

export type PgTool = 'pg_dump' | 'pg_restore';

function onPath(tool: PgTool, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder (or not executable): the next one.
    }
  }
  return undefined;
}

function underDebianLib(tool: PgTool, root: string): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((x, y) => Number(y) - Number(x));
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', tool);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function findPgTool(tool: PgTool, env: NodeJS.ProcessEnv = process.env, debianRoot = '/usr/lib/postgresql'): string {
  const dir = env.PG_BIN_DIR?.trim();
  if (dir) {
    const candidate = path.join(dir, tool);
    if (existsSync(candidate)) return candidate;
    throw new BackupRefused(`${tool} is not in PG_BIN_DIR (${dir}).`);
  }
  const found = onPath(tool, env) ?? underDebianLib(tool, debianRoot);
  if (found) return found;
  throw new BackupRefused(
    `${tool} was not found (not on PATH, not under /usr/lib/postgresql/*/bin): a PostgreSQL backup needs the PostgreSQL client tools of the server's major version or newer. Install them (Debian/Ubuntu: apt-get install postgresql-client) or set PG_BIN_DIR to their folder.`,
  );
}

/** The connection string without its password, and the password for PGPASSWORD. */
export function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/** Runs a tool to its end; a non-zero exit is a refusal carrying what it printed. */
export function runPgTool(tool: PgTool, args: string[], databaseUrl: string): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const child = spawn(findPgTool(tool), [...args, `--dbname=${url}`], {
    env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new BackupRefused(`${tool} could not start: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupRefused(`${tool} failed (exit code ${String(code)}): ${stderr.trim()}`));
    });
  });
}
