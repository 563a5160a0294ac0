/**
 * Migration 0040: the covering index of the listing index's read (SQLite). It must cover exactly the
 * columns the engine reads (a column added to INDEXED_COLUMNS without a new migration would send the
 * read back to the wide rows, silently: this test says so), SQLite's plan must walk it for the
 * chunked read, and migrating down drops it. PostgreSQL gets no index.
 */
import { CompiledQuery, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';
import { INDEXED_COLUMNS } from '../listing/engine/build.js';
import { vehicleChunkQuery } from '../listing/engine/load.js';
import { LISTING_READ_COLUMNS, LISTING_READ_INDEX } from './0040-listing-read-index.js';
import { migrationProvider } from './index.js';
import { migrateToLatest } from './migrate.js';

it('covers exactly the columns the listing index reads, id first', () => {
  expect([...LISTING_READ_COLUMNS].sort()).toEqual([...INDEXED_COLUMNS].sort());
  expect(LISTING_READ_COLUMNS[0]).toBe('id');
});

describe.each(testDialects())('migration 0040-listing-read-index on %s', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  async function indexNames(): Promise<string[]> {
    const db = handle!.db;
    const rows =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'vehicles'`.execute(db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'vehicles'`.execute(db);
    return rows.rows.map((row) => row.name);
  }

  it(dialect === 'sqlite' ? 'is what the chunked read walks, and goes on the way down' : 'adds no index', async () => {
    handle = await openTestDatabase(dialect);
    const { db } = handle;
    await migrateToLatest(db);
    expect((await indexNames()).includes(LISTING_READ_INDEX)).toBe(dialect === 'sqlite');
    if (dialect === 'sqlite') {
      for (const after of [undefined, 41]) {
        const query = vehicleChunkQuery(db, after, 1_000).compile();
        const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
        expect(plan.rows.map((row) => row.detail).join(' | ')).toContain(`USING COVERING INDEX ${LISTING_READ_INDEX}`);
      }
    }
    const down = await new Migrator({ db, provider: migrationProvider }).migrateTo('0039-stock-version-once');
    expect(down.error).toBeUndefined();
    expect(await indexNames()).not.toContain(LISTING_READ_INDEX);
  });
});
