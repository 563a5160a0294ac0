/**
 * Soft locks under load: 200 concurrent orders/init for one vehicle give exactly one lock and 199
 * clear refusals — over real HTTP on SQLite, and from two server processes sharing one PostgreSQL
 * database. Plus extension by the same holder, expiry, release and refusals of unavailable cars.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../migrations/migrate.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../../db/test-db.js';
import { insertFixtures } from '../../orders/testing/fixtures.js';
import { spawnLockServer, type LockServerProcess } from './testing/spawn-lock-server.js';
import { buildBuyOnlineTestApp, type BuyOnlineTestApp } from './testing/test-app.js';

const CONCURRENT = 200;

interface Tally {
  granted: number;
  refused: number;
  other: { status: number; body: string }[];
  ms: number;
}

async function hammer(ports: number[], vehicleId: number): Promise<Tally> {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const response = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/buy_online/orders/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vehicle_id: vehicleId, holder: `holder-${i}-${randomUUID()}` }),
      });
      return { status: response.status, body: await response.text() };
    }),
  );
  const tally: Tally = { granted: 0, refused: 0, other: [], ms: Math.round(performance.now() - started) };
  for (const r of results) {
    if (r.status === 201) tally.granted += 1;
    else if (r.status === 409 && (JSON.parse(r.body) as { error: { code: string; field: string } }).error.code === 'vehicle_locked')
      tally.refused += 1;
    else tally.other.push(r);
  }
  return tally;
}

describe.each(testDialects())('soft locks (%s)', (dialect) => {
  let t: BuyOnlineTestApp;

  beforeAll(async () => {
    t = await buildBuyOnlineTestApp(dialect, { vehicles: 6 });
    await t.database.db.updateTable('vehicles').set({ status: 'sold' }).where('id', '=', t.vehicleIds[4]!).execute();
  });
  afterAll(async () => t.close());

  const init = (vehicleId: number, holder: string) =>
    t.app.inject({ method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: vehicleId, holder } });

  it('grants a lock with its id and expiry (15 minutes by default)', async () => {
    const res = await init(t.vehicleIds[0]!, 'holder-alpha-1');
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.lock_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(data.expires_at)).toBe(t.clock.now() + 900_000);
    expect(data.expires_in_seconds).toBe(900);
  });

  it('extends instead of failing when the same holder re-inits, and refuses anyone else with the expiry', async () => {
    const first = (await init(t.vehicleIds[1]!, 'holder-bravo-1')).json().data;
    t.clock.advance(60_000);
    const again = await init(t.vehicleIds[1]!, 'holder-bravo-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      lock_id: first.lock_id,
      extended: true,
      expires_at: new Date(t.clock.now() + 900_000).toISOString(),
    });
    const other = await init(t.vehicleIds[1]!, 'holder-charlie-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'vehicle_locked', field: 'vehicle_id', expires_at: again.json().data.expires_at });
  });

  it('releases an expired lock: the vehicle is available to the next visitor', async () => {
    await init(t.vehicleIds[2]!, 'holder-delta-1');
    expect((await init(t.vehicleIds[2]!, 'holder-echo-1')).statusCode).toBe(409);
    t.clock.advance(900_000);
    const res = await init(t.vehicleIds[2]!, 'holder-echo-1');
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('soft_locks').selectAll().where('vehicle_id', '=', t.vehicleIds[2]!).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.holder).toBe('holder-echo-1');
  });

  it('lets only the holder release its lock', async () => {
    const lock = (await init(t.vehicleIds[3]!, 'holder-foxtrot-1')).json().data;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/buy_online/orders/release_lock',
      payload: { lock_id: lock.lock_id, holder: 'holder-golf-01' },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/buy_online/locks/${lock.lock_id}` })).json().data).not.toHaveProperty('holder');
    const right = await t.app.inject({
      method: 'POST',
      url: '/buy_online/orders/release_lock',
      payload: { lock_id: lock.lock_id, holder: 'holder-foxtrot-1' },
    });
    expect(right.statusCode).toBe(200);
    expect((await init(t.vehicleIds[3]!, 'holder-golf-01')).statusCode).toBe(201);
  });

  it('refuses sold vehicles (409 vehicle_unavailable) and unknown ones (404)', async () => {
    const sold = await init(t.vehicleIds[4]!, 'holder-hotel-1');
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error).toMatchObject({ code: 'vehicle_unavailable', field: 'vehicle_id' });
    const missing = await init(999_999, 'holder-hotel-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('vehicle_not_found');
  });

  it('answers 400 with the field for bad bodies', async () => {
    const cases: [unknown, string][] = [
      [{ holder: 'holder-india-1' }, 'vehicle_id'],
      [{ vehicle_id: 'abc', holder: 'holder-india-1' }, 'vehicle_id'],
      [{ vehicle_id: t.vehicleIds[5] }, 'holder'],
      [{ vehicle_id: t.vehicleIds[5], holder: 'short' }, 'holder'],
      [{ vehicle_id: t.vehicleIds[5], holder: 'has spaces in it' }, 'holder'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/buy_online/orders/init', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_request', field });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('200 concurrent orders/init for one vehicle', () => {
  it('SQLite, one server over real HTTP: exactly one lock, 199 refusals', async () => {
    // A file, not :memory:, so the test runs the same WAL/busy-timeout setup as the real server.
    const path = join(tmpdir(), `lrdx-locks-${process.pid}-${Date.now()}.sqlite`);
    // Every request comes from 127.0.0.1: rate limits stay on (the per-client lock cap too) with the
    // init limit raised above the 200 requests, so the counters run under the same concurrency.
    const t = await buildBuyOnlineTestApp('sqlite', {
      vehicles: 1,
      sqlitePath: path,
      rateLimits: { enabled: true, lockInit: { max: 1000, windowSeconds: 60 } },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const tally = await hammer([port], t.vehicleIds[0]!);
      console.log(
        `[soft locks] SQLite, 1 process: ${tally.granted} lock granted, ${tally.refused} refused (409 vehicle_locked), ${tally.other.length} other, ${tally.ms} ms`,
      );
      expect(tally.other).toEqual([]);
      expect(tally).toMatchObject({ granted: 1, refused: CONCURRENT - 1 });
      const rows = await t.database.db.selectFrom('soft_locks').selectAll().execute();
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    }
  });

  it.runIf(testDialects().includes('postgres'))('PostgreSQL, two server processes: exactly one lock, 199 refusals', async () => {
    const database: TestDatabase = await openTestDatabase('postgres');
    const servers: LockServerProcess[] = [];
    try {
      await migrateToLatest(database.db);
      const [vehicleId] = await insertFixtures(database.db, { vehicles: 1 });
      servers.push(...(await Promise.all([spawnLockServer(database.location), spawnLockServer(database.location)])));
      expect(new Set(servers.map((s) => s.child.pid)).size).toBe(2);
      const tally = await hammer(
        servers.map((s) => s.port),
        vehicleId!,
      );
      console.log(
        `[soft locks] PostgreSQL, 2 processes: ${tally.granted} lock granted, ${tally.refused} refused (409 vehicle_locked), ${tally.other.length} other, ${tally.ms} ms`,
      );
      expect(tally.other).toEqual([]);
      expect(tally).toMatchObject({ granted: 1, refused: CONCURRENT - 1 });
      expect(await database.db.selectFrom('soft_locks').selectAll().execute()).toHaveLength(1);
      // Both processes counted into one rate-limit row (limits on, raised above 200 in lock-server.ts).
      const counter = await database.db
        .selectFrom('rate_limit_hits')
        .select('hits')
        .where('key', '=', 'lock_init:127.0.0.1')
        .executeTakeFirst();
      expect(Number(counter?.hits)).toBe(CONCURRENT);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.cleanup();
    }
  });
});

/** Ten inits at once from one client (127.0.0.1), each for another car, spread over `ports`. */
async function tenCarsAtOnce(ports: number[], vehicleIds: number[]): Promise<{ granted: number; capped: number; other: string[] }> {
  // Warm each process's connection pool first, so the ten inits overlap inside the database.
  await Promise.all(
    ports.flatMap((port) => Array.from({ length: 5 }, () => fetch(`http://127.0.0.1:${port}/buy_online/locks/${randomUUID()}`))),
  );
  const results = await Promise.all(
    vehicleIds.map(async (vehicleId, i) => {
      const response = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/buy_online/orders/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vehicle_id: vehicleId, holder: `holder-cap-${i}-${randomUUID()}` }),
      });
      return { status: response.status, body: await response.text() };
    }),
  );
  const tally = { granted: 0, capped: 0, other: [] as string[] };
  for (const r of results) {
    if (r.status === 201) tally.granted += 1;
    else if (r.status === 429 && (JSON.parse(r.body) as { error: { code: string } }).error.code === 'rate_limited') tally.capped += 1;
    else tally.other.push(`${r.status} ${r.body}`);
  }
  return tally;
}

describe('the per-client cap of 5 held cars under 10 concurrent inits for 10 cars', () => {
  it('SQLite, one server over real HTTP: exactly 5 granted', async () => {
    const t = await buildBuyOnlineTestApp('sqlite', {
      vehicles: 10,
      rateLimits: { enabled: true, lockInit: { max: 1000, windowSeconds: 60 } },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const tally = await tenCarsAtOnce([port], t.vehicleIds);
      expect(tally).toEqual({ granted: 5, capped: 5, other: [] });
      expect(await t.database.db.selectFrom('soft_locks').selectAll().execute()).toHaveLength(5);
    } finally {
      await t.close();
    }
  });

  it.runIf(testDialects().includes('postgres'))('PostgreSQL, two server processes: exactly 5 granted', async () => {
    const database: TestDatabase = await openTestDatabase('postgres');
    const servers: LockServerProcess[] = [];
    try {
      await migrateToLatest(database.db);
      const vehicleIds = await insertFixtures(database.db, { vehicles: 10 });
      servers.push(...(await Promise.all([spawnLockServer(database.location), spawnLockServer(database.location)])));
      const tally = await tenCarsAtOnce(
        servers.map((s) => s.port),
        vehicleIds,
      );
      expect(tally).toEqual({ granted: 5, capped: 5, other: [] });
      const rows = await database.db.selectFrom('soft_locks').select('client_key').execute();
      expect(rows.map((r) => r.client_key)).toEqual(Array.from({ length: 5 }, () => '127.0.0.1'));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.cleanup();
    }
  });
});
