/**
 * A test-only Fastify instance with the alerts family (docs/alerts.md) on a listing test database
 * of 40 vehicles, with the error handler and personal-data `no-store` the app installs before it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../../config.js';
import type { DialectName } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';
import { installAppErrorHandler } from '../../../error-handler.js';
import { installPersonalDataNoStore } from '../../../http/personal-data.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../../../listing/testing/test-database.js';
import { buildServices, type Services } from '../../../services.js';
import { registerAlertsApi } from '../index.js';

export interface AlertsTestApp {
  fixture: ListingTestDatabase;
  db: Kysely<Database>;
  app: FastifyInstance;
  services: Services;
}

/** The alerts family on a fresh database; `env` is the configuration besides `PUBLIC_ORIGIN`, `now` the services' clock. */
export async function buildAlertsTestApp(
  dialect: DialectName,
  options: { origin: string; env: Record<string, string>; now: () => number },
): Promise<AlertsTestApp> {
  const fixture = await openListingTestDatabase(dialect, 40);
  const db = fixture.handle.db;
  const app = Fastify({ logger: false });
  installAppErrorHandler(app);
  installPersonalDataNoStore(app);
  const ctx = { db, dialect: fixture.handle.dialect, config: loadConfig({ ...options.env, PUBLIC_ORIGIN: options.origin }) };
  const services = buildServices(ctx, { now: options.now });
  await app.register(async (scope) => registerAlertsApi(scope, ctx, services));
  await app.ready();
  return { fixture, db, app, services };
}
