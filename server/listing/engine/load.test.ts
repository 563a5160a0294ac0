import { describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { openListingTestDatabase } from '../testing/test-database.js';
import { loadIndexSource } from './load.js';

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
    } finally {
      await handle.cleanup();
    }
  });
});
