/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file
 * (data/lrdx.sqlite by default). Both speak through Kysely with the same table types.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Human-readable location for logs (never includes a password). */
  describe: string;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  sqlitePath?: string;
}

export const DEFAULT_SQLITE_PATH = 'data/lrdx.sqlite';

export function openDatabase(options: DbOptions = {}): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    url.password = url.password ? '***' : '';
    return { db, dialect: 'postgres', describe: url.toString(), close: () => db.destroy() };
  }
  const path = options.sqlitePath ?? DEFAULT_SQLITE_PATH;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', describe: path, close: () => db.destroy() };
}
