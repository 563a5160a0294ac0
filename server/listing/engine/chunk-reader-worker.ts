/**
 * The worker thread of chunk-reader.ts: reads the vehicles' indexed columns from a SQLite file or a
 * PostgreSQL database a chunk at a time, on a connection of its own, while the main thread builds
 * the index from the chunks already read (docs/listing-api.md, "At a million vehicles";
 * docs/decisions.md, "The listing index's read in a worker thread"). Nothing here knows the
 * columns' meaning: it runs the two statements it is given and sends each chunk column by column, so
 * the main thread does not make a string per value again:
 *
 * - a column with few distinct values (every one but the ids, VINs, prices, mileages and creation
 *   times, in the demo stock) is sent as one Int32Array of codes per chunk plus the values first met
 *   in it; the main thread keeps the dictionary and hands out the same value for the same code;
 * - a column that passes MAX_CODED distinct values is sent as its values from the next chunk on, in
 *   a Float64Array moved without a copy when they are all numbers (ids, prices, mileages).
 *
 * At most CREDITS chunks are on their way at once (the main thread gives one back for each chunk it
 * has built), so a slow build never piles a million rows up in memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { DatabaseSource } from '../../db/raw-rows.js';
import { AFTER, type ChunkMessage, type ChunkReadJob, type SentColumn } from './chunk-reader.js';

/** A connection of the worker's own that runs a statement and gives its rows as arrays of values. */
interface RawConnection {
  read(sql: string, parameters: unknown[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

async function connect(source: DatabaseSource): Promise<RawConnection> {
  if (source.kind === 'sqlite') {
    const db = new SQLite(source.file, { fileMustExist: true });
    db.pragma('query_only = ON');
    db.pragma('busy_timeout = 5000');
    const statements = new Map<string, SQLite.Statement>();
    return {
      read: async (sql, parameters) => {
        let statement = statements.get(sql);
        if (!statement) statements.set(sql, (statement = db.prepare(sql).raw(true)));
        return statement.all(...parameters) as unknown[][];
      },
      close: async () => void db.close(),
    };
  }
  // Loaded only here: a SQLite process never loads the PostgreSQL driver (docs/operations.md, "Start-up").
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  await client.query('SET default_transaction_read_only = on');
  return {
    // pg parses each value as it does for the main thread's row objects (the same type parsers).
    read: async (sql, parameters) => (await client.query<unknown[]>({ text: sql, values: parameters, rowMode: 'array' })).rows,
    close: () => client.end(),
  };
}

async function run(job: ChunkReadJob): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('chunk-reader-worker runs as a worker thread');
  const db = await connect(job.source);
  try {
    const credits = new Int32Array(job.credits);
    let dictionaries: (Map<unknown, number> | null)[] | undefined;
    let after: unknown;
    for (;;) {
      const rows =
        after === undefined
          ? await db.read(job.first.sql, job.first.parameters)
          : await db.read(
              job.next.sql,
              job.next.parameters.map((p) => (p === AFTER ? after : p)),
            );
      const n = rows.length;
      const width = n > 0 ? (rows[0] as unknown[]).length : 0;
      dictionaries ??= n > 0 ? Array.from({ length: width }, () => new Map<unknown, number>()) : undefined;
      const columns: SentColumn[] = [];
      const transfer: ArrayBuffer[] = [];
      for (let c = 0; c < width; c++) {
        const dictionary = (dictionaries as (Map<unknown, number> | null)[])[c];
        if (!dictionary) {
          const values = rows.map((row) => row[c]);
          if (values.every((value) => typeof value === 'number')) {
            const numbers = Float64Array.from(values as number[]);
            columns.push({ numbers });
            transfer.push(numbers.buffer);
          } else columns.push({ values });
          continue;
        }
        const codes = new Int32Array(n);
        const added: unknown[] = [];
        for (let i = 0; i < n; i++) {
          const value = (rows[i] as unknown[])[c];
          let code = dictionary.get(value);
          if (code === undefined) {
            code = dictionary.size;
            dictionary.set(value, code);
            added.push(value);
          }
          codes[i] = code;
        }
        columns.push({ codes, added });
        transfer.push(codes.buffer);
        if (dictionary.size > job.maxCoded) (dictionaries as (Map<unknown, number> | null)[])[c] = null;
      }
      // Wait for room: the main thread gives a credit back for every chunk it has built.
      while (Atomics.load(credits, 0) <= 0) Atomics.wait(credits, 0, 0);
      Atomics.sub(credits, 0, 1);
      if (n > 0) port.postMessage({ rows: n, columns } satisfies ChunkMessage, transfer);
      if (n < job.chunk) break;
      after = (rows[n - 1] as unknown[])[job.idPlace];
    }
    port.postMessage({ done: true } satisfies ChunkMessage);
  } finally {
    await db.close();
  }
}

// A failure ends the worker with the error, which the main thread's read rethrows (chunk-reader.ts).
await run(workerData as ChunkReadJob);
