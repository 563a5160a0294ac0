/** Changes applied in place answer exactly as a fresh build of the changed rows (in memory). */
import { describe, expect, it } from 'vitest';
import { inMemoryVehicleRows } from '../../../bench/in-memory-stock.js';
import { ALL_STOCK_LISTING } from '../all-stock-listing.js';
import type { ListingRow } from '../../db/schema.js';
import type { ListingQuery } from '../../../domain/listing-query.js';
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

  it('keeps removed vehicles as rows no answer sees, takes a removed id back and appends above it, as a fresh build', () => {
    const start = inMemoryVehicleRows(2_000);
    const pool = inMemoryVehicleRows(2_100).slice(2_000);
    const rows = new Map(start.map((row) => [Number(row.id), row]));
    const index = buildListingIndex({ version: 1, vehicles: start, dealers: [], listings: LISTINGS });
    const queries = answerMix(start, 30);
    let version = 1;
    const revived = (id: number, i: number): VehicleChange => ({ id, row: { ...(pool[i] as IndexedVehicleRow), id } });
    const steps: VehicleChange[][] = [
      [{ id: 1, row: null }],
      // The highest ids gone: the newest vehicle is now below them (the digest's walk skips them).
      [2_000, 1_999, 7].map((id) => ({ id, row: null })),
      // An id that comes back (SQLite gives the highest id again) is its removed row rewritten.
      [revived(1_999, 0)],
      // A new vehicle above a removed row, and a removal and a rewrite in one batch.
      [revived(2_001, 1), { id: 10, row: null }, { id: 11, row: { ...(rows.get(11) as IndexedVehicleRow), status: 'sold' } }],
      [revived(2_000, 2), { id: 2_001, row: null }, revived(2_002, 3)],
      // Removed again, and removing a vehicle already gone changes nothing.
      [1_999, 1, 500, 501, 502, 503, 504, 505].map((id) => ({ id, row: null })),
    ];
    for (const batch of steps) {
      indexAnswers(index, LISTINGS, queries); // base sets cached, to be kept current
      for (const change of batch) {
        if (change.row) rows.set(change.id, change.row);
        else rows.delete(change.id);
      }
      expect(index.applyChanges(++version, batch)).toBe(true);
      const fresh = buildListingIndex({ version, vehicles: [...rows.values()], dealers: [], listings: LISTINGS });
      expect(index.size).toBe(rows.size);
      expect(indexAnswers(index, LISTINGS, queries)).toEqual(indexAnswers(fresh, LISTINGS, queries));
    }
    // 1, 7, 10, 500–505, 1,999 and 2,001 are rows kept as removed; 2,000 came back.
    expect(index.deadRows).toBe(11);
  });

  it("takes values no vehicle had, within the joint codes' room and past it (a re-pack), as a fresh build", () => {
    // docs/listing-api.md, "Index updates": a new value usually fits its column's room in the joint
    // codes; past it the groups are re-packed from the old cells, and the cached base sets kept.
    const start = inMemoryVehicleRows(2_000);
    const pool = inMemoryVehicleRows(2_100).slice(2_000);
    const rows = new Map(start.map((row) => [Number(row.id), row]));
    const index = buildListingIndex({ version: 1, vehicles: start, dealers: [], listings: LISTINGS });
    const novel = (n: number): ListingQuery => ({
      page: 1,
      items: 24,
      sort: n % 2 === 0 ? 'priceAsc' : 'createdAtDesc',
      filters: { checkbox: { colors: [`colour ${n}`, 'white'], specific_colors: [`Paint ${n}`, `Paint ${n + 1}`] }, ranges: {} },
    });
    const queries = [...answerMix(start, 30), novel(1), novel(4), novel(20)];
    let version = 1;
    let id = 2_000;
    let repacked = 0;
    let kept = 0;
    // A vehicle with new values in several columns, packed ones (transmission, seats: a room of 2)
    // and bit sets (a new engine type) among them.
    const fresh = (n: number): IndexedVehicleRow => {
      id += 1;
      return {
        ...(pool[n % pool.length] as IndexedVehicleRow),
        id,
        vin: `SALNV${String(id).padStart(12, '0')}`,
        color: `colour ${n}`,
        specific_color: `Paint ${n}`,
        transmission: n % 3 === 0 ? `gearbox ${n}` : 'automatic',
        number_of_seats: n % 4 === 0 ? 10 + n : 5,
        engine_type: n % 5 === 0 ? `diesel,fuel ${n}` : 'diesel',
        dealer_code: n % 6 === 0 ? `IQ-NEW-${n}` : 'IQ-SUL-01',
      };
    };
    const steps: VehicleChange[][] = [];
    for (let n = 1; n <= 24; n++) {
      const row = fresh(n);
      steps.push([{ id: row.id, row }]);
    }
    // A batch of many new values at once, and an indexed vehicle rewritten with one.
    const batch = Array.from({ length: 30 }, (_, i) => fresh(100 + i));
    steps.push([
      ...batch.map((row) => ({ id: row.id, row })),
      { id: 5, row: { ...(rows.get(5) as IndexedVehicleRow), color: 'colour 999' } },
    ]);
    for (const changes of steps) {
      indexAnswers(index, LISTINGS, queries); // base sets cached, to be kept current
      for (const change of changes) rows.set(change.id, change.row as IndexedVehicleRow);
      const joint = index.columns.joint;
      expect(index.applyChanges(++version, changes)).toBe(true);
      if (index.columns.joint === joint) kept += 1;
      else repacked += 1;
      const rebuilt = buildListingIndex({ version, vehicles: [...rows.values()], dealers: [], listings: LISTINGS });
      expect(indexAnswers(index, LISTINGS, queries)).toEqual(indexAnswers(rebuilt, LISTINGS, queries));
    }
    // Both paths ran: new values within the room, and past it.
    expect(kept).toBeGreaterThan(0);
    expect(repacked).toBeGreaterThan(0);
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
