/**
 * Test fixture: the auth family and the account pages on a fresh, migrated database, as
 * server/app.ts registers them, plus (optionally) a stand-in family of guarded routes so tests
 * can drive `requireRole` as another family would. The clock is the test's.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerAuthApi } from '../api/auth/index.js';
import { createAccount } from '../auth/accounts.js';
import type { UserRole } from '../auth/index.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type DialectName } from '../db/connection.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { installAppErrorHandler } from '../error-handler.js';
import { registerAuthGuard } from '../http/auth/index.js';
import { registerAccountPages } from '../render/account/index.js';
import { buildServices, manageServices, type Services } from '../services.js';
import { closeAppAndDatabase } from './suite-fixture.js';

export interface AuthTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  services: Services;
  database: TestDatabase;
  /** The test's clock (epoch ms); move it with `clock.now += …`. */
  clock: { now: number };
  addUser(email: string, password: string, role: UserRole | null): Promise<number>;
  close(): Promise<void>;
}

export interface AuthTestAppOptions {
  env?: Record<string, string>;
  /** Register /test/editor (editor), /test/admin (admin) routes, GET and POST, guarded by requireRole. */
  guardedRoutes?: boolean;
  /** Fastify's trustProxy (server/app.ts passes TRUST_PROXY's; default here: none). */
  trustProxy?: boolean | string[];
  /** More routes beside the auth ones (e.g. a site scope with the require-login hook). */
  extraRoutes?: (app: FastifyInstance, ctx: AppContext, services: Services) => Promise<void>;
  /** A SQLite file instead of memory (tests that open a second connection to the same database). */
  sqlitePath?: string;
  /**
   * Another app's database: this app is a second server process on it, with a connection of its
   * own; the database is already migrated and has the accounts. Close this app before the other.
   */
  sameDatabaseAs?: TestDatabase;
}

export async function buildAuthTestApp(dialect: DialectName = 'sqlite', options: AuthTestAppOptions = {}): Promise<AuthTestApp> {
  const other = options.sameDatabaseAs;
  let database: TestDatabase;
  if (other) {
    const handle = openDatabase(dialect === 'sqlite' ? { sqlitePath: other.location } : { databaseUrl: other.location });
    database = { ...handle, location: other.location, cleanup: () => handle.close() };
  } else {
    database = await openMigratedTestDatabase(dialect, options.sqlitePath);
  }
  const ctx: AppContext = { db: database.db, dialect: database.dialect, config: loadConfig({ RATE_LIMITS: 'off', ...options.env }) };
  const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });
  installAppErrorHandler(app);
  // The editor's scheduler runs only when a test asks (services.cms.scheduler.runOnce()).
  const services = buildServices(ctx, { now: () => clock.now, cmsSchedulerMs: 0 });
  manageServices(app, services);
  await app.register(async (scope) => registerAuthApi(scope, ctx, services));
  await app.register(async (scope) => registerAccountPages(scope, ctx, services));
  if (options.guardedRoutes) {
    await app.register(async (scope) => {
      const guard = await registerAuthGuard(scope, services.auth);
      for (const role of ['editor', 'admin'] as const) {
        const preHandler = guard.requireRole(role);
        const answer = async (request: Parameters<typeof guard.identityOf>[0]) => ({ email: guard.identityOf(request).account.email });
        scope.get(`/test/${role}`, { preHandler }, answer);
        scope.post(`/test/${role}`, { preHandler }, answer);
      }
    });
  }
  if (options.extraRoutes) await options.extraRoutes(app, ctx, services);
  await app.ready();
  return {
    app,
    ctx,
    services,
    database,
    clock,
    addUser: async (email, password, role) => (await createAccount(database.db, { email, password, role })).id,
    close: () => closeAppAndDatabase(app, database),
  };
}

/** `name=value` pairs of the response's Set-Cookie headers over `previous`: the browser's cookie jar after it. */
export function cookieJarAfter(response: LightMyRequestResponse, previous: Record<string, string> = {}): Record<string, string> {
  const jar = { ...previous };
  for (const c of response.cookies) jar[c.name] = c.value;
  return jar;
}

/** The Cookie header a browser sends with `jar`. */
export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
