/**
 * GET /api/reservation_config/:listKey: the listing's fee, currency and uuid, the vendor, the lock time,
 * Stripe's publishable key and Connect account (only for STRIPE, never a secret); 404 for an unknown list.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalCrm } from '../../adapters/crm/local.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { migrateToLatest } from '../../migrations/migrate.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../../db/test-db.js';
import { installAppErrorHandler } from '../../error-handler.js';
import { TEST_COMPANY_UUID, insertFixtures, setPaymentVendor } from '../../orders/testing/fixtures.js';
import { browserPaymentConfig } from '../../adapters/payments/index.js';
import { buildServices } from '../../services.js';
import { registerLeadsApi } from './index.js';

describe.each(testDialects())('reservation config (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db);
    await insertFixtures(database.db, { vehicles: 1 });
    const ctx: AppContext = { db: database.db, dialect: database.dialect, config: loadConfig({ SOFT_LOCK_SECONDS: '20' }) };
    app = Fastify({ logger: false });
    installAppErrorHandler(app);
    const services = buildServices(ctx, {
      crm: createLocalCrm(),
      paymentEnv: { stripePublishableKey: 'pk_test_widgets1', stripeSecretKey: 'sk_test_never_shown' },
    });
    await app.register(async (scope) => registerLeadsApi(scope, ctx, services, { workerIntervalMs: 0 }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('gives what a payment request needs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reservation_config/test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      list_key: 'test',
      company_uuid: TEST_COMPANY_UUID,
      reservation_fee: 500,
      currency: 'USD',
      vendor_type: 'LOCAL_TEST',
      free_reservation: false,
      soft_lock_seconds: 20,
      stripe_publishable_key: null,
      stripe_account_id: null,
      phone_verification: 'off',
    });
  });

  it('gives the Stripe card step its publishable key and Connect account, and no secret', async () => {
    await setPaymentVendor(database.db, 'STRIPE', ['acct_retailer_9']);
    const res = await app.inject({ method: 'GET', url: '/api/reservation_config/test' });
    expect(res.json().data).toMatchObject({
      vendor_type: 'STRIPE',
      stripe_publishable_key: 'pk_test_widgets1',
      stripe_account_id: 'acct_retailer_9',
    });
    expect(res.body).not.toContain('sk_test');
    await setPaymentVendor(database.db, 'LOCAL_TEST');
  });

  it('withholds a secret key set by mistake as the publishable key', () => {
    const stripe = { vendor: { type: 'STRIPE', uuid: null }, stripeConnectedAccounts: [] };
    expect(browserPaymentConfig({ stripePublishableKey: 'sk_live_oops' }, stripe)).toEqual({
      stripePublishableKey: null,
      stripeAccountId: null,
    });
    expect(browserPaymentConfig({ stripePublishableKey: 'pk_live_ok1' }, stripe).stripePublishableKey).toBe('pk_live_ok1');
  });

  it('says when the reservation is free', async () => {
    await setPaymentVendor(database.db, 'no_payment_japan');
    const res = await app.inject({ method: 'GET', url: '/api/reservation_config/test' });
    expect(res.json().data).toMatchObject({ vendor_type: 'NO_PAYMENT_JAPAN', free_reservation: true });
    await setPaymentVendor(database.db, 'LOCAL_TEST');
  });

  it('answers 404 listing_not_found for an unknown list', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reservation_config/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'listing_not_found', field: 'listKey' });
  });
});
