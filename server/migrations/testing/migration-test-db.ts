/**
 * What every migration test does around the migration it is about: a fresh database of the
 * dialect, closed when the test ends, brought up (or down) to a named migration with the
 * migrator's own error failing the test. A migration's test writes rows as they were before it and
 * reads them after it, up and down (docs/operations.md, "Rolling out a new version").
 */
import { Migrator, type Kysely } from 'kysely';
import { expect, onTestFinished } from 'vitest';
import type { DialectName } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { openTestDatabase, type TestDatabase } from '../../db/test-db.js';
import { migrationProvider } from '../index.js';

/** An empty test database of `dialect`, dropped when the calling test finishes, passed or failed. */
export async function openMigrationTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const handle = await openTestDatabase(dialect);
  onTestFinished(() => handle.cleanup());
  return handle;
}

/** Migrates up or down to `name` (e.g. '0008-order-access'); the migrator's error fails the test. */
export async function migrateTestDatabaseTo(db: Kysely<Database>, name: string): Promise<void> {
  const result = await new Migrator({ db, provider: migrationProvider }).migrateTo(name);
  expect(result.error).toBeUndefined();
}
