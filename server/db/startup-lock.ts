/**
 * One process at a time prepares the database (migrations, the demo seed, the demo admin): several
 * instances started together on an empty database otherwise all see it empty and all seed it, and
 * every one but the first dies on a unique key (docs/operations.md, "Starting several instances").
 *
 * - PostgreSQL: a session advisory lock (`pg_advisory_lock`) held on one pooled connection for the
 *   whole preparation; the others wait on it, then find the work done. A process that dies while it
 *   holds the lock loses its connection, and PostgreSQL releases the lock with it. Advisory locks
 *   belong to one database, so two databases of a cluster never wait on each other.
 * - SQLite: an exclusive transaction on a lock file beside the database (`<file>.startup-lock`,
 *   itself a tiny SQLite database). Its file lock is the operating system's, released when the
 *   process ends however it ends, so a crash never leaves a stale lock behind. The database file
 *   itself is not locked: the preparation writes to it from the holder's own connection.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DbHandle } from './connection.js';

/** The advisory lock's key: any fixed bigint no other code on the database uses ("lrdx" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6c726478;

/** How often a waiting SQLite process tries the lock file again. */
const SQLITE_RETRY_MS = 100;

export interface StartupLockOptions {
  /** The SQLite database file (config SQLITE_PATH); unused on PostgreSQL and for `:memory:`. */
  sqlitePath?: string;
  /** Told once when another process holds the lock and this one starts waiting. */
  onWait?: (message: string) => void;
}

export async function withStartupLock<T>(handle: DbHandle, options: StartupLockOptions, work: () => Promise<T>): Promise<T> {
  if (handle.dialect === 'postgres') return withAdvisoryLock(handle, options, work);
  const path = options.sqlitePath;
  if (!path || path === ':memory:') return work(); // Nobody else can open an in-memory database.
  return withLockFile(`${path}.startup-lock`, options, work);
}

async function withAdvisoryLock<T>(handle: DbHandle, options: StartupLockOptions, work: () => Promise<T>): Promise<T> {
  return handle.db.connection().execute(async (connection) => {
    const key = sql`${String(STARTUP_LOCK_KEY)}::bigint`;
    const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!tried.rows[0]?.locked) {
      options.onWait?.('Another instance is preparing the database (migrations, seed); waiting for it to finish');
      await sql`select pg_advisory_lock(${key})`.execute(connection);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

async function withLockFile<T>(path: string, options: StartupLockOptions, work: () => Promise<T>): Promise<T> {
  const lock = new SQLite(path);
  try {
    // No busy wait inside SQLite (it would block this process's event loop): retry here instead.
    lock.pragma('busy_timeout = 0');
    let told = false;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (!told) options.onWait?.(`Another instance is preparing the database (lock ${path}); waiting for it to finish`);
        told = true;
        await sleep(SQLITE_RETRY_MS);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
