/**
 * The CDN purge outbox on SQLite and PostgreSQL: the database triggers name the keys of each change
 * in the same transaction (and raise the content version), one pass sends every due key at once, a
 * failure is retried with backoff until the row is `failed`, a claimed key is hidden from a second
 * worker, and a key changed again during its purge is purged again. The HTTP purger's request.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import { readDataVersions } from '../../content/content-version.js';
import { testDialects } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { bumpStockVersion } from '../../db/stock-version.js';
import { pathKey } from '../../http/surrogate-keys.js';
import { testPageRow } from '../../testing/page-row.js';
import { createHttpPurger } from './http.js';
import { createLocalPurger } from './local.js';
import { processCdnPurges } from './outbox.js';
import type { CdnPurger } from './types.js';
import type { OutboxPolicy } from '../outbox-attempts.js';

const policy: OutboxPolicy = { maxAttempts: 2, baseDelayMs: 1000, maxDelayMs: 60_000, leaseMs: 500 };
const t0 = Date.parse('2030-01-01T00:00:00Z');

describe.each(testDialects())('CDN purge outbox (%s)', (dialect) => {
  const database = testFixture(() => openMigratedTestDatabase(dialect));

  const pending = async () =>
    (await database().db.selectFrom('cdn_purges').selectAll().orderBy('key').execute()).map((row) => ({
      key: row.key,
      state: row.state,
      attempts: row.attempts,
      next: Number(row.next_attempt_at),
      error: row.last_error,
    }));
  const addPage = (path: string) =>
    database()
      .db.insertInto('pages')
      .values(testPageRow({ path, language: 'en', title: 'T', created_at: '2030-01-01T00:00:00Z', updated_at: '2030-01-01T00:00:00Z' }))
      .returning('id')
      .executeTakeFirstOrThrow();

  it('names the keys of every kind of change in the same transaction, and raises the content version', async () => {
    const start = await readDataVersions(database().db);
    const page = await addPage('/ب/news');
    await database().db.updateTable('pages').set({ path: '/moved' }).where('id', '=', page.id).execute();
    await database()
      .db.insertInto('nav_entries')
      .values({ label: 'Home', url: '/', position: 0, parent_id: null, language: 'en' })
      .execute();
    await database().db.insertInto('settings').values({ key: 'footer.configuration.en', value: '{}' }).execute();
    await database().db.insertInto('settings').values({ key: 'general.app_name', value: 'X' }).execute();
    await bumpStockVersion(database().db);
    // A write that rolls back names nothing.
    await database()
      .db.transaction()
      .execute(async (trx) => {
        await trx.insertInto('settings').values({ key: 'rolled.back', value: 'x' }).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);

    expect((await pending()).map((row) => row.key)).toEqual(
      [`page-${page.id}`, pathKey('/ب/news'), pathKey('/moved'), 'nav', 'footer', 'settings', 'stock'].sort(),
    );
    const now = await readDataVersions(database().db);
    expect(now.content).toBe(start.content + 5);
    expect(now.stock).toBe(start.stock + 1);
  });

  it('sends every due key in one purge, retries a failure with backoff, then marks it failed', async () => {
    await addPage('/a');
    const local = createLocalPurger();
    let down = true;
    const purger: CdnPurger = {
      name: 'flaky',
      async purge(keys) {
        if (down) throw new Error('CDN down');
        return local.purge(keys);
      },
    };
    expect(await processCdnPurges(database().db, purger, { now: t0, policy })).toEqual({ purged: 0, retried: 2, failed: 0 });
    expect((await pending()).map(({ attempts, next, error }) => ({ attempts, next, error }))).toEqual([
      { attempts: 1, next: t0 + 1000, error: 'CDN down' },
      { attempts: 1, next: t0 + 1000, error: 'CDN down' },
    ]);
    // Not due yet: nothing is sent.
    expect((await processCdnPurges(database().db, purger, { now: t0 + 999, policy })).retried).toBe(0);
    expect(await processCdnPurges(database().db, purger, { now: t0 + 1000, policy })).toEqual({ purged: 0, retried: 0, failed: 2 });
    expect((await pending()).map((row) => row.state)).toEqual(['failed', 'failed']);
    expect((await processCdnPurges(database().db, purger, { now: t0 + 3_600_000, policy })).failed).toBe(0);

    // A new change of a failed key makes it pending again; the CDN is back.
    down = false;
    await database().db.updateTable('pages').set({ title: 'U' }).where('path', '=', '/a').execute();
    expect(await processCdnPurges(database().db, purger, { now: t0 + 3_600_000, policy })).toEqual({ purged: 2, retried: 0, failed: 0 });
    expect(local.purged).toEqual([[expect.stringMatching(/^page-\d+$/), pathKey('/a')].sort()]);
    expect(await pending()).toEqual([]);
  });

  it('hides a claimed key from a second worker, and purges again a key changed during its purge', async () => {
    await database()
      .db.insertInto('nav_entries')
      .values({ label: 'Home', url: '/', position: 0, parent_id: null, language: 'en' })
      .execute();
    const second = createLocalPurger();
    let during: Promise<unknown> | undefined;
    const first: CdnPurger = {
      name: 'first',
      async purge() {
        // While the first worker sends: a second worker finds nothing to claim, and the key changes again.
        during = processCdnPurges(database().db, second, { now: t0, policy });
        await during;
        await database().db.updateTable('nav_entries').set({ label: 'Start' }).execute();
      },
    };
    expect((await processCdnPurges(database().db, first, { now: t0, policy })).purged).toBe(1);
    expect(second.purged).toEqual([]);
    // The change made during the purge is still to be sent.
    expect((await pending()).map((row) => [row.key, row.state, row.next])).toEqual([['nav', 'pending', 0]]);
    expect((await processCdnPurges(database().db, second, { now: t0, policy })).purged).toBe(1);
    expect(second.purged).toEqual([['nav']]);
  });
});

it('posts the keys as JSON to CDN_PURGE_URL with the bearer token, and fails on a non-2xx answer', async () => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  let status = 200;
  const fakeFetch: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response('{}', { status });
  };
  const purger = createHttpPurger({ url: 'https://cdn.example/purge', token: 'secret', fetch: fakeFetch });
  await purger.purge(['page-1', 'nav']);
  expect(calls[0]?.url).toBe('https://cdn.example/purge');
  expect(calls[0]?.init.method).toBe('POST');
  expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer secret' });
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ keys: ['page-1', 'nav'] });
  status = 503;
  await expect(purger.purge(['nav'])).rejects.toThrow('CDN purge answered 503');
});
