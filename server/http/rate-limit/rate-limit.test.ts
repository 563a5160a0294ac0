/** The pieces under every limit: client keys, the database counter, the configuration, and which proxy may name the client. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { loadConfig } from '../../config.js';
import { testDialects } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { clientKeyOf } from './client-key.js';
import { countHit, deleteExpiredHits } from './hits-store.js';

describe('client keys', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:db8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe.each(testDialects())('request counter (%s)', (dialect) => {
  const database = suiteFixture(() => openMigratedTestDatabase(dialect));

  it('counts in a fixed window that starts with its first request, then starts again', async () => {
    const t0 = 1_000_000;
    expect(await countHit(database().db, 'x:a', t0, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHit(database().db, 'x:a', t0 + 59_000, 60_000)).toEqual({ current: 2, ttl: 1_000 });
    expect(await countHit(database().db, 'x:b', t0 + 59_000, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHit(database().db, 'x:a', t0 + 60_000, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    // x:b's window ends at t0 + 119 s, x:a's second one at t0 + 120 s.
    expect(await deleteExpiredHits(database().db, t0 + 119_500)).toBe(1);
    expect(await deleteExpiredHits(database().db, t0 + 120_000)).toBe(1);
  });

  it('counts concurrent requests exactly', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => countHit(database().db, 'x:burst', 5_000_000, 60_000)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe('configuration', () => {
  it('has production defaults, each limit settable as <requests>/<seconds>, and a switch', () => {
    const limits = loadConfig({}).rateLimits;
    expect(limits).toMatchObject({
      enabled: true,
      lockInit: { max: 10, windowSeconds: 60 },
      locksPerClient: 5,
      sms: { max: 5, windowSeconds: 600 },
      smsPerNumber: { max: 3, windowSeconds: 600 },
    });
    expect(loadConfig({ RATE_LIMIT_LOCK_INIT: '30/120' }).rateLimits.lockInit).toEqual({ max: 30, windowSeconds: 120 });
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
    expect(() => loadConfig({ RATE_LIMIT_SMS: '5 per minute' })).toThrow(/RATE_LIMIT_SMS/);
    expect(() => loadConfig({ RATE_LIMIT_LEADS: '0/60' })).toThrow(/RATE_LIMIT_LEADS/);
    expect(() => loadConfig({ RATE_LIMITS: 'sometimes' })).toThrow(/RATE_LIMITS/);
  });

  it('trusts X-Forwarded-For only from a proxy on the same machine unless TRUST_PROXY says otherwise', async () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const trustProxy = loadConfig({}).trustProxy;
    expect(trustProxy).toEqual(['loopback']);
    const app = Fastify({ trustProxy: trustProxy as string[] });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const ip = async (remoteAddress: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.1, 192.0.2.9' } })).json().ip;
    expect(await ip('127.0.0.1')).toBe('192.0.2.9'); // the address the local proxy saw (the client cannot forge it)
    expect(await ip('203.0.113.5')).toBe('203.0.113.5'); // a direct caller cannot pick its own address
    await app.close();
  });
});
