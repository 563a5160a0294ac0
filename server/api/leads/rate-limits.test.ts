/** Rate limits on the lead service: leads and deposit payments per client; reading a lead is never limited. */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { buildLeadsTestApp } from '../../testing/leads-test-app.js';
import { testDialects } from '../../db/test-db.js';
import { testPayment } from '../../orders/testing/fixtures.js';

const ALICE = '203.0.113.10';
const BOB = '198.51.100.20';

describe.each(testDialects())('lead service rate limits (%s)', (dialect) => {
  let now = Date.parse('2030-01-01T00:00:00Z');

  const t = suiteFixture(() =>
    buildLeadsTestApp(dialect, {
      fixtures: { vehicles: 1 },
      env: { RATE_LIMIT_LEADS: '2/600', RATE_LIMIT_PAYMENTS: '1/600' },
      services: () => ({ now: () => now }),
    }),
  );

  const lead = (ip = ALICE) =>
    t().app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: ip,
      payload: { lead: { first_name: 'Shwan', vehicle_id: t().vehicleIds[0] } },
    });

  it('refuses the lead after the limit with 429 and Retry-After, not other clients, and allows again in the next window; reading is free', async () => {
    const first = (await lead()).json().data as { id: string; access_token: string };
    expect((await lead()).statusCode).toBe(201);
    now += 1_000;
    const refused = await lead();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('599');
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', retry_after_seconds: 599 });
    expect(await t().database.db.selectFrom('leads').select('id').execute()).toHaveLength(2);
    expect((await lead(BOB)).statusCode).toBe(201);
    for (let i = 0; i < 10; i += 1) {
      const read = await t().app.inject({
        method: 'GET',
        url: `/api/leads/${first.id}/salesforce_data?token=${first.access_token}`,
        remoteAddress: ALICE,
      });
      expect(read.statusCode).toBe(200);
    }
    now += 599_000;
    expect((await lead()).statusCode).toBe(201);
  });

  it('limits deposit payments per client', async () => {
    const created = (await lead(BOB)).json().data as { id: string; access_token: string };
    const intent = (ip: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/stripe/create_payment_intent',
        remoteAddress: ip,
        payload: {
          payment_intent: {
            salesforce_lead_id: created.id,
            access_token: created.access_token,
            ...testPayment(t().vehicleIds[0]),
          },
        },
      });
    expect((await intent(BOB)).statusCode).toBe(201);
    const refused = await intent(BOB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await intent(ALICE)).statusCode).toBe(409); // not limited: the lead already has its payment
  });
});
