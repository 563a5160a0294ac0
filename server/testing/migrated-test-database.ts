/**
 * A test database with the schema of every migration, copied from a template migrated once
 * (server/db/test-db.ts) instead of migrated afresh: a migration run was a quarter of a second on
 * PostgreSQL, and suites open a database per test. The template's key is a digest of the migrations'
 * sources, so a changed migration makes a new template.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { DialectName } from '../db/connection.js';
import { openTestDatabase, type TestDatabase, type TestDatabaseTemplate } from '../db/test-db.js';
import { migrateToLatest } from '../migrations/migrate.js';

const MIGRATIONS_FOLDER = new URL('../migrations/', import.meta.url);

function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (/\.test\.ts$/.test(file) || !/\.[jt]s$/.test(file)) continue;
    hash.update(file).update(readFileSync(new URL(file, MIGRATIONS_FOLDER)));
  }
  return hash.digest('hex').slice(0, 20);
}

let migrated: TestDatabaseTemplate | undefined;

export async function openMigratedTestDatabase(dialect: DialectName, sqlitePath?: string): Promise<TestDatabase> {
  migrated ??= { key: migrationsDigest(), build: (handle) => migrateToLatest(handle.db) };
  const database = await openTestDatabase(dialect, sqlitePath, migrated);
  // A copy is already migrated, and this is one read; a SQLite file that was there before is migrated here.
  await migrateToLatest(database.db);
  return database;
}
