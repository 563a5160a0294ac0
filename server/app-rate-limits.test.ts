/**
 * The whole application with its production limits: the client behind the local proxy is the one
 * X-Forwarded-For names, a direct caller cannot pick its address, and each API family's limited
 * routes answer 429 with Retry-After while GETs stay free.
 */
import { describe, expect, it } from 'vitest';
import { insertFixtures } from './orders/testing/fixtures.js';
import { memoryAppFixture } from './testing/memory-app.js';

describe('rate limits in the application', () => {
  let ids: number[];
  const t = memoryAppFixture({ RATE_LIMIT_LOCK_INIT: '2/60', RATE_LIMIT_SMS: '1/600', RATE_LIMIT_LEADS: '1/600' }, async (db) => {
    ids = await insertFixtures(db, { vehicles: 8 });
  });

  const init = (vehicleId: number, remoteAddress: string, forwardedFor?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { vehicle_id: vehicleId, holder: `holder-${remoteAddress}-${forwardedFor}-${vehicleId}` },
    });

  it('counts the client the local proxy names, and a direct caller as itself whatever it claims', async () => {
    expect((await init(ids[0]!, '127.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    expect((await init(ids[1]!, '127.0.0.1', '198.51.100.1')).statusCode).toBe(201);
    const refused = await init(ids[2]!, '127.0.0.1', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await init(ids[2]!, '127.0.0.1', '198.51.100.2')).statusCode).toBe(201);

    expect((await init(ids[3]!, '203.0.113.4', '192.0.2.1')).statusCode).toBe(201);
    expect((await init(ids[4]!, '203.0.113.4', '192.0.2.2')).statusCode).toBe(201);
    expect((await init(ids[5]!, '203.0.113.4', '192.0.2.3')).statusCode).toBe(429);
  });

  it('limits SMS and leads; GETs are free', async () => {
    const sms = () => t().app.inject({ method: 'POST', url: '/twilio/create_verification', payload: { phone_number: '+9647501234567' } });
    expect((await sms()).statusCode).toBe(200);
    expect((await sms()).statusCode).toBe(429);
    const lead = () => t().app.inject({ method: 'POST', url: '/api/leads', payload: { lead: { first_name: 'Shwan' } } });
    expect((await lead()).statusCode).toBe(201);
    expect((await lead()).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await t().app.inject({ method: 'GET', url: '/settings' })).statusCode).toBe(200);
  });
});
