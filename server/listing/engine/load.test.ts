import { describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { answerMix, indexAnswers } from '../testing/index-answers.js';
import { openListingTestDatabase } from '../testing/test-database.js';
import { INDEXED_COLUMNS } from './build.js';
import { buildListingIndex } from './listing-index.js';
import { loadIndexSource, loadListingIndex } from './load.js';

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
