/**
 * Test fixture: the whole application (`buildApp`) on a fresh, migrated database with a small
 * demo seed, rate limits off, so tests of the HTTP contract reach every route's real handler.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createAccount } from '../auth/accounts.js';
import { loadConfig } from '../config.js';
import type { DialectName } from '../db/connection.js';
import { seedDemo } from '../seed/index.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { closeAppAndDatabase } from './suite-fixture.js';

export interface FullTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function buildFullTestApp(dialect: DialectName, vehicles = 40): Promise<FullTestApp> {
  const database = await openMigratedTestDatabase(dialect);
  await seedDemo(database.db, { vehicles, examplesOrigin: 'https://retailer.test', publicOrigin: 'https://lrdx.test' });
  const config = loadConfig({ RATE_LIMITS: 'off', PUBLIC_ORIGIN: 'https://lrdx.test', EXAMPLES_ORIGIN: 'https://retailer.test' });
  const app = await buildApp({ db: database.db, dialect: database.dialect, config });
  await app.ready();
  return {
    app,
    database,
    close: () => closeAppAndDatabase(app, database),
  };
}

/** An admin account made for the test, and the `authorization` value of a bearer token of it. */
export async function adminBearer(fixture: FullTestApp, email: string, password: string): Promise<string> {
  await createAccount(fixture.database.db, { email, password, role: 'admin' });
  const token = await fixture.app.inject({ method: 'POST', url: '/auth/token', payload: { email, password } });
  return `Bearer ${token.json().token}`;
}
