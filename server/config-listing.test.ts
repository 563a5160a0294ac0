import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('LISTING_READ_WORKER', () => {
  it('leaves the choice to the database unless set (a worker on a SQLite file, the main thread on PostgreSQL)', () => {
    expect(loadConfig({}).listingReadWorker).toBeUndefined();
    expect(loadConfig({ LISTING_READ_WORKER: 'auto' }).listingReadWorker).toBeUndefined();
    expect(loadConfig({ LISTING_READ_WORKER: ' ON ' }).listingReadWorker).toBe(true);
    expect(loadConfig({ LISTING_READ_WORKER: 'off' }).listingReadWorker).toBe(false);
  });

  it('refuses any other value at start, naming the variable', () => {
    for (const bad of ['1', 'yes', 'worker'])
      expect(() => loadConfig({ LISTING_READ_WORKER: bad })).toThrow(`LISTING_READ_WORKER must be on, off or auto, got ${bad}`);
  });
});
