/**
 * During a rollout the new version migrates first; an instance of the old version that restarts
 * afterwards must still start on the database that now has a migration it does not know
 * (docs/operations.md, "Rolling out a new version"), on SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, pendingMigrations } from './migrate.js';
import { MIGRATIONS } from './index.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';

describe.each(testDialects())('migrations during a rollout on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it('lists every migration as pending on an empty database, none once migrated', async () => {
    await expect(pendingMigrations(database.db)).rejects.toThrow();
    await migrateToLatest(database.db);
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(Object.keys(MIGRATIONS).length).toBeGreaterThan(20);
  });

  it('starts on a database a newer version has already migrated further', async () => {
    await sql`insert into kysely_migration (name, timestamp) values (${'9999-from-a-newer-version'}, ${new Date().toISOString()})`.execute(
      database.db,
    );
    await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
    expect(await pendingMigrations(database.db)).toEqual([]);
  });
});
