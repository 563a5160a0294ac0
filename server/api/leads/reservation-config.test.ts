/**
 * GET /api/reservation_config/:listKey: the listing's fee, currency and uuid, the vendor, the lock time,
 * Stripe's publishable key and Connect account (only for STRIPE, never a secret); 404 for an unknown list.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { buildLeadsTestApp } from '../../testing/leads-test-app.js';
import { testDialects } from '../../db/test-db.js';
import { TEST_COMPANY_UUID, setPaymentVendor } from '../../orders/testing/fixtures.js';
import { browserPaymentConfig } from '../../adapters/payments/index.js';

describe.each(testDialects())('reservation config (%s)', (dialect) => {
  const t = suiteFixture(() =>
    buildLeadsTestApp(dialect, {
      fixtures: { vehicles: 1 },
      env: { SOFT_LOCK_SECONDS: '20' },
      services: () => ({ paymentEnv: { stripePublishableKey: 'pk_test_widgets1', stripeSecretKey: 'sk_test_never_shown' } }),
    }),
  );

  it('gives what a payment request needs', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/reservation_config/test' });
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
    await setPaymentVendor(t().database.db, 'STRIPE', ['acct_retailer_9']);
    const res = await t().app.inject({ method: 'GET', url: '/api/reservation_config/test' });
    expect(res.json().data).toMatchObject({
      vendor_type: 'STRIPE',
      stripe_publishable_key: 'pk_test_widgets1',
      stripe_account_id: 'acct_retailer_9',
    });
    expect(res.body).not.toContain('sk_test');
    await setPaymentVendor(t().database.db, 'LOCAL_TEST');
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
    await setPaymentVendor(t().database.db, 'no_payment_japan');
    const res = await t().app.inject({ method: 'GET', url: '/api/reservation_config/test' });
    expect(res.json().data).toMatchObject({ vendor_type: 'NO_PAYMENT_JAPAN', free_reservation: true });
    await setPaymentVendor(t().database.db, 'LOCAL_TEST');
  });

  it('answers 404 listing_not_found for an unknown list', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/reservation_config/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'listing_not_found', field: 'listKey' });
  });
});
