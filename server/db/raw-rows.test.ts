import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, testDialects, type TestDatabase } from './test-db.js';
import { copyRows, selectArrays } from './raw-rows.js';

describe.each(testDialects())('selectArrays on %s', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  const open = async (): Promise<TestDatabase> => {
    handle = await openTestDatabase(dialect);
    await sql`create table raw_rows_test (id integer primary key, name text not null, amount integer)`.execute(handle.db);
    await sql`insert into raw_rows_test (id, name, amount) values (1, 'a', 10), (2, 'b', null), (3, 'c', 30)`.execute(handle.db);
    return handle;
  };
  // The test table is not in the schema's types: the queries are built on an untyped view of the database.
  const rowsQuery = (t: TestDatabase) =>
    (t.db as unknown as import('kysely').Kysely<Record<string, { id: number; name: string; amount: number | null }>>)
      .selectFrom('raw_rows_test')
      .select(['name', 'id', 'amount'])
      .where('id', '>', 1)
      .orderBy('id');

  it('gives the rows as arrays in the order selected, the values the row objects hold', async () => {
    const t = await open();
    const arrays = await selectArrays(t.db, rowsQuery(t));
    const objects = await rowsQuery(t).execute();
    expect(objects).toEqual([
      { name: 'b', id: 2, amount: null },
      { name: 'c', id: 3, amount: 30 },
    ]);
    expect(arrays).toEqual(objects.map((row) => [row.name, row.id, row.amount]));
  });

  it('never reads inside another caller’s open transaction (a row it rolls back is never seen)', async () => {
    const t = await open();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = t.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into raw_rows_test (id, name, amount) values (4, 'rolled back', 40)`.execute(trx);
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    // Let the transaction take the connection and write before the read starts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = selectArrays(t.db, rowsQuery(t)).then((arrays) => arrays ?? []);
    release();
    expect(await writing).toBe('rolled back');
    const rows = await reading;
    expect(rows.map((row) => row[0])).toEqual(['b', 'c']);
  });
});

describe.each(testDialects())('copyRows on %s', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });
  type Untyped = import('kysely').Kysely<Record<string, { id: number; name: string | null }>>;

  it('gives every row of one COPY as the values’ texts in batches (PostgreSQL), and stops cleanly when the caller does', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db as unknown as Untyped;
    await sql`create table copy_rows_test (id integer primary key, name text)`.execute(handle.db);
    const names = (id: number) => (id % 7 === 0 ? null : `name\t${id}\\ ئ`);
    for (let from = 1; from <= 2_500; from += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ id: from + i, name: names(from + i) }));
      await db.insertInto('copy_rows_test').values(rows).execute();
    }
    const query = () => db.selectFrom('copy_rows_test').select(['id', 'name']).orderBy('id');
    const batches = copyRows(handle.db, query());
    if (dialect === 'sqlite') {
      expect(batches).toBeUndefined();
      return;
    }
    const read: (string | null)[][] = [];
    const sizes: number[] = [];
    for await (const batch of batches ?? []) {
      sizes.push(batch.length);
      read.push(...batch);
    }
    expect(read).toEqual(Array.from({ length: 2_500 }, (_, i) => [String(i + 1), names(i + 1)]));
    expect(sizes.slice(0, -1).every((size) => size >= 1_000)).toBe(true);
    // Stopped after the first batch, more times than the pool has connections (10): a half-read COPY's
    // connection is let go each time, or the next COPY would wait for one for ever.
    for (let i = 0; i < 12; i++) {
      for await (const batch of copyRows(handle.db, query()) ?? []) {
        expect(batch.length).toBeGreaterThan(0);
        break;
      }
    }
    expect((await query().where('id', '=', 5).execute()).map((row) => row.name)).toEqual([names(5)]);
    expect(() => copyRows(handle!.db, query().where('id', '>', 3))).toThrow(/no parameters/);
  });
});
