/**
 * With `buy_online.phone_verification` = required, POST /api/leads takes a lead only when its phone
 * passed an SMS code check (same number, however it is written) in the last 30 minutes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { buildLeadsTestApp } from '../../testing/leads-test-app.js';
import { createLocalVerifier } from '../../adapters/sms/local.js';
import { testDialects } from '../../db/test-db.js';
import { PHONE_VERIFICATION_KEY } from '../../verification/phone-verification-setting.js';

describe.each(testDialects())('leads need a verified phone when the shop requires it (%s)', (dialect) => {
  let clock = Date.parse('2025-03-01T10:00:00Z');
  const now = () => clock;

  const t = suiteFixture(() =>
    buildLeadsTestApp(dialect, {
      fixtures: { vehicles: 1 },
      services: (db) => ({
        phoneVerifier: createLocalVerifier({ db, now, log: () => undefined, logCodes: false, generateCode: () => '123456' }),
        now,
      }),
      beside: 'verification',
    }),
  );
  beforeEach(async () => {
    clock += 60 * 60 * 1000;
    await setMode('required');
  });

  async function setMode(value: string) {
    await t().database.db.deleteFrom('settings').where('key', '=', PHONE_VERIFICATION_KEY).execute();
    await t().database.db.insertInto('settings').values({ key: PHONE_VERIFICATION_KEY, value }).execute();
  }
  const verify = async (phone_number: string) => {
    expect((await t().app.inject({ method: 'POST', url: '/twilio/create_verification', payload: { phone_number } })).statusCode).toBe(200);
    const checked = await t().app.inject({ method: 'POST', url: '/twilio/check_verification', payload: { phone_number, code: '123456' } });
    expect(checked.json().data).toMatchObject({ valid: true });
  };
  const lead = (phone?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        lead: {
          first_name: 'Shwan',
          last_name: 'Karim',
          email: 'shwan@example.com',
          vehicle_id: t().vehicleIds[0],
          ...(phone ? { phone } : {}),
        },
      },
    });
  const refused = { error: { code: 'phone_not_verified', field: 'lead.phone' } };

  it('refuses a lead without a phone or with a number nobody verified', async () => {
    for (const phone of [undefined, '+9647501110000']) {
      const res = await lead(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
  });

  it('takes a lead whose number was just verified, written the way the visitor typed it', async () => {
    await verify('+9647501234567');
    const res = await lead('+964 750 123 ٤٥٦٧');
    expect(res.statusCode).toBe(201);
  });

  it('refuses a verification older than 30 minutes, and a lead with another number than the verified one', async () => {
    await verify('+9647502222222');
    expect((await lead('+9647503333333')).json()).toMatchObject(refused);
    clock += 31 * 60 * 1000;
    const stale = await lead('+9647502222222');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject(refused);
  });

  it('a new code for the number forgets the earlier success until it is checked', async () => {
    await verify('+9647504444444');
    await t().app.inject({ method: 'POST', url: '/twilio/create_verification', payload: { phone_number: '+9647504444444' } });
    expect((await lead('+9647504444444')).statusCode).toBe(400);
  });

  it('takes leads without a verified phone when the setting is off, and says so in the reservation config', async () => {
    await setMode('off');
    expect((await lead('+9647509999999')).statusCode).toBe(201);
    const listKey = (await t().database.db.selectFrom('listings').select('id').executeTakeFirstOrThrow()).id;
    expect((await t().app.inject({ method: 'GET', url: `/api/reservation_config/${listKey}` })).json().data).toMatchObject({
      phone_verification: 'off',
    });
    await setMode('required');
    expect((await t().app.inject({ method: 'GET', url: `/api/reservation_config/${listKey}` })).json().data).toMatchObject({
      phone_verification: 'required',
    });
  });
});
