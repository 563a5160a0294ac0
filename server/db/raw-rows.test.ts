import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, testDialects, type TestDatabase } from './test-db.js';
import { selectArrays } from './raw-rows.js';

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
