/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file
 * (data/lrdx.sqlite by default). Both speak through Kysely with the same table types.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';
import { registerPostgresRawReads, registerRawReads } from './raw-rows.js';

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
  /**
   * An in-memory SQLite database that starts as a copy of this image (better-sqlite3's `serialize()`):
   * tests copy a database migrated once instead of migrating each one (server/db/test-db.ts).
   */
  sqliteImage?: Buffer;
}

export const DEFAULT_SQLITE_PATH = 'data/lrdx.sqlite';

/** The PostgreSQL driver is loaded only when a process uses it: a SQLite process starts without it (docs/operations.md, "Start-up"). */
const require = createRequire(import.meta.url);

export function openDatabase(options: DbOptions = {}): DbHandle {
  if (options.databaseUrl) {
    const pg = require('pg') as typeof import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerPostgresRawReads(db, pool, options.databaseUrl);
    const url = new URL(options.databaseUrl);
    url.password = url.password ? '***' : '';
    return { db, dialect: 'postgres', describe: url.toString(), close: () => db.destroy() };
  }
  const path = options.sqliteImage ? ':memory:' : (options.sqlitePath ?? DEFAULT_SQLITE_PATH);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  registerRawReads(db, sqlite);
  return { db, dialect: 'sqlite', describe: path, close: () => db.destroy() };
}

/** Distinct SQL texts whose prepared statements are kept (least recently used out first). */
export const SQLITE_STATEMENT_CACHE = 500;

/**
 * Kysely prepares every query it runs, and preparing (parsing and planning the SQL) costs a page render
 * more than running its small queries (docs/caching.md, "Render cost"). Statements are kept by their
 * SQL text and reused; SQLite re-prepares one by itself when the schema changed. A statement still
 * being iterated (a streamed query) is never handed out twice: that call gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, max = SQLITE_STATEMENT_CACHE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const fresh = sqlite.prepare(sql);
      if (!kept) {
        statements.set(sql, fresh);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return fresh;
    },
  };
}
