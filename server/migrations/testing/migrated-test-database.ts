/**
 * A test database with the schema of every migration, copied from a template migrated once
 * (server/db/test-db.ts) instead of migrated afresh: a migration run was a quarter of a second on
 * PostgreSQL, and suites open a database per test. The template's key is a digest of the migrations'
 * sources and of the modules they import (the lead search's folding, server/forms/lead-search.ts, fills
 * a column), so a change to either makes a new template: a SQLite template outlives the run in the
 * temporary folder, and a developer's own PostgreSQL keeps its templates.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { DialectName } from '../../db/connection.js';
import { openTestDatabase, type TestDatabase, type TestDatabaseTemplate } from '../../db/test-db.js';
import { migrateToLatest } from '../migrate.js';

const MIGRATIONS_FOLDER = new URL('../', import.meta.url);

/** The source files a migration's relative imports name (`./x.js` is the source `./x.ts`). */
function importedSources(source: string, from: URL): URL[] {
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((match) => new URL((match[1] as string).replace(/\.js$/, '.ts'), from))
    .filter((url) => existsSync(url));
}

/** What the migrated template is made from: the migrations' folder and what its files import (the key's input). */
export function migratedTemplateSources(): URL[] {
  const sources = new Map<string, URL>();
  for (const file of readdirSync(MIGRATIONS_FOLDER)) {
    if (/\.test\.ts$/.test(file) || !/\.[jt]s$/.test(file)) continue;
    const url = new URL(file, MIGRATIONS_FOLDER);
    sources.set(url.href, url);
    for (const imported of importedSources(readFileSync(url, 'utf8'), url)) sources.set(imported.href, imported);
  }
  return [...sources.keys()].sort().map((href) => sources.get(href) as URL);
}

function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const source of migratedTemplateSources()) hash.update(readFileSync(source));
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
