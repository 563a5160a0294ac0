/**
 * Test fixture of the editor API: the auth test app (auth family, accounts, the test's clock) with
 * the cms family registered beside it, an editor, an admin and a role-less account, and helpers for
 * bearer tokens and cookie sessions.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { DialectName } from '../db/connection.js';
import { buildAuthTestApp, type AuthTestApp } from './auth-test-app.js';
import { registerCmsApi } from '../api/cms/index.js';
import { seedDemo } from '../seed/index.js';
import { bearer } from './inject-call.js';

export const EDITOR = { email: 'editor@example.com', password: 'copper kettle orbit 1' };
export const ADMIN = { email: 'admin@example.com', password: 'brass lantern orbit 1' };
export const NOBODY = { email: 'nobody@example.com', password: 'silent meadow orbit 1' };

export interface CmsTestApp extends AuthTestApp {
  /** A bearer token of the account. */
  token(who: { email: string; password: string }): Promise<string>;
  /** Cookie header and CSRF token of a browser session. */
  session(who: { email: string; password: string }): Promise<{ cookie: string; csrf: string }>;
  ids: { editor: number; admin: number; nobody: number };
}

const cookieHeader = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** `env`: configuration beside the test defaults (e.g. `RATE_LIMITS: 'on'`). */
export async function buildCmsTestApp(dialect: DialectName, options: { env?: Record<string, string> } = {}): Promise<CmsTestApp> {
  const t = await buildAuthTestApp(dialect, {
    ...options,
    extraRoutes: async (app, ctx, services) => {
      await app.register(async (scope) => registerCmsApi(scope, ctx, services));
    },
  });
  const ids = {
    editor: await t.addUser(EDITOR.email, EDITOR.password, 'editor'),
    admin: await t.addUser(ADMIN.email, ADMIN.password, 'admin'),
    nobody: await t.addUser(NOBODY.email, NOBODY.password, null),
  };
  return {
    ...t,
    ids,
    async token(who) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/token', payload: who });
      if (response.statusCode !== 200) throw new Error(`token: ${response.body}`);
      return response.json().token as string;
    },
    async session(who) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/sign-in', payload: who });
      if (response.statusCode !== 200) throw new Error(`sign-in: ${response.body}`);
      return { cookie: cookieHeader(response), csrf: response.json().data.csrf_token as string };
    },
  };
}

/** The stock tests' app: a CMS test app on a demo database with 40 vehicles. */
export interface StockTestApp extends CmsTestApp {
  /** An admin's bearer header. */
  admin: Record<string, string>;
}

/** The stock tests' start, opened afresh for each test (`testFixture` in suite-fixture.ts). */
export async function buildStockTestApp(dialect: DialectName): Promise<StockTestApp> {
  const t = await buildCmsTestApp(dialect);
  await seedDemo(t.ctx.db, { vehicles: 40, examplesOrigin: 'http://localhost:1' });
  return { ...t, admin: bearer(await t.token(ADMIN)) };
}
