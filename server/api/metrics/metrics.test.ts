/**
 * `GET /metrics` on the whole application (docs/metrics.md), on SQLite and PostgreSQL: absent
 * (404) without METRICS_TOKEN, 401 without the right bearer token, and with it the text
 * exposition of every metric the page names; requests are labelled by route pattern, and the
 * outbox and soft-lock gauges read the tables at scrape time.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { REQUIRE_LOGIN_SETTING } from '../../auth/require-login.js';
import { loadConfig } from '../../config.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { testPageRow } from '../../testing/page-row.js';
import { sample } from '../../testing/prometheus-sample.js';

const TOKEN = 'scrape-me-0123456789';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDialects())('GET /metrics on %s', (dialect) => {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.cleanup();
    database = undefined;
  });

  const open = async (env: NodeJS.ProcessEnv): Promise<FastifyInstance> => {
    database ??= await openMigratedTestDatabase(dialect);
    const app = await buildApp({ db: database.db, dialect: database.dialect, config: loadConfig(env) });
    apps.push(app);
    return app;
  };
  const scrape = async (app: FastifyInstance) => {
    const response = await app.inject({ url: '/metrics', headers: auth(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('does not exist while METRICS_TOKEN is unset', async () => {
    const app = await open({});
    const response = await app.inject({ url: '/metrics', headers: auth(TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(response.body).not.toContain('lrdx_');
  });

  it('answers 401 without the bearer token or with a wrong one, and no-store', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    for (const headers of [{}, auth('wrong'), auth(`${TOKEN}x`), { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('lrdx_');
    }
  });

  it('exposes every named metric, requests labelled by route pattern, never by raw URL', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    await database!.db
      .insertInto('pages')
      .values(testPageRow({ path: '/about-us', language: 'ku' }))
      .execute();
    await vi.waitFor(async () => expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200), { timeout: 15_000, interval: 200 });

    expect((await app.inject({ url: '/ku/about-us' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ku/stock' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/no/such/route' })).statusCode).toBe(404);

    const response = await app.inject({ url: '/metrics', headers: auth(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;

    // Both pages under one pattern; neither raw URL is a label value.
    expect(sample(text, 'lrdx_http_requests_total', { method: 'GET', route: '/ku/*', status: '200' })).toBe(1);
    expect(sample(text, 'lrdx_http_requests_total', { method: 'GET', route: '/ku/*', status: '404' })).toBe(1);
    expect(text).not.toContain('/ku/about-us');
    expect(text).not.toContain('/ku/stock');
    expect(text).not.toContain('/no/such/route');
    expect(sample(text, 'lrdx_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'lrdx_http_requests_total', { route: '/readyz', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lrdx_http_request_duration_seconds_count', { route: '/ku/*', status: '200' })).toBe(1);
    expect(sample(text, 'lrdx_http_request_duration_seconds_bucket', { route: '/ku/*', status: '200', le: '+Inf' })).toBe(1);

    expect(sample(text, 'lrdx_page_render_seconds_count', { kind: 'content' })).toBe(1);
    expect(text).toContain('# TYPE lrdx_page_cache_requests_total counter');
    expect(sample(text, 'lrdx_outbox_pending', { kind: 'crm' })).toBe(0);
    expect(sample(text, 'lrdx_outbox_pending', { kind: 'email' })).toBe(0);
    expect(sample(text, 'lrdx_outbox_oldest_pending_age_seconds', { kind: 'email' })).toBe(0);
    expect(sample(text, 'lrdx_soft_locks_held')).toBe(0);
    expect(sample(text, 'lrdx_listing_index_vehicles')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lrdx_listing_index_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    // Scrapes are counted like any route, under their own pattern.
    expect(sample(await scrape(app), 'lrdx_http_requests_total', { route: '/metrics', status: '200' })).toBe(1);
  });

  it('reads the outbox depth and its oldest pending age at each scrape', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    const oneMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    await database!.db
      .insertInto('email_outbox')
      .values([
        { to: 'a@example.com', subject: 's', body: 'b', state: 'pending', created_at: oneMinuteAgo },
        { to: 'b@example.com', subject: 's', body: 'b', state: 'pending', created_at: new Date().toISOString() },
        { to: 'c@example.com', subject: 's', body: 'b', state: 'sent', created_at: '2020-01-01T00:00:00.000Z' },
      ])
      .execute();
    const text = await scrape(app);
    expect(sample(text, 'lrdx_outbox_pending', { kind: 'email' })).toBe(2);
    expect(sample(text, 'lrdx_outbox_oldest_pending_age_seconds', { kind: 'email' })).toBeGreaterThanOrEqual(60);
    // A sent row is not pending, however old.
    expect(sample(text, 'lrdx_outbox_oldest_pending_age_seconds', { kind: 'email' })).toBeLessThan(3600);
    expect(sample(text, 'lrdx_outbox_pending', { kind: 'crm' })).toBe(0);
    // The CDN purge keys waiting: a pending key is counted, a failed one is not.
    await database!.db
      .insertInto('cdn_purges')
      .values([
        { key: 'page-metrics-a', generation: 1, state: 'pending', attempts: 0, next_attempt_at: 0, last_error: null },
        { key: 'page-metrics-b', generation: 1, state: 'failed', attempts: 9, next_attempt_at: 0, last_error: 'refused' },
      ])
      .execute();
    const purges = sample(await scrape(app), 'lrdx_outbox_pending', { kind: 'purge' });
    expect(purges).toBeGreaterThanOrEqual(1); // so it is a number below
    await database!.db.deleteFrom('cdn_purges').where('key', '=', 'page-metrics-a').execute();
    expect(sample(await scrape(app), 'lrdx_outbox_pending', { kind: 'purge' })).toBe(purges! - 1);

    await database!.db.updateTable('email_outbox').set({ state: 'sent' }).execute();
    const after = await scrape(app);
    expect(sample(after, 'lrdx_outbox_pending', { kind: 'email' })).toBe(0);
    expect(sample(after, 'lrdx_outbox_oldest_pending_age_seconds', { kind: 'email' })).toBe(0);
  });

  it('counts the soft locks that have not expired', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    const lock = (id: string, vehicleId: number, expiresAt: number) => ({
      id,
      vehicle_id: vehicleId,
      holder: 'h',
      client_key: null,
      expires_at: expiresAt,
      created_at: new Date().toISOString(),
    });
    const now = Date.now();
    await database!.db
      .insertInto('soft_locks')
      .values([lock('live-1', 1, now + 600_000), lock('live-2', 2, now + 600_000), lock('expired', 3, now - 1_000)])
      .execute();
    expect(sample(await scrape(app), 'lrdx_soft_locks_held')).toBe(2);
  });

  it('answers every scrape however often, while the site needs sign-in', async () => {
    const app = await open({ METRICS_TOKEN: TOKEN });
    await database!.db.insertInto('settings').values({ key: REQUIRE_LOGIN_SETTING, value: 'true' }).execute();
    expect((await app.inject({ url: '/public_api/listing/iraq/light' })).statusCode).toBe(401);
    for (let i = 0; i < 40; i += 1) expect((await app.inject({ url: '/metrics', headers: auth(TOKEN) })).statusCode).toBe(200);
  });

  it('keeps two applications in one process apart', async () => {
    const first = await open({ METRICS_TOKEN: TOKEN });
    const second = await open({ METRICS_TOKEN: TOKEN });
    await first.inject({ url: '/healthz' });
    await first.inject({ url: '/healthz' });
    await second.inject({ url: '/healthz' });
    expect(sample(await scrape(first), 'lrdx_http_requests_total', { route: '/healthz' })).toBe(2);
    expect(sample(await scrape(second), 'lrdx_http_requests_total', { route: '/healthz' })).toBe(1);
  });
});
