/**
 * Test fixture: the leads family on a migrated test database, registered as server/app.ts does
 * (docs/server-layers.md, "The composition root") with the CRM outbox's timer off (tests run its
 * pass themselves), and optionally a checkout family beside it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createLocalCrm } from '../adapters/crm/local.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { installAppErrorHandler } from '../error-handler.js';
import { insertFixtures } from '../orders/testing/fixtures.js';
import { buildServices, type ServiceOptions } from '../services.js';
import { registerBuyOnlineForTest, registerVerificationForTest } from './checkout-apis.js';
import { registerLeadsApi } from '../api/leads/index.js';
import { closeAppAndDatabase } from './suite-fixture.js';

export interface LeadsTestAppOptions {
  /** The process environment loadConfig reads; unset, rate limits are off (every request comes from one address). */
  env?: Record<string, string>;
  /** Vehicles (and the test listing) inserted first (server/orders/testing/fixtures.ts). */
  fixtures?: Parameters<typeof insertFixtures>[1];
  /** Services besides the local CRM and an empty payment environment; given the database for vendors that keep rows. */
  services?: (db: Kysely<Database>) => ServiceOptions;
  /** A family registered beside leads: a lead's order and payment, or a verified phone. */
  beside?: 'buy-online' | 'verification';
}

export interface LeadsTestApp {
  database: TestDatabase;
  app: FastifyInstance;
  /** The ids of the inserted fixture vehicles, in order. */
  vehicleIds: number[];
  close(): Promise<void>;
}

export async function buildLeadsTestApp(dialect: DialectName, options: LeadsTestAppOptions = {}): Promise<LeadsTestApp> {
  const database = await openMigratedTestDatabase(dialect);
  try {
    const vehicleIds = options.fixtures ? await insertFixtures(database.db, options.fixtures) : [];
    const ctx: AppContext = { db: database.db, dialect: database.dialect, config: loadConfig(options.env ?? { RATE_LIMITS: 'off' }) };
    const app = Fastify({ logger: false });
    installAppErrorHandler(app);
    const services = buildServices(ctx, { crm: createLocalCrm(), paymentEnv: {}, ...options.services?.(database.db) });
    await app.register(async (scope) => registerLeadsApi(scope, ctx, services, { workerIntervalMs: 0 }));
    if (options.beside === 'buy-online') await registerBuyOnlineForTest(app, ctx, services);
    if (options.beside === 'verification') await registerVerificationForTest(app, ctx, services);
    await app.ready();
    return {
      database,
      app,
      vehicleIds,
      close: () => closeAppAndDatabase(app, database),
    };
  } catch (error) {
    await database.cleanup();
    throw error;
  }
}
