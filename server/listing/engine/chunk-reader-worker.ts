/**
 * The worker thread of chunk-reader.ts: reads the vehicles' indexed columns from a SQLite file a
 * chunk at a time, on a connection of its own, while the main thread builds the index from the
 * chunks already read (docs/listing-api.md, "At a million vehicles"; docs/decisions.md, "The listing
 * index's read in a worker thread"). Nothing here knows the columns' meaning: it runs the two
 * statements it is given and sends each chunk column by column, so the main thread does not make a
 * string per value again:
 *
 * - a column with few distinct values (every one but the ids, VINs, prices, mileages and creation
 *   times, in the demo stock) is sent as one Int32Array of codes per chunk plus the values first met
 *   in it; the main thread keeps the dictionary and hands out the same value for the same code;
 * - a column that passes MAX_CODED distinct values is sent as its values from the next chunk on.
 *
 * At most CREDITS chunks are on their way at once (the main thread gives one back for each chunk it
 * has built), so a slow build never piles a million rows up in memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { AFTER, type ChunkMessage, type ChunkReadJob, type SentColumn } from './chunk-reader.js';

function run(job: ChunkReadJob): void {
  const port = parentPort;
  if (!port) throw new Error('chunk-reader-worker runs as a worker thread');
  const db = new SQLite(job.file, { fileMustExist: true });
  try {
    db.pragma('query_only = ON');
    db.pragma('busy_timeout = 5000');
    const first = db.prepare(job.first.sql).raw(true);
    const next = db.prepare(job.next.sql).raw(true);
    const credits = new Int32Array(job.credits);
    let dictionaries: (Map<unknown, number> | null)[] | undefined;
    let after: unknown;
    for (;;) {
      const rows = (
        after === undefined ? first.all(...job.first.parameters) : next.all(...job.next.parameters.map((p) => (p === AFTER ? after : p)))
      ) as unknown[][];
      const n = rows.length;
      const width = n > 0 ? (rows[0] as unknown[]).length : 0;
      dictionaries ??= n > 0 ? Array.from({ length: width }, () => new Map<unknown, number>()) : undefined;
      const columns: SentColumn[] = [];
      const transfer: ArrayBuffer[] = [];
      for (let c = 0; c < width; c++) {
        const dictionary = (dictionaries as (Map<unknown, number> | null)[])[c];
        if (!dictionary) {
          columns.push({ values: rows.map((row) => row[c]) });
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
    db.close();
  }
}

run(workerData as ChunkReadJob);
