import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { busyPages } from '../render/busy-page.js';
import { installLoadShedding, sheddingReason, type LoadSheddingConfig } from './load-shedding.js';

const base: LoadSheddingConfig = { maxInFlight: 2, targetLatencyMs: 0, minInFlight: 0, maxEventLoopDelayMs: 0, retryAfterSeconds: 7 };

describe('sheddingReason', () => {
  it('refuses past the in-flight bound, and on slow answers only while enough requests wait', () => {
    const config = { ...base, maxInFlight: 10, targetLatencyMs: 1000, minInFlight: 3 };
    expect(sheddingReason(config, { inFlight: 10, latencyMs: 0, oldestWaitMs: 0 })).toBe('in_flight');
    expect(sheddingReason(config, { inFlight: 4, latencyMs: 1500, oldestWaitMs: 0 })).toBe('latency');
    expect(sheddingReason(config, { inFlight: 4, latencyMs: 0, oldestWaitMs: 1500 })).toBe('latency');
    expect(sheddingReason(config, { inFlight: 3, latencyMs: 1500, oldestWaitMs: 1500 })).toBeNull();
    expect(sheddingReason(config, { inFlight: 9, latencyMs: 900, oldestWaitMs: 900 })).toBeNull();
  });
});

describe('busyPages', () => {
  it('says the site is busy in the language of the requested path, else the default one', () => {
    const page = busyPages('ku');
    expect(page('/ar/stock')).toContain('<html lang="ar" dir="rtl">');
    expect(page('/ar/stock')).toContain('الموقع مشغول جدًا الآن');
    expect(page('/en/')).toContain('We are very busy right now');
    expect(page('/public_api/listing/iraq')).toContain('<html lang="ckb" dir="rtl">');
    expect(page('/ku/')).toContain('href="/ku/"');
  });
});

/** A route whose answers wait until the test lets them go. */
function heldRoute(app: FastifyInstance) {
  const waiting: (() => void)[] = [];
  app.get('/ku/held', async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return 'done';
  });
  return {
    waiting,
    releaseAll: () => waiting.splice(0).forEach((release) => release()),
  };
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('installLoadShedding', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  async function build(config: LoadSheddingConfig, now?: () => number) {
    app = Fastify();
    const shedding = await installLoadShedding(app, {
      config,
      exempt: (path) => path === '/healthz',
      busyPage: busyPages('ku'),
      ...(now ? { now } : {}),
    });
    const held = heldRoute(app);
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/ku/fast', async () => 'fast');
    await app.ready();
    return { held, shedding };
  }

  it('answers 503 with Retry-After and the busy page once the queue is full, and serves again when it drains', async () => {
    const { held } = await build(base);
    const first = app.inject({ method: 'GET', url: '/ku/held' });
    const second = app.inject({ method: 'GET', url: '/ku/held' });
    await until(() => held.waiting.length === 2);

    const html = await app.inject({ method: 'GET', url: '/ar/fast', headers: { accept: 'text/html,*/*' } });
    expect(html.statusCode).toBe(503);
    expect(html.headers['retry-after']).toBe('7');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('الموقع مشغول جدًا الآن');

    const json = await app.inject({ method: 'GET', url: '/ku/fast', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({ error: { code: 'service_unavailable' } });

    // The probe is never shed, so a load balancer sees a live, busy process.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    held.releaseAll();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ku/fast' })).statusCode).toBe(200);
  });

  it('sheds while recent answers were slow and requests are waiting, not on a quiet server', async () => {
    let clock = 0;
    const { held, shedding } = await build({ ...base, maxInFlight: 100, targetLatencyMs: 1000, minInFlight: 1 }, () => clock);
    // One slow answer (5 s on the injected clock) on a quiet server sheds nothing.
    const slow = app.inject({ method: 'GET', url: '/ku/held' });
    await until(() => held.waiting.length === 1);
    clock = 5000;
    held.releaseAll();
    await slow;
    expect(shedding.state().latencyMs).toBe(5000);
    expect((await app.inject({ method: 'GET', url: '/ku/fast' })).statusCode).toBe(200);

    // Two requests waiting while answers are slow: the next one is refused at once.
    const waiting = [app.inject({ method: 'GET', url: '/ku/held' }), app.inject({ method: 'GET', url: '/ku/held' })];
    await until(() => held.waiting.length === 2);
    expect((await app.inject({ method: 'GET', url: '/ku/fast' })).statusCode).toBe(503);
    held.releaseAll();
    await Promise.all(waiting);
  });

  it('sheds while the oldest waiting request is late, even before any answer completes', async () => {
    let clock = 0;
    const { held, shedding } = await build({ ...base, maxInFlight: 100, targetLatencyMs: 1000, minInFlight: 1 }, () => clock);
    const waiting = [app.inject({ method: 'GET', url: '/ku/held' }), app.inject({ method: 'GET', url: '/ku/held' })];
    await until(() => held.waiting.length === 2);
    expect((await app.inject({ method: 'GET', url: '/ku/fast' })).statusCode).toBe(200);
    clock = 1500;
    expect(shedding.state()).toMatchObject({ inFlight: 2, latencyMs: 0, oldestWaitMs: 1500 });
    expect((await app.inject({ method: 'GET', url: '/ku/fast' })).statusCode).toBe(503);
    held.releaseAll();
    await Promise.all(waiting);
    expect(shedding.state().inFlight).toBe(0);
  });

  it('does nothing when turned off', async () => {
    const { held } = await build({ ...base, maxInFlight: 0 });
    const waiting = [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/ku/held' }));
    await until(() => held.waiting.length === 3);
    held.releaseAll();
    for (const res of await Promise.all(waiting)) expect(res.statusCode).toBe(200);
  });
});
