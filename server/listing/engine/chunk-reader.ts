/**
 * The listing index's read of a SQLite file or a PostgreSQL database in a worker thread
 * (chunk-reader-worker.ts), so the reading and the building overlap on two cores (docs/listing-api.md,
 * "At a million vehicles"; docs/decisions.md, "The listing index's read in a worker thread"): at a
 * million vehicles the read alone was 4 s of the main thread's CPU on SQLite even through the covering
 * index (migration 0040), most of it the driver making a string of every value, and more on
 * PostgreSQL, whose driver parses every value from text. The worker reads and codes the chunks; here each chunk
 * becomes rows of values again (arrays in the statement's column order, as a raw read gives them),
 * every repeated value the same string from the column's dictionary, which the builder takes as they
 * are (ColumnsBuilder.addValues).
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseSource } from '../../db/raw-rows.js';

/** What the worker is given (chunk-reader-worker.ts). */
export interface ChunkReadJob {
  /** The database, read on a connection of the worker's own. */
  source: DatabaseSource;
  /** The first chunk's statement and parameters; the next chunks' (AFTER stands for the last id read). */
  first: { sql: string; parameters: unknown[] };
  next: { sql: string; parameters: unknown[] };
  chunk: number;
  /** Where the id is in a row (the next statement reads after the last one). */
  idPlace: number;
  /** Distinct values a column may have before it is sent plainly. */
  maxCoded: number;
  /** Int32 [0]: chunks the worker may still send before the main thread has built one. */
  credits: SharedArrayBuffer;
}

/** Stands for the last id read in `next.parameters`. */
export const AFTER = '\u0000after';

/**
 * One column of a chunk: codes into the column's dictionary (with the values new in it), the values
 * themselves, or, where every value of the chunk is a number (ids, prices, mileages), those numbers in
 * a typed array moved to the main thread without a copy or a value made per row.
 */
export type SentColumn = { codes: Int32Array; added: unknown[] } | { numbers: Float64Array } | { values: unknown[] };
export type ChunkMessage = { rows: number; columns: SentColumn[] } | { done: true };

/** Chunks read ahead at most. */
const CREDITS = 8;
/** Distinct values past which a column is sent plainly (a dictionary of unique values would cost more than it saves). */
export const MAX_CODED = 4_096;

type Job = Omit<ChunkReadJob, 'credits' | 'maxCoded'> & { maxCoded?: number };

/**
 * The worker's entry beside this module: its compiled file in dist-server/ (a production start), or
 * its TypeScript source (tsx, the tests), which the worker loads through tsx's loader, registered in
 * the worker itself (Node 20 applies no `--import` loader to a worker's entry module).
 */
function startWorker(job: ChunkReadJob): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./chunk-reader-worker.js', import.meta.url), { workerData: job });
  const entry = new URL('./chunk-reader-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: job });
}

/**
 * A chunk of rows as the worker sent it, column by column. A row is written into an array the caller
 * gives (`rowInto`), so a build that takes one row at a time and keeps none of them reuses one array
 * for a million rows instead of making (and collecting) one per row.
 */
export interface ReadChunk {
  readonly length: number;
  /** Writes row `i`'s values, in the statement's column order, into `into`. */
  rowInto(i: number, into: unknown[]): void;
}

/** Every row of a chunk as an array of its own (tests, and callers that keep rows). */
export function chunkRows(chunk: ReadChunk): unknown[][] {
  return Array.from({ length: chunk.length }, (_, i) => {
    const row: unknown[] = [];
    chunk.rowInto(i, row);
    return row;
  });
}

/**
 * The rows of `job`'s statements, a chunk at a time in the order read, from a worker thread; the
 * worker is ended when the caller stops early or fails. Each row is an array of the statement's
 * columns' values (ReadChunk.rowInto).
 */
export async function* readChunksInWorker(job: Job): AsyncGenerator<ReadChunk> {
  const credits = new Int32Array(new SharedArrayBuffer(4));
  credits[0] = CREDITS;
  const worker = startWorker({ ...job, maxCoded: job.maxCoded ?? MAX_CODED, credits: credits.buffer as SharedArrayBuffer });
  const queue: ChunkMessage[] = [];
  let failure: unknown;
  let wake: (() => void) | undefined;
  const woken = (): void => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: ChunkMessage) => {
    queue.push(message);
    woken();
  });
  worker.on('error', (error) => {
    failure = error;
    woken();
  });
  worker.on('exit', (code) => {
    failure ??= code === 0 ? undefined : new Error(`the listing index's read worker stopped (exit code ${code})`);
    woken();
  });
  /** Per column, the values met so far, by code. */
  const dictionaries: unknown[][] = [];
  let finished = false;
  try {
    for (;;) {
      while (queue.length === 0 && failure === undefined) await new Promise<void>((resolve) => (wake = resolve));
      const message = queue.shift();
      if (!message) throw failure instanceof Error ? failure : new Error(String(failure));
      if ('done' in message) {
        finished = true;
        return;
      }
      yield decode(message, dictionaries);
      Atomics.add(credits, 0, 1);
      Atomics.notify(credits, 0);
    }
  } finally {
    if (!finished) await worker.terminate();
  }
}

/**
 * The chunk's columns with every code turned into its value's place in the column's dictionary, which
 * grows by the values the chunk adds; a row is then read across the columns (ReadChunk.rowInto).
 */
function decode(message: { rows: number; columns: SentColumn[] }, dictionaries: unknown[][]): ReadChunk {
  const { rows: length, columns } = message;
  const width = columns.length;
  const read = columns.map((column, c): { values: ArrayLike<unknown>; codes?: Int32Array } => {
    if ('values' in column) return { values: column.values };
    if ('numbers' in column) return { values: column.numbers };
    const dictionary = (dictionaries[c] ??= []);
    for (const value of column.added) dictionary.push(value);
    return { values: dictionary, codes: column.codes };
  });
  return {
    length,
    rowInto(i, into) {
      for (let c = 0; c < width; c++) {
        const { values, codes } = read[c] as (typeof read)[number];
        into[c] = values[codes ? (codes[i] as number) : i];
      }
    },
  };
}
