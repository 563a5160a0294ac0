/**
 * A re-priced feed written in batches (docs/stock-feed.md, "Many updates at once") on SQLite and
 * PostgreSQL, with two listing indexes on the database as two processes: the report names every
 * update, both indexes catch up in place from the stock change log and answer as a fresh build, a
 * saved vehicle's price-drop alert sends its e-mail, the rows are what the one-by-one writes make,
 * and an update refused by the database in the last statement leaves everything as it was.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImportOptions } from '../../domain/contracts/stock.js';
import { runVehicleWatch } from '../alerts/vehicle-watch.js';
import { seedDemo } from '../seed/index.js';
import { readStockChanges } from '../db/stock-changes.js';
import { readStockVersion } from '../db/stock-version.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { createListingIndex, type ListingIndexService } from '../listing/engine/index-service.js';
import { buildListingIndex } from '../listing/engine/listing-index.js';
import { loadIndexSource } from '../listing/engine/load.js';
import { answerMix, indexAnswers } from '../listing/testing/index-answers.js';
import { importStock, type StockImportDeps } from './import-stock.js';
import { parseCsvFeed } from './parse-feed.js';
import { sampleFeedRows, toFeedCsv, type SampleRow } from '../seed/sample-feed.js';
import { updateVehiclesOneByOne } from './update-vehicles.js';

const ROWS = 300;
const OPTIONS: StockImportOptions = { dry_run: false, all_or_nothing: true, withdraw: 'keep' };

/** Every price 500 lower; the second half also lists one standard feature fewer (a second group of columns). */
const repriced = (rows: readonly SampleRow[]): SampleRow[] =>
  rows.map((row, i) => ({
    ...row,
    msrp_price: Number(row.msrp_price) - 500,
    sale_price: row.sale_price === '' ? '' : Number(row.sale_price) - 500,
    ...(i >= ROWS / 2 ? { features_standard: (row.features_standard as string[]).slice(0, 5) } : {}),
  }));

describe.each(testDialects())('a re-priced feed written in batches (%s)', (dialect) => {
  let database: TestDatabase;
  let first: ListingIndexService;
  let second: ListingIndexService;
  const feed = sampleFeedRows(ROWS);
  const deps = (): StockImportDeps => ({ db: database.db, now: Date.now });
  const run = (rows: readonly SampleRow[], extra: Partial<StockImportDeps> = {}) =>
    importStock(
      { ...deps(), ...extra },
      { format: 'csv', rows: parseCsvFeed(toFeedCsv(rows)), options: OPTIONS, scope: { dealers: null } },
    );
  const snapshot = async () =>
    (await database.db.selectFrom('vehicles').selectAll().orderBy('id').execute()).map(({ updated_at: _stamp, ...row }) => row);

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    await seedDemo(database.db, { vehicles: 40, examplesOrigin: 'http://localhost:1' });
    expect((await run(feed)).counts.added).toBe(ROWS);
    // Two processes' indexes; no timers: the test decides when each catches up.
    first = createListingIndex(database.db, { checkIntervalMs: 60_000, trimIntervalMs: 0 });
    second = createListingIndex(database.db, { checkIntervalMs: 60_000, trimIntervalMs: 0 });
    await first.get();
    await second.get();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.cleanup();
  });

  it('reports every update, logs every vehicle for both indexes, and sends the price-drop alert', async () => {
    const { db } = database;
    const watched = await db
      .selectFrom('vehicles')
      .select(['id', 'display_price'])
      .where('vin', '=', String(feed[1]!.vin))
      .executeTakeFirstOrThrow();
    const listing = await db.selectFrom('listings').select('id').executeTakeFirstOrThrow();
    const created = new Date().toISOString();
    await db
      .insertInto('alert_addresses')
      .values({ id: 'addr-1', email: 'buyer@example.com', email_key: 'buyer@example.com', created_at: created })
      .execute();
    await db
      .insertInto('stock_alerts')
      .values({
        id: 'alert-1',
        address_id: 'addr-1',
        language: 'en',
        listing_id: listing.id,
        query: '',
        state: 'active',
        created_at: created,
        kind: 'vehicle',
        vehicle_id: watched.id,
        watched_price: Number(watched.display_price),
        watched_available: 1,
      })
      .execute();
    const [a, b] = [first.peek(), second.peek()];
    const before = await readStockVersion(db);

    const report = await run(repriced(feed));
    expect(report.counts).toMatchObject({ updated: ROWS, unchanged: 0, added: 0, refused_rows: 0 });
    expect(report.updated[0]!.fields).toEqual(expect.arrayContaining(['msrp_price', 'display_price', 'prices']));
    expect(report.updated[ROWS - 1]!.fields).toContain('features_standard');
    expect(report.updated.map((u) => u.line)).toEqual(feed.map((_, i) => i + 2));

    // The log names each updated vehicle: another process's index applies just those.
    const log = await readStockChanges(db, before, report.stock_version);
    expect(log.complete).toBe(true);
    expect(new Set(log.entries.map((entry) => entry.vehicle_id))).toEqual(new Set(report.updated.map((u) => u.id)));
    // Two groups of columns, two statements: the version still moves once (migration 0039).
    expect(report.stock_version - before).toBe(1);
    const [updatedA, updatedB] = [await first.refresh(), await second.refresh()];
    expect(updatedA).toBe(a);
    expect(updatedB).toBe(b);
    expect(updatedA.version).toBe(report.stock_version);
    const listings = await db.selectFrom('listings').selectAll().execute();
    const rows = await db.selectFrom('vehicles').selectAll().execute();
    const fresh = buildListingIndex(await loadIndexSource(db));
    const queries = answerMix(rows as never, 30);
    expect(indexAnswers(updatedB, listings, queries)).toEqual(indexAnswers(fresh, listings, queries));

    const watch = await runVehicleWatch({ db, now: Date.now, publicOrigin: 'http://localhost:1' });
    expect(watch.sent).toBe(1);
    const mail = await db.selectFrom('email_outbox').selectAll().execute();
    expect(mail.map((m) => m.to)).toEqual(['buyer@example.com']);
  });

  it('writes the same rows as one statement per vehicle', async () => {
    const batch = await snapshot();
    expect((await run(feed)).counts.updated).toBe(ROWS);
    expect((await run(repriced(feed), { writeUpdates: updateVehiclesOneByOne })).counts.updated).toBe(ROWS);
    expect(await snapshot()).toEqual(batch);
  });

  it('changes nothing when the database refuses a row of the last statement', async () => {
    const { db } = database;
    const refusedVin = String(feed[ROWS - 1]!.vin);
    if (dialect === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION lrdx_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN IF NEW.vin = '${refusedVin}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`,
        )
        .execute(db);
      await sql`CREATE TRIGGER vehicles_test_refuse BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION lrdx_test_refuse()`.execute(db);
    } else
      await sql
        .raw(
          `CREATE TRIGGER vehicles_test_refuse BEFORE UPDATE ON vehicles WHEN NEW.vin = '${refusedVin}' BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`,
        )
        .execute(db);
    try {
      const rowsBefore = await snapshot();
      const versionBefore = await readStockVersion(db);
      await expect(run(feed)).rejects.toThrow(/refused for the test/);
      expect(await snapshot()).toEqual(rowsBefore);
      expect(await readStockVersion(db)).toBe(versionBefore);
    } finally {
      await sql
        .raw(dialect === 'postgres' ? 'DROP TRIGGER vehicles_test_refuse ON vehicles' : 'DROP TRIGGER vehicles_test_refuse')
        .execute(db);
    }
  });
});
