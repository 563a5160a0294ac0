/**
 * Test fixture: the whole application (`buildApp`) on a migrated in-memory SQLite database that
 * holds only what the suite writes in `prepare` (no demo seed), for tests of what every route
 * shares (security headers, CORS, rate limits). Opened once for the suite's tests (suite-fixture.ts);
 * `prepare` runs before the app is built, so the app starts on the suite's rows.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { migrateToLatest } from '../migrations/migrate.js';
import { suiteFixture } from './suite-fixture.js';

export interface MemoryTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** `env`: the app's configuration (`loadConfig`), e.g. `RATE_LIMITS: 'off'`. */
export function memoryAppFixture(env: Record<string, string>, prepare?: (db: Kysely<Database>) => Promise<unknown>): () => MemoryTestApp {
  return suiteFixture(async () => {
    const handle = openDatabase({ sqlitePath: ':memory:' });
    try {
      await migrateToLatest(handle.db);
      await prepare?.(handle.db);
      const app = await buildApp({ db: handle.db, dialect: handle.dialect, config: loadConfig(env) });
      await app.ready();
      return {
        app,
        db: handle.db,
        close: async () => {
          await app.close();
          await handle.close();
        },
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  });
}
