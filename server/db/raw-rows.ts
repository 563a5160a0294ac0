/**
 * Rows as arrays of column values, in the order selected, for reads of very many rows: on SQLite,
 * better-sqlite3's raw mode; on PostgreSQL, pg's `rowMode: 'array'`. Creating each row as an object
 * (a property at a time, in the driver) was half the CPU time of reading a million vehicles for the
 * listing index (docs/listing-api.md, "1,000,000 vehicles, build"). openDatabase registers the
 * reader of each database it opens; a Kysely made elsewhere has none, and callers read row objects
 * as usual.
 */
import type SQLite from 'better-sqlite3';
import type { Compilable, Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';
import { CopyTextRows } from './copy-text.js';

type RawRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[][]>;

/**
 * Where a reader on a connection of its own finds the same database, such as the listing index's
 * read in a worker thread (server/listing/engine/chunk-reader.ts): a SQLite file, or PostgreSQL's
 * connection string.
 */
export type DatabaseSource = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

const readers = new WeakMap<Kysely<Database>, RawRead>();
const pools = new WeakMap<Kysely<Database>, pg.Pool>();
const sources = new WeakMap<Kysely<Database>, DatabaseSource>();

/** Statements of raw reads kept per database (their own: a statement in raw mode must not serve Kysely). */
const KEPT_STATEMENTS = 16;

export function registerRawReads(db: Kysely<Database>, sqlite: SQLite.Database): void {
  if (!sqlite.memory) sources.set(db, { kind: 'sqlite', file: sqlite.name });
  const statements = new Map<string, SQLite.Statement>();
  const read = (sql: string, parameters: readonly unknown[]): unknown[][] => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql).raw(true);
      statements.set(sql, statement);
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
    }
    return statement.all(...parameters) as unknown[][];
  };
  // The read holds the database's one connection as any query does, so it never runs inside another
  // caller's open transaction.
  readers.set(db, (sql, parameters) => db.connection().execute(async () => read(sql, parameters)));
}

/**
 * PostgreSQL's raw reads: a pooled connection of their own for each read, as Kysely's own reads
 * take, so they see what is committed and never another caller's open transaction.
 */
export function registerPostgresRawReads(db: Kysely<Database>, pool: pg.Pool, url: string): void {
  sources.set(db, { kind: 'postgres', url });
  pools.set(db, pool);
  readers.set(db, async (sql, parameters) => (await pool.query<unknown[]>({ text: sql, values: [...parameters], rowMode: 'array' })).rows);
}

/**
 * The rows of `query` as arrays of column values in the order selected, or undefined when `db` has
 * no raw reads (then read row objects: `query.execute()`). The values are the ones the driver gives
 * in row objects.
 */
export async function selectArrays(db: Kysely<Database>, query: Compilable<object>): Promise<unknown[][] | undefined> {
  const read = readers.get(db);
  if (!read) return undefined;
  const compiled = query.compile();
  return read(compiled.sql, compiled.parameters);
}

/** Where a reader on a connection of its own reads `db` (undefined for SQLite in memory, or a Kysely made elsewhere). */
export function databaseSource(db: Kysely<Database>): DatabaseSource | undefined {
  return sources.get(db);
}

/** Rows per batch `copyRows` yields. */
const COPY_BATCH = 1_000;

/**
 * The rows of `query` through PostgreSQL's `COPY (…) TO STDOUT`, in batches, as arrays of the values'
 * texts (null for NULL: copy-text.ts), or undefined where `db` is not a PostgreSQL database opened by
 * openDatabase. One statement, so one snapshot of the table, streamed: the server sends while the
 * caller works on the batch before (the socket's backpressure holds it when the caller falls behind),
 * and the driver parses no value, which was most of the CPU of reading a million vehicles row by row
 * (docs/listing-api.md, "At a million vehicles"). COPY takes no parameters: the query must have none.
 */
export function copyRows(db: Kysely<Database>, query: Compilable<object>): AsyncGenerator<(string | null)[][]> | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  const compiled = query.compile();
  if (compiled.parameters.length > 0) throw new Error('copyRows: COPY takes no parameters, and this query has some');
  return copyBatches(pool, compiled.sql);
}

async function* copyBatches(pool: pg.Pool, select: string): AsyncGenerator<(string | null)[][]> {
  // Loaded only here, as pg itself: a SQLite process never loads either (docs/operations.md, "Start-up").
  const { to } = await import('pg-copy-streams');
  const client = await pool.connect();
  const stream = client.query(to(`COPY (${select}) TO STDOUT`));
  let finished = false;
  try {
    const reader = new CopyTextRows();
    let batch: (string | null)[][] = [];
    for await (const piece of stream as AsyncIterable<Buffer>) {
      for (const row of reader.push(piece)) batch.push(row);
      if (batch.length >= COPY_BATCH) {
        yield batch;
        batch = [];
      }
    }
    reader.end();
    if (batch.length > 0) yield batch;
    finished = true;
  } finally {
    // A COPY left half read leaves the connection in the middle of it: it goes, it is not reused.
    if (!finished) stream.destroy();
    client.release(!finished);
  }
}
