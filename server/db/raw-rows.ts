/**
 * Rows as arrays of column values, in the order selected, for reads of very many rows: on SQLite,
 * better-sqlite3's raw mode. Creating each row as an object (a property at a time, in the driver)
 * was half the CPU time of reading a million vehicles for the listing index (docs/listing-api.md,
 * "1,000,000 vehicles, build"). openDatabase registers the reader of each SQLite database; on
 * PostgreSQL (or a Kysely made elsewhere) there is none and callers read row objects as usual.
 */
import type SQLite from 'better-sqlite3';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema.js';

type RawRead = (sql: string, parameters: readonly unknown[]) => unknown[][];

const readers = new WeakMap<Kysely<Database>, RawRead>();
const files = new WeakMap<Kysely<Database>, string>();

/** Statements of raw reads kept per database (their own: a statement in raw mode must not serve Kysely). */
const KEPT_STATEMENTS = 16;

export function registerRawReads(db: Kysely<Database>, sqlite: SQLite.Database): void {
  if (!sqlite.memory) files.set(db, sqlite.name);
  const statements = new Map<string, SQLite.Statement>();
  readers.set(db, (sql, parameters) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql).raw(true);
      statements.set(sql, statement);
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
    }
    return statement.all(...parameters) as unknown[][];
  });
}

/**
 * The rows of `query` as arrays of column values in the order selected, or undefined when `db` has
 * no raw reads (then read row objects: `query.execute()`). The read holds the database's one
 * connection as any query does, so it never runs inside another caller's open transaction.
 */
export async function selectArrays(db: Kysely<Database>, query: Compilable<object>): Promise<unknown[][] | undefined> {
  const read = readers.get(db);
  if (!read) return undefined;
  const compiled = query.compile();
  return db.connection().execute(async () => read(compiled.sql, compiled.parameters));
}

/**
 * The file of a SQLite database opened by openDatabase (undefined in memory, or on PostgreSQL): what a
 * reader on a connection of its own opens, such as the listing index's read in a worker thread
 * (server/listing/engine/chunk-reader.ts).
 */
export function sqliteFile(db: Kysely<Database>): string | undefined {
  return files.get(db);
}
