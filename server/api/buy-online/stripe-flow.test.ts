/**
 * Stripe through the real server library, offline: STRIPE_API_BASE points it at the local fake of
 * Stripe's API (testing/fake-stripe-api.ts), which answers a confirmation by the card and sends the
 * signed webhook back. The button set hands the widgets the publishable key and Connect account only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_MESSAGE, startFakeStripeApi, type FakeStripeApi } from '../../adapters/payments/testing/fake-stripe-api.js';
import { TEST_FEE_MINOR, testPayment } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineTestApp, placeOrder, type BuyOnlineTestApp } from './testing/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_fake_for_tests';

describe('Stripe card payments through a local fake of the Stripe API (sqlite)', () => {
  let t: BuyOnlineTestApp;
  let api: FakeStripeApi;
  let origin = '';
  let nextVehicle = 0;

  beforeAll(async () => {
    api = await startFakeStripeApi({ webhookSecret: WEBHOOK_SECRET });
    t = await buildBuyOnlineTestApp('sqlite', {
      vendorType: 'STRIPE',
      vehicles: 5,
      paymentEnv: {
        stripeSecretKey: 'sk_test_fake',
        stripeWebhookSecret: WEBHOOK_SECRET,
        stripePublishableKey: 'pk_test_fake123',
        stripeApiBase: api.url,
      },
    });
    // The fake posts its webhooks to the app, so the app listens on a real port.
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api.setWebhookUrl(`${origin}/buy_online/webhooks/stripe`);
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  /** Each order's access token (from its creation), by number. */
  const tokens = new Map<string, string>();

  async function orderWithIntent() {
    const vehicleId = t.vehicleIds[nextVehicle++]!;
    const order = await placeOrder(t.app, vehicleId, {
      holder: `holder-${vehicleId}-stripe`,
      idempotencyKey: `stripe-order-${vehicleId}-abcdef`,
    });
    tokens.set(order.order_number, order.access_token);
    const started = await t.app.inject({
      method: 'POST',
      url: `/buy_online/payment?token=${encodeURIComponent(order.access_token)}`,
      payload: {
        payment: {
          ...testPayment(vehicleId),
          stripe_account_id: 'acct_retailer_1',
        },
        order_number: order.order_number,
      },
    });
    expect(started.statusCode).toBe(201);
    return { orderNumber: order.order_number, payment: started.json().data as { reference: string; client_secret: string } };
  }

  const confirmAtStripe = (reference: string, clientSecret: string, card: string) =>
    fetch(`${api.url}/v1/payment_intents/${reference}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card_number: card }),
    });
  const status = async (number: string) =>
    (await t.app.inject({ method: 'GET', url: `/buy_online/orders/${number}?token=${tokens.get(number)}` })).json().data.payment_status;

  it('hands the widgets the publishable key and the Connect account, never a secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public_api/listing/test/button_set' });
    const data = res.json().data;
    expect(data).toMatchObject({ vendor_type: 'STRIPE', stripe_publishable_key: 'pk_test_fake123', stripe_account_id: 'acct_retailer_1' });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec_');
  });

  it('creates a manual-capture intent on the connected account; the signed webhook authorises the order', async () => {
    const { orderNumber, payment } = await orderWithIntent();
    expect(payment.client_secret).toMatch(/^pi_[0-9a-f]+_secret_/);
    const intent = api.intents.get(payment.reference)!;
    expect(intent).toMatchObject({ capture_method: 'manual', amount: TEST_FEE_MINOR, currency: 'usd', account: 'acct_retailer_1' });
    expect(await status(orderNumber)).toBe('pending');
    expect((await confirmAtStripe(payment.reference, payment.client_secret, '4242 4242 4242 4242')).status).toBe(200);
    expect(await status(orderNumber)).toBe('authorized');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/buy_online/orders/${orderNumber}/confirm?token=${tokens.get(orderNumber)}`,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it("a declined card answers with Stripe's message and fails the order through the webhook", async () => {
    const { orderNumber, payment } = await orderWithIntent();
    const reply = await confirmAtStripe(payment.reference, payment.client_secret, '4000000000000002');
    expect(reply.status).toBe(402);
    expect(((await reply.json()) as { error: { message: string } }).error.message).toBe(DECLINED_MESSAGE);
    expect(await status(orderNumber)).toBe('failed');
  });
});
