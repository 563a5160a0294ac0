/**
 * Two index services on one database (as two processes): a burst of 1,000 random stock writes is
 * applied to each in place, from the change log, and both then answer exactly as a fresh build
 * (docs/listing-api.md, "Index updates"); a log trimmed past an index's version, or a dealer change,
 * makes it rebuild instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingRow, VehicleRow } from '../../db/schema.js';
import { trimStockChanges } from '../../db/stock-changes.js';
import { testDialects } from '../../db/test-db.js';
import { answerMix, indexAnswers } from '../testing/index-answers.js';
import { random } from '../testing/random-changes.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../testing/test-database.js';
import { createListingIndex, type ListingIndexService } from './index-service.js';
import { buildListingIndex, type ListingIndex } from './listing-index.js';
import { loadIndexSource } from './load.js';
import type { ListingQuery } from '../../../domain/listing-query.js';

describe.each(testDialects())('listing index updates in place on %s', (dialect) => {
  let t: ListingTestDatabase;
  let first: ListingIndexService;
  let second: ListingIndexService;
  let queries: ListingQuery[];

  beforeAll(async () => {
    t = await openListingTestDatabase(dialect);
    // No timers and no trims of their own: the test decides when each catches up. The second reads
    // in a worker thread where the database allows it (LISTING_READ_WORKER=on: a PostgreSQL
    // database or a SQLite file), the first as the server does by default.
    first = createListingIndex(t.handle.db, { checkIntervalMs: 60_000, trimIntervalMs: 0 });
    second = createListingIndex(t.handle.db, { checkIntervalMs: 60_000, trimIntervalMs: 0, readInWorker: true });
    await first.get();
    await second.get();
    queries = answerMix(t.vehicles as never, 40);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await t.handle.cleanup();
  });

  const listings = async (): Promise<ListingRow[]> => t.handle.db.selectFrom('listings').selectAll().execute();
  const fresh = async (): Promise<ListingIndex> => buildListingIndex(await loadIndexSource(t.handle.db));
  const expectFresh = async (index: ListingIndex): Promise<void> => {
    const all = await listings();
    expect(indexAnswers(index, all, queries)).toEqual(indexAnswers(await fresh(), all, queries));
  };

  /** One random write, as the stock screens and imports make them. */
  const write = async (next: () => number, serial: number): Promise<void> => {
    const { db } = t.handle;
    const ids = (await db.selectFrom('vehicles').select('id').execute()).map((row) => Number(row.id));
    const id = ids[Math.floor(next() * ids.length)] as number;
    const kind = next();
    if (kind < 0.15) {
      const model = (await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Partial<VehicleRow>;
      delete model.id;
      await db
        .insertInto('vehicles')
        .values({
          ...(model as VehicleRow),
          vin: `SALNEW${String(serial).padStart(11, '0')}`,
          model: next() < 0.3 ? `New-Model ${serial % 5}` : (model.model as string),
        })
        .execute();
    } else if (kind < 0.3) await db.deleteFrom('vehicles').where('id', '=', id).execute();
    else if (kind < 0.65)
      await db
        .updateTable('vehicles')
        .set({ display_price: Math.round(next() * 150_000), msrp_price: Math.round(next() * 160_000) })
        .where('id', '=', id)
        .execute();
    else
      await db
        .updateTable('vehicles')
        .set({ status: ['stock', 'reserved', 'sold', 'demo'][Math.floor(next() * 4)] as string })
        .where('id', '=', id)
        .execute();
  };

  it('applies a burst of 1,000 random changes in place on both, each answering as a fresh build', async () => {
    const next = random(dialect === 'postgres' ? 11 : 5);
    const a = first.peek();
    const b = second.peek();
    for (let i = 0; i < 1_000; i++) {
      await write(next, i);
      // The first catches up often (small batches), the second once at the end (one large batch).
      if (i % 97 === 0) await first.refresh();
    }
    const [updatedA, updatedB] = [await first.refresh(), await second.refresh()];
    // The same objects: updated in place, not rebuilt.
    expect(updatedA).toBe(a);
    expect(updatedB).toBe(b);
    const { version } = await t.handle.db.selectFrom('stock_version').select('version').executeTakeFirstOrThrow();
    expect(updatedA.version).toBe(Number(version));
    expect(updatedB.version).toBe(Number(version));
    await expectFresh(updatedA);
    await expectFresh(updatedB);
  });

  it('takes the newest vehicle removed and a new one written (SQLite gives its id again) in place on both', async () => {
    const { db } = t.handle;
    const [a, b] = [first.peek(), second.peek()];
    const newest = await db.selectFrom('vehicles').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.deleteFrom('vehicles').where('id', '=', newest.id).execute();
    expect(await first.refresh()).toBe(a);
    const { id: _gone, ...copy } = newest;
    await db
      .insertInto('vehicles')
      .values({ ...copy, vin: 'SALREUSE00000001X', status: 'reserved' } as VehicleRow)
      .execute();
    await db.deleteFrom('vehicles').where('id', '=', Number(t.vehicles[5]?.id)).execute();
    expect(await first.refresh()).toBe(a);
    expect(await second.refresh()).toBe(b);
    await expectFresh(a as ListingIndex);
    await expectFresh(b as ListingIndex);
  });

  it('rebuilds without the removed vehicles once they pass the compaction share', async () => {
    const { db } = t.handle;
    const compacting = createListingIndex(db, { checkIntervalMs: 60_000, trimIntervalMs: 0, compactAt: { share: 0.02, minRows: 5 } });
    try {
      const built = await compacting.get();
      const ids = (await db.selectFrom('vehicles').select('id').orderBy('id').limit(4).execute()).map((row) => Number(row.id));
      await db.deleteFrom('vehicles').where('id', 'in', ids).execute();
      const kept = await compacting.refresh();
      expect(kept).toBe(built);
      expect(kept.deadRows).toBe(4);
      const more = (await db.selectFrom('vehicles').select('id').orderBy('id').limit(6).execute()).map((row) => Number(row.id));
      await db.deleteFrom('vehicles').where('id', 'in', more).execute();
      const compacted = await compacting.refresh();
      expect(compacted).not.toBe(built);
      expect(compacted.deadRows).toBe(0);
      await expectFresh(compacted);
    } finally {
      await compacting.close();
    }
  });

  it('takes a listing edit in place, and rebuilds for a dealer change or a log trimmed past its version', async () => {
    const { db } = t.handle;
    const before = first.peek();
    const listing = (await listings())[0] as ListingRow;
    await db.updateTable('listings').set({ states: '["used"]' }).where('id', '=', listing.id).execute();
    expect(await first.refresh()).toBe(before);
    await expectFresh(first.peek() as ListingIndex);

    await db
      .updateTable('dealers')
      .set({ name: 'Renamed dealer' })
      .where('dealer_code', '=', t.dealers[0]?.dealer_code as string)
      .execute();
    const rebuilt = await first.refresh();
    expect(rebuilt).not.toBe(before);
    await expectFresh(rebuilt);

    // The second is now behind; once the log is trimmed past its version it rebuilds.
    const behind = second.peek();
    await db.updateTable('vehicles').set({ mileage: 1 }).where('id', '=', Number(t.vehicles[3]?.id)).execute();
    await trimStockChanges(db, 0);
    const caughtUp = await second.refresh();
    expect(caughtUp).not.toBe(behind);
    await expectFresh(caughtUp);
  });
});
