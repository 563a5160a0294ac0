/**
 * The versions pages are checked against: read on every call with checkMs 0 (the default), and at
 * most every checkMs otherwise, so a write is seen within that time and never later.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { bumpStockVersion } from '../db/stock-version.js';
import { testDialects } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { createDataVersionWatch, readDataVersions } from './content-version.js';

describe.each(testDialects())('content and stock versions (%s)', (dialect) => {
  let n = 0;
  const database = suiteFixture(() => openMigratedTestDatabase(dialect));
  const write = () =>
    database()
      .db.insertInto('settings')
      .values({ key: `test.write_${(n += 1)}`, value: 'x' })
      .execute();

  it('sees every write at once when it reads on every call', async () => {
    const watch = createDataVersionWatch(database().db, { checkMs: 0 });
    const start = await watch.current();
    await write();
    expect((await watch.current()).content).toBe(start.content + 1);
    await bumpStockVersion(database().db);
    expect(await watch.current()).toEqual({ content: start.content + 1, stock: start.stock + 1 });
  });

  it('reads at most every checkMs, and sees a write once that time has passed', async () => {
    const clock = { now: 1_000_000 };
    const watch = createDataVersionWatch(database().db, { checkMs: 500, now: () => clock.now });
    const start = await watch.current();
    await write();
    clock.now += 499;
    expect(await watch.current()).toEqual(start);
    clock.now += 1;
    expect(await watch.current()).toEqual(await readDataVersions(database().db));
    expect((await watch.current()).content).toBe(start.content + 1);
  });
});
