/**
 * The widgets' POST and PUT calls from a retailer's page: an origin a listing allows gets the CORS
 * headers and its preflights pass, for every API family a widget writes to; any other origin gets
 * no Access-Control-* header, so the browser blocks the call.
 */
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../orders/testing/fixtures.js';
import { memoryAppFixture } from '../testing/memory-app.js';

const RETAILER = 'https://erbil-premium-motors.example';
const STRANGER = 'https://elsewhere.example';

describe('CORS for widgets on retailer pages', () => {
  let vehicleId = 0;
  const t = memoryAppFixture({ RATE_LIMITS: 'off' }, async (db) => {
    [vehicleId = 0] = await insertFixtures(db, { vehicles: 1 });
    await db
      .updateTable('listings')
      .set({ allowed_origins: JSON.stringify([RETAILER]) })
      .execute();
  });

  const preflight = (url: string, origin: string) =>
    t().app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it.each([
    '/api/leads',
    '/api/leads/some-lead/initialize_cancellation',
    '/api/stripe/create_payment_intent',
    '/twilio/create_verification',
    '/verification/email',
    '/buy_online/orders/init',
  ])('answers the preflight of %s for an allowed origin only', async (url) => {
    const allowed = await preflight(url, RETAILER);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(RETAILER);
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('PUT');
    const refused = await preflight(url, STRANGER);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a retailer page create a lead and read it back with its token; a stranger gets no CORS headers', async () => {
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { origin: RETAILER },
      payload: { lead: { first_name: 'Shwan', last_name: 'Karim', email: 'shwan@example.com', vehicle_id: vehicleId } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(RETAILER);
    const { id, access_token: token } = created.json<{ data: { id: string; access_token: string } }>().data;
    const read = await t().app.inject({
      method: 'GET',
      url: `/api/leads/${id}/salesforce_data?token=${token}`,
      headers: { origin: RETAILER },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(RETAILER);
    const config = await t().app.inject({ method: 'GET', url: '/api/reservation_config/test', headers: { origin: STRANGER } });
    expect(config.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(config.headers.vary)).toContain('Origin');
  });
});
