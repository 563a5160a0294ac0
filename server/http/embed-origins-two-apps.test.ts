/**
 * Two app instances on one database, as two server processes run (docs/embedding.md): an origin an
 * admin allows through one is served by the other from its next request — the listing, its CORS
 * preflight, the widgets' write routes and /settings — and removing it refuses it again once the
 * other's listing index follows the stock version (about a second). On SQLite (a file both open)
 * and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createAccount } from '../auth/accounts.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DbHandle } from '../db/connection.js';
import { seedDemo } from '../seed/index.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';

const DEALER = 'https://dealer.example';
const ADMIN = { email: 'admin@example.com', password: 'brass lantern orbit 1' };

describe.each(testDialects())('an allowed origin across two app instances (%s)', (dialect) => {
  let dir: string | undefined;
  let database: TestDatabase;
  let second: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    if (dialect === 'sqlite') dir = mkdtempSync(join(tmpdir(), 'lrdx-origins-'));
    database = await openMigratedTestDatabase(dialect, dir ? join(dir, 'lrdx.sqlite') : undefined);
    await seedDemo(database.db, { vehicles: 30, examplesOrigin: 'https://retailer.test', publicOrigin: 'https://lrdx.test' });
    await createAccount(database.db, { ...ADMIN, role: 'admin' });
    second = openDatabase(dialect === 'sqlite' ? { sqlitePath: database.location } : { databaseUrl: database.location });
    const config = loadConfig({ RATE_LIMITS: 'off', PUBLIC_ORIGIN: 'https://lrdx.test', EXAMPLES_ORIGIN: 'https://retailer.test' });
    a = await buildApp({ db: database.db, dialect, config });
    b = await buildApp({ db: second.db, dialect, config });
    await Promise.all([a.ready(), b.ready()]);
    token = (await a.inject({ method: 'POST', url: '/auth/token', payload: ADMIN })).json().token as string;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await database?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const listing = (app: FastifyInstance) => app.inject({ url: '/public_api/listing/iraq/light?items=1', headers: { origin: DEALER } });
  const preflight = (app: FastifyInstance, url: string, method = 'GET') =>
    app.inject({ method: 'OPTIONS', url, headers: { origin: DEALER, 'access-control-request-method': method } });
  const setOrigins = (origins: string[]) =>
    a.inject({
      method: 'PUT',
      url: '/cms/api/listings/iraq',
      headers: { authorization: `Bearer ${token}` },
      payload: { allowed_origins: origins },
    });

  it('serves the origin on the other instance from its next request, and refuses it again once removed', async () => {
    // B has its listings and origins cached before the change.
    const before = await listing(b);
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toMatchObject({ code: 'origin_not_allowed', origin: DEALER, listing: 'iraq' });
    expect((await preflight(b, '/public_api/listing/iraq')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(b, '/api/leads', 'POST')).headers['access-control-allow-origin']).toBeUndefined();

    const saved = await setOrigins(['https://retailer.test', 'https://lrdx.test', DEALER]);
    expect(saved.statusCode).toBe(200);

    const after = await listing(b);
    expect(after.statusCode).toBe(200);
    expect(after.headers['access-control-allow-origin']).toBe(DEALER);
    expect((await preflight(b, '/public_api/listing/iraq')).headers['access-control-allow-origin']).toBe(DEALER);
    expect((await preflight(b, '/api/leads', 'POST')).headers['access-control-allow-origin']).toBe(DEALER);
    const settings = await b.inject({ url: '/settings', headers: { origin: DEALER } });
    expect(settings.headers['access-control-allow-origin']).toBe(DEALER);

    expect((await setOrigins(['https://retailer.test', 'https://lrdx.test'])).statusCode).toBe(200);
    // B keeps a listing up to a second old: it follows the stock version the change bumped.
    let status = 0;
    while (status !== 403) {
      status = (await listing(b)).statusCode;
      if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await listing(b)).json().error.code).toBe('origin_not_allowed');
  });

  it('documents the listings routes in the OpenAPI document', async () => {
    const doc = (await a.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/cms/api/listings'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/cms/api/listings/{key}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
