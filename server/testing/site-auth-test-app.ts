/**
 * Test fixture: the whole application (server/app.ts's buildApp: site, content and listing families,
 * auth, editor) on a fresh, migrated, seeded database, with an editor, an admin and a role-less
 * account, and helpers for their sessions and tokens. For tests of what signing in changes on the
 * public site (the require-login setting, the editor toolbar).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { createAccount } from '../auth/accounts.js';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import type { DialectName } from '../db/connection.js';
import { seedContent } from '../seed/content-seed.js';
import { openDatabase } from '../db/connection.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { closeAppAndDatabase } from './suite-fixture.js';

export const SITE_EDITOR = { email: 'editor@example.com', password: 'copper kettle orbit 1' };
export const SITE_ADMIN = { email: 'admin@example.com', password: 'brass lantern orbit 1' };
export const SITE_NOBODY = { email: 'nobody@example.com', password: 'silent meadow orbit 1' };

export interface SiteAuthTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  /** The Cookie header of a signed-in browser (JSON sign-in). */
  session(who: { email: string; password: string }): Promise<string>;
  /** A bearer token of the account. */
  token(who: { email: string; password: string }): Promise<string>;
  setRequireLogin(on: boolean): Promise<void>;
  close(): Promise<void>;
}

export const cookieHeaderOf = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

export interface SiteAuthTestAppOptions {
  /** What the services are built with (a local CDN purge to read, render counts). */
  services?: BuildOptions['services'];
  /** A SQLite file instead of memory, so a second app can open the same database. */
  sqlitePath?: string;
  /**
   * Another app's database (its `location`): this app is a second server process on it, with a
   * connection of its own; the database is already migrated, seeded and has the accounts.
   */
  sameDatabaseAs?: TestDatabase;
}

export async function buildSiteAuthTestApp(dialect: DialectName, options: SiteAuthTestAppOptions = {}): Promise<SiteAuthTestApp> {
  const other = options.sameDatabaseAs;
  const database: TestDatabase = other
    ? {
        ...openDatabase(dialect === 'sqlite' ? { sqlitePath: other.location } : { databaseUrl: other.location }),
        location: other.location,
        cleanup: async () => undefined,
      }
    : await openMigratedTestDatabase(dialect, options.sqlitePath);
  if (other) database.cleanup = () => database.close();
  else {
    await seedContent(database.db);
  }
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config: loadConfig({ RATE_LIMITS: 'off', PUBLIC_ORIGIN: 'https://lrdx.test', DIST_DIR: 'no-dist-in-tests' }),
  };
  const app = await buildApp(ctx, { logger: false, services: { cmsSchedulerMs: 0, ...options.services } });
  await app.ready();
  if (!other) {
    await createAccount(database.db, { ...SITE_EDITOR, role: 'editor' });
    await createAccount(database.db, { ...SITE_ADMIN, role: 'admin' });
    await createAccount(database.db, { ...SITE_NOBODY, role: null });
  }
  const token = async (who: { email: string; password: string }): Promise<string> => {
    const response = await app.inject({ method: 'POST', url: '/auth/token', payload: who });
    if (response.statusCode !== 200) throw new Error(`token: ${response.body}`);
    return response.json().token as string;
  };
  return {
    app,
    ctx,
    database,
    async session(who) {
      const response = await app.inject({ method: 'POST', url: '/auth/sign-in', payload: who });
      if (response.statusCode !== 200) throw new Error(`sign-in: ${response.body}`);
      return cookieHeaderOf(response);
    },
    token,
    // Through the settings API as an admin would, so the kept copy of the setting is forgotten as in production.
    async setRequireLogin(on) {
      const response = await app.inject({
        method: 'POST',
        url: '/settings',
        headers: { authorization: `Bearer ${await token(SITE_ADMIN)}` },
        payload: { key: 'auth.require_login', value: on ? 'true' : 'false' },
      });
      if (response.statusCode !== 200) throw new Error(`require-login setting: ${response.body}`);
    },
    close: () => closeAppAndDatabase(app, database),
  };
}
