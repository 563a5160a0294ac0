/** Changes applied in place answer exactly as a fresh build of the changed rows (in memory). */
import { describe, expect, it } from 'vitest';
import { inMemoryVehicleRows } from '../../../bench/in-memory-stock.js';
import { ALL_STOCK_LISTING } from '../all-stock-listing.js';
import type { ListingRow } from '../../db/schema.js';
import { answerMix, indexAnswers } from '../testing/index-answers.js';
import { random, randomChange } from '../testing/random-changes.js';
import type { IndexedVehicleRow } from './build.js';
import type { VehicleChange } from './index-updates.js';
import { buildListingIndex } from './listing-index.js';

const STOCK_ONLY: ListingRow = {
  ...ALL_STOCK_LISTING,
  id: 'stock-only',
  states: '["new"]',
  forced_filters: '{"statuses":["stock","reserved"]}',
};
const LISTINGS = [ALL_STOCK_LISTING, STOCK_ONLY];

describe('listing index updated in place', () => {
  it('answers a burst of 1,000 random changes, in batches of every size, as a fresh build does', () => {
    const start = inMemoryVehicleRows(3_000);
    const pool = inMemoryVehicleRows(4_000).slice(3_000);
    const rows = new Map(start.map((row) => [Number(row.id), row]));
    const index = buildListingIndex({ version: 1, vehicles: start, dealers: [], listings: LISTINGS });
    const queries = answerMix(start);
    const next = random(7);
    let maxId = 3_000;
    let version = 1;
    const batches = [1, 1, 2, 5, 1, 40, 1, 150, 300, 500];
    for (const size of batches) {
      const touched = new Set<number>();
      for (let i = 0; i < size; i++) touched.add(randomChange(rows, pool, next, () => (maxId += 1 + Math.floor(next() * 3))));
      const changes: VehicleChange[] = [...touched].map((id) => ({ id, row: rows.get(id) ?? null }));
      version += 1;
      expect(index.applyChanges(version, changes)).toBe(true);
      const fresh = buildListingIndex({ version, vehicles: [...rows.values()], dealers: [], listings: LISTINGS });
      expect(index.version).toBe(version);
      expect(indexAnswers(index, LISTINGS, queries)).toEqual(indexAnswers(fresh, LISTINGS, queries));
    }
  });

  it('cuts removed vehicles out one by one (up to four at once) or in one pass (more), as a fresh build', () => {
    const start = inMemoryVehicleRows(2_000);
    const rows = new Map(start.map((row) => [Number(row.id), row]));
    const index = buildListingIndex({ version: 1, vehicles: start, dealers: [], listings: LISTINGS });
    const queries = answerMix(start, 30);
    let version = 1;
    for (const batch of [[1], [2_000, 7], [3, 4, 5, 1_999], [10, 20, 30, 40, 50, 60], [1_000]]) {
      indexAnswers(index, LISTINGS, queries); // base sets cached, to be kept current
      for (const id of batch) rows.delete(id);
      expect(
        index.applyChanges(
          ++version,
          batch.map((id) => ({ id, row: null })),
        ),
      ).toBe(true);
      const fresh = buildListingIndex({ version, vehicles: [...rows.values()], dealers: [], listings: LISTINGS });
      expect(indexAnswers(index, LISTINGS, queries)).toEqual(indexAnswers(fresh, LISTINGS, queries));
    }
  });

  it('refuses (and changes nothing) a new vehicle below an indexed id', () => {
    const rows = inMemoryVehicleRows(200).filter((row) => row.id !== 50);
    const index = buildListingIndex({ version: 1, vehicles: rows, dealers: [], listings: LISTINGS });
    const before = indexAnswers(index, LISTINGS, answerMix(rows, 10));
    expect(index.applyChanges(2, [{ id: 50, row: { ...(rows[0] as IndexedVehicleRow), id: 50 } }])).toBe(false);
    expect(index.version).toBe(1);
    expect(indexAnswers(index, LISTINGS, answerMix(rows, 10))).toEqual(before);
  });
});
