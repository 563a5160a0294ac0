/**
 * With `buy_online.phone_verification` = required, POST /api/leads takes a lead only when its phone
 * passed an SMS code check (same number, however it is written) in the last 30 minutes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalCrm } from '../../adapters/crm/local.js';
import { createLocalVerifier } from '../../adapters/sms/local.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { migrateToLatest } from '../../migrations/migrate.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../../db/test-db.js';
import { installAppErrorHandler } from '../../error-handler.js';
import { insertFixtures } from '../../orders/testing/fixtures.js';
import { buildServices } from '../../services.js';
import { registerVerificationForTest } from '../../testing/checkout-apis.js';
import { PHONE_VERIFICATION_KEY } from '../../verification/phone-verification-setting.js';
import { registerLeadsApi } from './index.js';

describe.each(testDialects())('leads need a verified phone when the shop requires it (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let vehicleId: number;
  let clock = Date.parse('2025-03-01T10:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db);
    [vehicleId = 0] = await insertFixtures(database.db, { vehicles: 1 });
    const ctx: AppContext = { db: database.db, dialect: database.dialect, config: loadConfig({ RATE_LIMITS: 'off' }) };
    const phoneVerifier = createLocalVerifier({
      db: database.db,
      now,
      log: () => undefined,
      logCodes: false,
      generateCode: () => '123456',
    });
    app = Fastify({ logger: false });
    installAppErrorHandler(app);
    const services = buildServices(ctx, { crm: createLocalCrm(), paymentEnv: {}, phoneVerifier, now });
    await app.register(async (scope) => registerLeadsApi(scope, ctx, services, { workerIntervalMs: 0 }));
    await registerVerificationForTest(app, ctx, services);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });
  beforeEach(async () => {
    clock += 60 * 60 * 1000;
    await setMode('required');
  });

  async function setMode(value: string) {
    await database.db.deleteFrom('settings').where('key', '=', PHONE_VERIFICATION_KEY).execute();
    await database.db.insertInto('settings').values({ key: PHONE_VERIFICATION_KEY, value }).execute();
  }
  const verify = async (phone_number: string) => {
    expect((await app.inject({ method: 'POST', url: '/twilio/create_verification', payload: { phone_number } })).statusCode).toBe(200);
    const checked = await app.inject({ method: 'POST', url: '/twilio/check_verification', payload: { phone_number, code: '123456' } });
    expect(checked.json().data).toMatchObject({ valid: true });
  };
  const lead = (phone?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        lead: { first_name: 'Shwan', last_name: 'Karim', email: 'shwan@example.com', vehicle_id: vehicleId, ...(phone ? { phone } : {}) },
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
    await app.inject({ method: 'POST', url: '/twilio/create_verification', payload: { phone_number: '+9647504444444' } });
    expect((await lead('+9647504444444')).statusCode).toBe(400);
  });

  it('takes leads without a verified phone when the setting is off, and says so in the reservation config', async () => {
    await setMode('off');
    expect((await lead('+9647509999999')).statusCode).toBe(201);
    const listKey = (await database.db.selectFrom('listings').select('id').executeTakeFirstOrThrow()).id;
    expect((await app.inject({ method: 'GET', url: `/api/reservation_config/${listKey}` })).json().data).toMatchObject({
      phone_verification: 'off',
    });
    await setMode('required');
    expect((await app.inject({ method: 'GET', url: `/api/reservation_config/${listKey}` })).json().data).toMatchObject({
      phone_verification: 'required',
    });
  });
});
