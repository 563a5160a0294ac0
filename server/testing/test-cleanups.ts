/**
 * What a test over real server processes opens (a temporary folder, a throwaway PostgreSQL
 * database, stand-in servers, the processes themselves), undone after each test in the reverse
 * order it was opened, also when the test failed half-way. Called where the suite's tests are
 * declared (inside `describe.each(testDialects())`), like `testFixture` (suite-fixture.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { DialectName } from '../db/connection.js';
import { openTestDatabase } from '../db/test-db.js';

export type Cleanup = () => Promise<void> | void;

export interface TestCleanups {
  /** Undone after the test, before what was opened earlier. */
  push(cleanup: Cleanup): void;
  /** A fresh temporary folder (`prefix` names the test in its name), removed after the test. */
  tempDir(prefix: string): string;
  /**
   * The `DATABASE_URL` of the server processes: on PostgreSQL a fresh database of the throwaway
   * cluster, dropped after the test (the servers migrate it themselves); on SQLite '' (the
   * processes use their `SQLITE_PATH`).
   */
  serverDatabaseUrl(dialect: DialectName): Promise<string>;
}

export function useTestCleanups(): TestCleanups {
  const cleanups: Cleanup[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const push = (cleanup: Cleanup) => {
    cleanups.push(cleanup);
  };
  return {
    push,
    tempDir(prefix) {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    async serverDatabaseUrl(dialect) {
      if (dialect !== 'postgres') return '';
      const database = await openTestDatabase('postgres');
      push(() => database.cleanup());
      return database.location;
    },
  };
}
