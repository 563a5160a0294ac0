/**
 * The feed pulled on a schedule (docs/stock-feed.md) on SQLite and PostgreSQL: an admin configures
 * it through the editor API (bad addresses and schedules refused by field; not for other roles), a
 * real HTTP server serves the feed, two workers on one database import it once, a failing feed is
 * retried after a pause, and a private host, a redirect and an unreadable feed are refused with
 * their reason kept for the stock screen.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.js';
import { testDialects } from '../../db/test-db.js';
import { sampleFeedRows, toFeedCsv } from '../../seed/sample-feed.js';
import { readPullState, savePullConfig } from '../../stock-feed/pull-config.js';
import { DEFAULT_STOCK_PULL_POLICY, runStockPull, type StockPullDeps } from '../../stock-feed/pull-worker.js';
import { importStock } from '../../stock-feed/import-stock.js';
import { ADMIN, EDITOR, buildCmsTestApp, type CmsTestApp } from '../../testing/cms-test-app.js';
import { countRows } from '../../testing/count-rows.js';

const PULL = '/cms/api/stock/pull';

describe.each(testDialects())('stock feed pull (%s)', (dialect) => {
  let t: CmsTestApp;
  let admin: Record<string, string>;
  let feed: Server;
  let origin: string;
  /** What the feed server answers next. */
  let answer: { status: number; body: string; type: string; location?: string } = { status: 200, body: '', type: 'text/csv' };
  let served = 0;

  beforeEach(async () => {
    t = await buildCmsTestApp(dialect, { env: { STOCK_FEED_ALLOW_PRIVATE_HOSTS: '1' } });
    await seedDemo(t.ctx.db, { vehicles: 20, examplesOrigin: 'http://localhost:1' });
    admin = { authorization: `Bearer ${await t.token(ADMIN)}` };
    served = 0;
    feed = createServer((_request, response) => {
      served += 1;
      response.writeHead(answer.status, { 'content-type': answer.type, ...(answer.location ? { location: answer.location } : {}) });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => feed.close(resolve));
    await t.close();
  });

  const config = (url: string) => ({ enabled: true, url, every_minutes: 60, withdraw: 'keep' as const, all_or_nothing: true });
  let clock = Date.parse('2030-06-01T06:00:00Z');
  const deps = (allowPrivateHosts = true): StockPullDeps => ({
    db: t.ctx.db,
    now: () => clock,
    importFeed: (input) => importStock({ db: t.ctx.db, now: () => clock }, input),
    fetch: { allowPrivateHosts, timeoutMs: 5_000 },
  });
  const vehicleCount = () => countRows(t.ctx.db, 'vehicles');

  it('an admin configures it; bad addresses and schedules are refused by field, other roles are not let in', async () => {
    expect((await t.app.inject({ url: PULL, headers: admin })).json().data).toEqual({
      config: null,
      next_pull_at: null,
      attempts: 0,
      last: null,
    });
    const put = (body: unknown, headers = admin) => t.app.inject({ method: 'PUT', url: PULL, headers, payload: body as object });
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://dms.example/a.csv',
      'https://user:pw@dms.example/a.csv',
      'stock.csv',
    ]) {
      const refused = await put(config(url));
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'invalid_url', field: 'url' });
    }
    expect((await put({ ...config('https://dms.example/a.csv'), every_minutes: 1 })).statusCode).toBe(400);
    expect((await put({ ...config('https://dms.example/a.csv'), withdraw: 'burn' })).statusCode).toBe(400);
    expect((await put(config('https://dms.example/a.csv'), { authorization: `Bearer ${await t.token(EDITOR)}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${PULL}/run`, headers: admin })).json().error.code).toBe('pull_not_configured');

    const saved = await put(config('https://dms.example/export/stock.csv'));
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json().data.config).toEqual(config('https://dms.example/export/stock.csv'));
    expect(saved.json().data.next_pull_at).toEqual(expect.any(Number));
  });

  it('two workers on one database import the feed once; the next pull is due after the interval', async () => {
    answer = { status: 200, body: toFeedCsv(sampleFeedRows(5)), type: 'text/csv' };
    await savePullConfig(t.ctx.db, config(`${origin}/stock.csv`), clock);
    const before = await vehicleCount();
    const outcomes = await Promise.all([runStockPull(deps()), runStockPull(deps())]);
    expect(outcomes.sort()).toEqual(['none', 'ok']);
    expect(served).toBe(1);
    expect(await vehicleCount()).toBe(before + 5);
    const state = await readPullState(t.ctx.db);
    expect(state.last).toMatchObject({ status: 'ok', error: null, counts: expect.objectContaining({ rows: 5, added: 5 }) });
    expect(state.next_pull_at).toBe(clock + 60 * 60_000);
    // Not due again before its time; due after it, and the same feed changes nothing.
    expect(await runStockPull(deps())).toBe('none');
    clock += 60 * 60_000;
    expect(await runStockPull(deps())).toBe('ok');
    expect((await readPullState(t.ctx.db)).last?.counts).toMatchObject({ unchanged: 5, added: 0 });
  });

  it('a failing feed is retried after a growing pause, and its reason is kept', async () => {
    answer = { status: 503, body: 'down', type: 'text/plain' };
    await savePullConfig(t.ctx.db, config(`${origin}/stock.csv`), clock);
    expect(await runStockPull(deps())).toBe('failed');
    let state = await readPullState(t.ctx.db);
    expect(state.attempts).toBe(1);
    expect(state.last?.error).toBe('http_status: The feed answered HTTP 503');
    expect(state.next_pull_at).toBe(clock + DEFAULT_STOCK_PULL_POLICY.baseDelayMs);
    clock += DEFAULT_STOCK_PULL_POLICY.baseDelayMs;
    expect(await runStockPull(deps())).toBe('failed');
    state = await readPullState(t.ctx.db);
    expect(state.next_pull_at).toBe(clock + 2 * DEFAULT_STOCK_PULL_POLICY.baseDelayMs);
    // Back up: the next pull imports, and the count of failures starts again.
    answer = { status: 200, body: toFeedCsv(sampleFeedRows(2)), type: 'text/csv' };
    clock += 2 * DEFAULT_STOCK_PULL_POLICY.baseDelayMs;
    expect(await runStockPull(deps())).toBe('ok');
    expect((await readPullState(t.ctx.db)).attempts).toBe(0);
  });

  it('refuses a private host, a redirect and an unreadable feed, changing nothing', async () => {
    const before = await vehicleCount();
    answer = { status: 200, body: toFeedCsv(sampleFeedRows(2)), type: 'text/csv' };
    await savePullConfig(t.ctx.db, config(`${origin}/stock.csv`), clock);
    expect(await runStockPull(deps(false))).toBe('failed');
    expect((await readPullState(t.ctx.db)).last?.error).toMatch(/^private_address: 127\.0\.0\.1 is a private address/);
    expect(served).toBe(0);

    answer = { status: 302, body: '', type: 'text/plain', location: 'http://169.254.169.254/latest/meta-data' };
    clock += 60 * 60_000;
    expect(await runStockPull(deps())).toBe('failed');
    expect((await readPullState(t.ctx.db)).last?.error).toMatch(/^redirect: /);

    answer = { status: 200, body: 'vin;nonsense\n1;2', type: 'text/csv' };
    clock += 60 * 60_000;
    expect(await runStockPull(deps())).toBe('failed');
    expect((await readPullState(t.ctx.db)).last?.error).toMatch(/^unreadable: /);
    expect(await vehicleCount()).toBe(before);
  });

  it('"Pull now" through the API pulls in this process and answers the report', async () => {
    answer = { status: 200, body: toFeedCsv(sampleFeedRows(3)), type: 'text/csv' };
    expect((await t.app.inject({ method: 'PUT', url: PULL, headers: admin, payload: config(`${origin}/stock.csv`) })).statusCode).toBe(200);
    const ran = await t.app.inject({ method: 'POST', url: `${PULL}/run`, headers: admin });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().data.last).toMatchObject({ status: 'ok', counts: expect.objectContaining({ added: 3 }) });
  });
});
