/**
 * The stock service behind the editor's stock routes (server/stock-feed/index.ts, docs/stock-feed.md)
 * on SQLite and PostgreSQL: a change or a bulk status that changed stock leaves this process's
 * listing index at the new stock version before it answers; a bulk status that changed nothing does
 * not move it; a saved pull is answered as the stock screen reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { readStockVersion } from '../db/stock-version.js';
import { createListingIndex } from '../listing/engine/index-service.js';
import type { ListingIndexService } from '../listing/engine/index-service.js';
import { seedDemo } from '../seed/index.js';
import { createStockService, type StockService } from './index.js';

describe.each(testDialects())('stock service (%s)', (dialect) => {
  let database: TestDatabase;
  let index: ListingIndexService;
  let stock: StockService;
  const now = Date.parse('2030-01-01T00:00:00Z');

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    await seedDemo(database.db, { vehicles: 6, examplesOrigin: 'http://localhost:1' });
    // No timer: only the service's own refresh can bring the index up to date.
    index = createListingIndex(database.db, { checkIntervalMs: 60_000, trimIntervalMs: 0 });
    await index.get();
    stock = createStockService(database.db, () => now, index, { allowPrivateHosts: false, timeoutMs: 1000 });
  });
  afterAll(async () => {
    await index?.close();
    await database?.cleanup();
  });

  it('scopes an admin to every dealer and an account without a grant to none', async () => {
    expect(await stock.scopeOf({ id: 1, role: 'admin' })).toEqual({ dealers: null });
    expect(await stock.scopeOf({ id: 999, role: null })).toBeNull();
  });

  it('changes a vehicle and a status and answers with the index at the new stock version', async () => {
    const everyDealer = { dealers: null };
    const { data, total } = await stock.list(everyDealer, { sort: 'vin' });
    expect(total).toBe(6);
    const first = data[0]!;
    const changed = await stock.change(everyDealer, first.id, { msrp_price: first.msrp_price + 1000 });
    expect(changed.msrp_price).toBe(first.msrp_price + 1000);
    expect(index.peek()?.version).toBe(await readStockVersion(database.db));

    const other = data.find((vehicle) => vehicle.id !== first.id && vehicle.status !== 'reserved')!;
    const status = other.status === 'sold' ? 'stock' : 'sold';
    const result = await stock.setStatus(everyDealer, [other.id, 2_000_000_000], status);
    expect(result).toMatchObject({ changed: [other.id], not_found: [2_000_000_000] });
    const version = await readStockVersion(database.db);
    expect(index.peek()?.version).toBe(version);

    // Nothing changed: the stock version stays where it was.
    expect((await stock.setStatus(everyDealer, [2_000_000_000], status)).changed).toEqual([]);
    expect(await readStockVersion(database.db)).toBe(version);
  });

  it('saves the feed pull and answers its state', async () => {
    expect(await stock.makePullDue()).toBe(false);
    const config = {
      enabled: true,
      url: 'https://feeds.example/stock.csv',
      every_minutes: 60,
      withdraw: 'keep' as const,
      all_or_nothing: false,
    };
    const state = await stock.savePull(config);
    expect(state.config).toEqual(config);
    expect(await stock.pullState()).toEqual(state);
    expect(await stock.makePullDue()).toBe(true);
  });
});
