/**
 * Rate limits on the buy-online routes a bot could abuse: the request after the limit gets
 * `429 rate_limited` with Retry-After, another client is not affected, the next window allows
 * again (the test clock moves, nothing sleeps), GETs are never limited, and one client cannot
 * hold more than its share of vehicles however slowly it asks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import type { RateLimitConfig } from '../../config.js';
import { testPayment } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineTestApp, type BuyOnlineTestApp } from './testing/test-app.js';

const ALICE = '203.0.113.10';
const BOB = '198.51.100.20';
const HIGH = { max: 1000, windowSeconds: 60 };

describe.each(testDialects())('buy-online rate limits (%s)', (dialect) => {
  let t: BuyOnlineTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function app(rateLimits: Partial<RateLimitConfig>, vehicles = 8): Promise<BuyOnlineTestApp> {
    t = await buildBuyOnlineTestApp(dialect, { vehicles, rateLimits: { enabled: true, ...rateLimits } });
    return t;
  }

  const init = (a: BuyOnlineTestApp, ip: string, vehicleId: number, holder = `holder-${ip}-${vehicleId}`) =>
    a.app.inject({ method: 'POST', url: '/buy_online/orders/init', remoteAddress: ip, payload: { vehicle_id: vehicleId, holder } });

  function expectRateLimited(res: Awaited<ReturnType<typeof init>>, retryAfter: number) {
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(retryAfter));
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'rate_limited', retry_after_seconds: retryAfter });
    expect(error.message).toEqual(expect.any(String));
    expect(error).not.toHaveProperty('field');
  }

  it('orders/init: the request after the limit gets 429 with Retry-After; another client is not affected; a new window allows again', async () => {
    const a = await app({ lockInit: { max: 3, windowSeconds: 60 }, locksPerClient: 100 });
    const [v1, v2, v3, v4, v5] = a.vehicleIds as [number, number, number, number, number];
    for (const v of [v1, v2, v3]) expect((await init(a, ALICE, v)).statusCode).toBe(201);
    a.clock.advance(20_000);
    expectRateLimited(await init(a, ALICE, v4), 40);
    // A refused request takes no lock.
    expect(await a.database.db.selectFrom('soft_locks').select('id').where('vehicle_id', '=', v4).execute()).toEqual([]);

    expect((await init(a, BOB, v4)).statusCode).toBe(201);
    // The limit counts requests, not outcomes: Alice is refused even for a car Bob holds.
    expectRateLimited(await init(a, ALICE, v4), 40);

    a.clock.advance(40_000);
    expect((await init(a, ALICE, v5)).statusCode).toBe(201);
  });

  it('GETs are never limited', async () => {
    const a = await app({ lockInit: { max: 1, windowSeconds: 60 } });
    const lock = (await init(a, ALICE, a.vehicleIds[0]!)).json().data;
    expect((await init(a, ALICE, a.vehicleIds[1]!)).statusCode).toBe(429);
    for (let i = 0; i < 30; i += 1) {
      const res = await a.app.inject({ method: 'GET', url: `/buy_online/locks/${lock.lock_id}`, remoteAddress: ALICE });
      expect(res.statusCode).toBe(200);
      expect(res.headers).not.toHaveProperty('x-ratelimit-limit');
    }
  });

  it('one client holds at most its share of vehicles at once (429 until its first hold ends); extending and other clients still work', async () => {
    const a = await app({ lockInit: HIGH, locksPerClient: 2 });
    const [v1, v2, v3, v4] = a.vehicleIds as [number, number, number, number];
    const first = (await init(a, ALICE, v1)).json().data;
    a.clock.advance(60_000);
    expect((await init(a, ALICE, v2)).statusCode).toBe(201);
    // 900 s hold, taken 60 s ago: the first car comes free in 840 s.
    expectRateLimited(await init(a, ALICE, v3), 840);
    // Even with a fresh holder id (a bot drawing a new one per car).
    expectRateLimited(await init(a, ALICE, v3, 'another-holder-1'), 840);
    expect((await init(a, ALICE, v1)).statusCode).toBe(200); // extending a car it holds is never refused
    expect((await init(a, BOB, v3)).statusCode).toBe(201);

    const released = await a.app.inject({
      method: 'POST',
      url: '/buy_online/orders/release_lock',
      remoteAddress: ALICE,
      payload: { lock_id: first.lock_id, holder: `holder-${ALICE}-${v1}` },
    });
    expect(released.statusCode).toBe(200);
    expect((await init(a, ALICE, v4)).statusCode).toBe(201);
    expect(await a.database.db.selectFrom('soft_locks').select('vehicle_id').where('client_key', '=', ALICE).execute()).toHaveLength(2);

    a.clock.advance(900_000);
    expect((await init(a, ALICE, v1)).statusCode).toBe(201);
  });

  it('an IPv6 client counts as its /64 network', async () => {
    const a = await app({ lockInit: HIGH, locksPerClient: 1 });
    expect((await init(a, '2001:db8:1:2::a', a.vehicleIds[0]!)).statusCode).toBe(201);
    expect((await init(a, '2001:db8:1:2:ffff::b', a.vehicleIds[1]!)).statusCode).toBe(429);
    expect((await init(a, '2001:db8:1:3::a', a.vehicleIds[1]!)).statusCode).toBe(201);
  });

  it('orders, payments and the local test vendor pay route are limited per client and route', async () => {
    const a = await app({ orders: { max: 2, windowSeconds: 600 }, payments: { max: 2, windowSeconds: 600 } });
    const post = (url: string, payload: object, ip = ALICE) =>
      a.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'idempotency-key': `key-${Math.random()}-abcdef` }, payload });
    const order = {
      order: { vehicle_id: a.vehicleIds[0], lock_id: '00000000-0000-4000-8000-000000000000', customer_email: 'a@example.com' },
    };
    const payment = {
      payment: testPayment(a.vehicleIds[0]),
    };
    const pay = { reference: '00000000-0000-4000-8000-000000000000', card_number: '4242 4242 4242 4242' };
    for (const [url, payload] of [
      ['/buy_online/orders', order],
      ['/buy_online/payment', payment],
      ['/buy_online/local_test/pay', pay],
    ] as const) {
      for (let i = 0; i < 2; i += 1) expect((await post(url, payload)).statusCode, url).not.toBe(429);
      const refused = await post(url, payload);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(refused.headers['retry-after']).toBe('600');
      expect((await post(url, payload, BOB)).statusCode, url).not.toBe(429);
    }
    a.clock.advance(600_000);
    expect((await post('/buy_online/payment', payment)).statusCode).toBe(201);
  });

  it('switched off (RATE_LIMITS=off), nothing is limited', async () => {
    t = await buildBuyOnlineTestApp(dialect, {
      vehicles: 12,
      rateLimits: { enabled: false, lockInit: { max: 1, windowSeconds: 60 }, locksPerClient: 1 },
    });
    for (const v of t.vehicleIds) expect((await init(t, ALICE, v)).statusCode).toBe(201);
  });
});
