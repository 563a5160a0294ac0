import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../../db/connection.js';
import { databaseSource, type DatabaseSource } from '../../db/raw-rows.js';
import { testDialects } from '../../db/test-db.js';
import { answerMix, indexAnswers } from '../testing/index-answers.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../testing/test-database.js';
import { INDEXED_COLUMNS } from './build.js';
import { buildListingIndex } from './listing-index.js';
import { AFTER, chunkRows, readChunksInWorker } from './chunk-reader.js';
import { loadIndexSource, loadListingIndex, readIndexedChunks, vehicleChunkQuery } from './load.js';

describe.each(testDialects())('loadIndexSource on %s', (dialect) => {
  it('reads every vehicle once, in id order, whatever the chunk size', async () => {
    const { handle } = await openListingTestDatabase(dialect, 50);
    try {
      const whole = await loadIndexSource(handle.db, 1_000_000);
      expect(whole.vehicles).toHaveLength(50);
      for (const chunk of [1, 7, 50]) {
        const chunked = await loadIndexSource(handle.db, chunk);
        expect(chunked.vehicles).toEqual(whole.vehicles);
        expect(chunked.version).toBe(whole.version);
        expect(chunked.listings).toEqual(whole.listings);
      }
      const ids = whole.vehicles.map((v) => v.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      // The rows read as arrays on SQLite (server/db/raw-rows.ts) are the rows Kysely gives as objects.
      const objects = await handle.db.selectFrom('vehicles').select(INDEXED_COLUMNS).orderBy('id').execute();
      expect(whole.vehicles).toEqual(objects);
    } finally {
      await handle.cleanup();
    }
  });
});

describe.each(testDialects())('loadListingIndex on %s', (dialect) => {
  it('builds, a chunk at a time, the index a build from every row gives, whatever the chunk size', async () => {
    const { handle, vehicles, listings } = await openListingTestDatabase(dialect, 400);
    try {
      const source = await loadIndexSource(handle.db);
      const queries = answerMix(source.vehicles, 40);
      const expected = indexAnswers(buildListingIndex(source), listings, queries);
      for (const chunk of [1, 7, 1_000]) {
        const index = await loadListingIndex(handle.db, chunk);
        expect(index.version).toBe(source.version);
        expect(index.size).toBe(vehicles.length);
        expect(indexAnswers(index, listings, queries)).toEqual(expected);
      }
    } finally {
      await handle.cleanup();
    }
  });
});

/**
 * A database a reader on a connection of its own can open: a SQLite file (in a folder removed after),
 * or a PostgreSQL test database.
 */
async function openSharedDatabase(dialect: DialectName, count: number): Promise<ListingTestDatabase & { done(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-load-'));
  const opened = await openListingTestDatabase(dialect, count, dialect === 'sqlite' ? join(dir, 'stock.sqlite') : undefined);
  return {
    ...opened,
    done: async () => {
      await opened.handle.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(testDialects())('loadListingIndex on %s, the read in a worker thread', (dialect) => {
  it('builds the index a build from every row gives, the read in a worker thread or not, whatever the chunk size', async () => {
    const { handle, vehicles, listings, done } = await openSharedDatabase(dialect, 400);
    try {
      const source = databaseSource(handle.db);
      expect(source).toEqual(dialect === 'sqlite' ? { kind: 'sqlite', file: handle.location } : { kind: 'postgres', url: handle.location });
      const whole = await loadIndexSource(handle.db);
      const queries = answerMix(whole.vehicles, 40);
      const expected = indexAnswers(buildListingIndex(whole), listings, queries);
      for (const chunk of [1, 7, 1_000]) {
        for (const worker of [true, false]) {
          const index = await loadListingIndex(handle.db, chunk, { worker });
          expect(index.version).toBe(whole.version);
          expect(index.size).toBe(vehicles.length);
          expect(indexAnswers(index, listings, queries)).toEqual(expected);
        }
      }
    } finally {
      await done();
    }
  });

  it('gives the rows a raw read gives, values coded or sent plainly, and ends its worker when the caller stops', async () => {
    const { handle, done } = await openSharedDatabase(dialect, 120);
    try {
      const direct: unknown[][] = [];
      for await (const read of readIndexedChunks(handle.db, 7)) if (read.kind === 'values') direct.push(...read.rows);
      expect(direct).toHaveLength(120);
      const first = vehicleChunkQuery(handle.db, undefined, 7).compile();
      const next = vehicleChunkQuery(handle.db, AFTER as unknown as number, 7).compile();
      const source = databaseSource(handle.db) as DatabaseSource;
      const job = {
        source,
        first: { sql: first.sql, parameters: [...first.parameters] },
        next: { sql: next.sql, parameters: [...next.parameters] },
        chunk: 7,
        idPlace: INDEXED_COLUMNS.indexOf('id'),
      };
      // maxCoded 3: most columns pass from codes to plain values after a chunk or two.
      for (const maxCoded of [3, 4_096]) {
        const fromWorker: unknown[][] = [];
        for await (const chunk of readChunksInWorker({ ...job, maxCoded })) fromWorker.push(...chunkRows(chunk));
        expect(fromWorker).toEqual(direct);
      }
      let chunks = 0;
      for await (const chunk of readChunksInWorker(job)) {
        expect(chunk.length).toBe(7);
        if (++chunks === 2) break;
      }
      expect(chunks).toBe(2);
      // A worker that fails (here: no such database) fails the read, not the process.
      const missing: DatabaseSource =
        source.kind === 'sqlite'
          ? { kind: 'sqlite', file: join(dirname(source.file), 'missing.sqlite') }
          : { kind: 'postgres', url: Object.assign(new URL(source.url), { pathname: '/lrdx_no_such_database' }).toString() };
      const reading = async (): Promise<void> => {
        for await (const chunk of readChunksInWorker({ ...job, source: missing })) void chunk;
      };
      await expect(reading()).rejects.toThrow();
    } finally {
      await done();
    }
  });
});
