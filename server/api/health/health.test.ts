/**
 * The probes on the whole application (docs/operations.md, "Probes"), on SQLite and PostgreSQL:
 * `/healthz` answers while the process lives; `/readyz` answers 503 naming the failed check while
 * the migrations have not run or the database is gone, and 200 once all is in place; neither is
 * cached, limited or behind the require-login setting.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { REQUIRE_LOGIN_SETTING } from '../../auth/require-login.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../migrations/migrate.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { seedDemo } from '../../seed/index.js';

interface ReadyBody {
  status?: string;
  checks?: Record<string, string>;
  error?: { code: string; message: string; checks: Record<string, string>; reasons: Record<string, string> };
}

describe.each(testDialects())('health and readiness probes on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const open = async (): Promise<void> => {
    database = await openTestDatabase(dialect);
    // The production configuration: rate limits on.
    const config = loadConfig({});
    app = await buildApp({ db: database.db, dialect: database.dialect, config });
  };
  afterEach(async () => {
    await app.close();
    await database.cleanup();
  });

  const readyz = async () => {
    const response = await app.inject({ url: '/readyz' });
    return { status: response.statusCode, body: response.json<ReadyBody>(), headers: response.headers };
  };

  it('is not ready before the migrations have run, then ready once they have and the listing index is built', async () => {
    await open();
    const alive = await app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');

    const early = await readyz();
    expect(early.status).toBe(503);
    expect(early.headers['cache-control']).toBe('no-store');
    expect(early.body.error).toMatchObject({ code: 'not_ready', checks: { database: 'ok', migrations: 'failed' } });
    expect(early.body.error?.message).toContain('migrations');

    await migrateToLatest(database.db);
    await vi.waitFor(async () => expect((await readyz()).status).toBe(200), { timeout: 15_000, interval: 200 });
    const ready = await readyz();
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', listing_index: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('on a start with many vehicles, answers 503 (listing_index) until the index is built and 200 from then on', async () => {
    database = await openMigratedTestDatabase(dialect);
    await seedDemo(database.db, { vehicles: 6_000, examplesOrigin: 'http://localhost:8081' });
    app = await buildApp({ db: database.db, dialect: database.dialect, config: loadConfig({}) });
    // The index is loaded in chunks and built in steps in the background from here (docs/operations.md, "Start-up").
    const answers: { status: number; body: ReadyBody }[] = [];
    await vi.waitFor(
      async () => {
        answers.push(await readyz());
        expect(answers.at(-1)?.status).toBe(200);
      },
      { timeout: 60_000, interval: 20 },
    );
    const first = answers[0];
    expect(first?.status).toBe(503);
    expect(first?.body.error).toMatchObject({
      code: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', listing_index: 'failed' },
      reasons: { listing_index: 'not built yet' },
    });
    // Every 503 was the index alone; once ready, it stays ready.
    for (const answer of answers.slice(0, -1)) expect(answer.body.error?.reasons).toEqual({ listing_index: 'not built yet' });
    expect((await readyz()).body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', listing_index: 'ok' } });
  });

  it('answers every probe however often it is asked, and while the site needs sign-in', async () => {
    await open();
    await migrateToLatest(database.db);
    await database.db.insertInto('settings').values({ key: REQUIRE_LOGIN_SETTING, value: 'true' }).execute();
    await vi.waitFor(async () => expect((await readyz()).status).toBe(200), { timeout: 15_000, interval: 200 });
    // The site itself now wants a sign-in; the probes do not.
    expect((await app.inject({ url: '/public_api/listing/iraq/light' })).statusCode).toBe(401);
    for (let i = 0; i < 30; i += 1) {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await readyz()).status).toBe(200);
    }
  });

  it('says the database failed once it is gone, while /healthz still answers', async () => {
    await open();
    await migrateToLatest(database.db);
    await vi.waitFor(async () => expect((await readyz()).status).toBe(200), { timeout: 15_000, interval: 200 });
    await database.db.destroy();
    const gone = await readyz();
    expect(gone.status).toBe(503);
    expect(gone.body.error?.checks.database).toBe('failed');
    expect(gone.body.error?.reasons.database).toBeTruthy();
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
