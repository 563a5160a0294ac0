/** The vendors' pure parts, offline: LiqPay signing, Stripe webhook signatures and request shaping, PayPal request shaping, local-test signatures. */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { liqpayCheckoutData, liqpaySignature, createLiqPayVendor, verifyLiqPaySignature } from './liqpay.js';
import { signLocalTestPayload, verifyLocalTestSignature } from './local-test.js';
import { createPayPalVendor, paypalOrderBody } from './paypal.js';
import { createStripeVendor } from './stripe.js';
import { WebhookPayloadError, WebhookSignatureError } from './types.js';
import { parsePaymentConfig } from './payment-config.js';

describe('LiqPay', () => {
  const keys = { publicKey: 'sandbox_i000', privateKey: 'sandbox_secret' };

  it('signs base64(sha1(private + data + private)) over base64 JSON data', () => {
    const checkout = {
      action: 'hold',
      amount: 500,
      currency: 'USD',
      description: 'Reservation',
      order_id: 'LRDX-ABCDEFGH',
      language: 'en',
    } as const;
    const form = liqpayCheckoutData(keys, checkout);
    const json = JSON.parse(Buffer.from(form.data, 'base64').toString('utf8'));
    expect(json).toEqual({ version: 3, public_key: 'sandbox_i000', ...checkout });
    const expected = createHash('sha1').update(`sandbox_secret${form.data}sandbox_secret`).digest('base64');
    expect(form.signature).toBe(expected);
    expect(liqpaySignature('sandbox_secret', form.data)).toBe(expected);
    expect(verifyLiqPaySignature('sandbox_secret', form.data, form.signature)).toBe(true);
    expect(verifyLiqPaySignature('other', form.data, form.signature)).toBe(false);
  });

  it('verifies callbacks and maps their status', async () => {
    const vendor = createLiqPayVendor(keys);
    const data = Buffer.from(
      JSON.stringify({ payment_id: 42, order_id: 'LRDX-ABCDEFGH', status: 'success', action: 'pay', end_date: 1_900_000_000_123 }),
    ).toString('base64');
    const body = Buffer.from(new URLSearchParams({ data, signature: liqpaySignature(keys.privateKey, data) }).toString());
    expect(await vendor.parseWebhook(body, {})).toEqual({
      id: '42:success',
      type: 'pay.success',
      reference: 'LRDX-ABCDEFGH',
      status: 'paid',
      occurredAt: 1_900_000_000_123,
    });
    // Signed but not a callback we can read: a payload error (answered 400), never a crash.
    const empty = Buffer.from(JSON.stringify({ action: 'pay' })).toString('base64');
    await expect(
      vendor.parseWebhook(
        Buffer.from(new URLSearchParams({ data: empty, signature: liqpaySignature(keys.privateKey, empty) }).toString()),
        {},
      ),
    ).rejects.toBeInstanceOf(WebhookPayloadError);
    const forged = Buffer.from(new URLSearchParams({ data, signature: 'AAAA' }).toString());
    await expect(vendor.parseWebhook(forged, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('Stripe', () => {
  const secret = 'whsec_test_secret';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    created: 1_900_000_000,
    type: 'payment_intent.amount_capturable_updated',
    data: { object: { id: 'pi_123', object: 'payment_intent', status: 'requires_capture' } },
  });
  const stripe = new Stripe('sk_test_dummy');
  const vendor = createStripeVendor({ secretKey: 'sk_test_dummy', webhookSecret: secret, client: stripe });

  it('accepts a webhook signed with the endpoint secret', async () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(await vendor.parseWebhook(Buffer.from(payload), { 'stripe-signature': header })).toEqual({
      id: 'evt_1',
      type: 'payment_intent.amount_capturable_updated',
      reference: 'pi_123',
      status: 'authorized',
      occurredAt: 1_900_000_000_000,
    });
  });

  it('refuses a signed event without data.object as a payload error', async () => {
    const bare = JSON.stringify({ id: 'evt_2', object: 'event', created: 1_900_000_000, type: 'payment_intent.succeeded' });
    const header = stripe.webhooks.generateTestHeaderString({ payload: bare, secret });
    await expect(vendor.parseWebhook(Buffer.from(bare), { 'stripe-signature': header })).rejects.toBeInstanceOf(WebhookPayloadError);
  });

  it('rejects a wrong secret, a changed body and a missing header', async () => {
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(vendor.parseWebhook(Buffer.from(payload), { 'stripe-signature': wrong })).rejects.toBeInstanceOf(WebhookSignatureError);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    await expect(
      vendor.parseWebhook(Buffer.from(payload.replace('pi_123', 'pi_999')), { 'stripe-signature': header }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(vendor.parseWebhook(Buffer.from(payload), {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('creates a manual-capture payment intent on the connected account', async () => {
    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      calls.push({ url: String(url), headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body ?? '') });
      return new Response(
        JSON.stringify({
          id: 'pi_new',
          object: 'payment_intent',
          status: 'requires_payment_method',
          client_secret: 'pi_new_secret_x',
          amount: 50000,
          currency: 'usd',
        }),
        {
          status: 200,
          headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
        },
      );
    }) as typeof fetch;
    const client = new Stripe('sk_test_dummy', { httpClient: Stripe.createFetchHttpClient(fakeFetch), maxNetworkRetries: 0 });
    const shaped = createStripeVendor({ secretKey: 'sk_test_dummy', webhookSecret: secret, client });
    const created = await shaped.createPayment({
      amount: 50_000,
      currency: 'USD',
      vehicleId: 7,
      orderNumber: 'LRDX-ABCDEFGH',
      captureMethod: 'manual',
      connectedAccountId: 'acct_retailer_1',
    });
    expect(created).toEqual({ reference: 'pi_new', clientSecret: 'pi_new_secret_x', status: 'pending' });
    expect(calls[0]!.url).toContain('/v1/payment_intents');
    const form = new URLSearchParams(calls[0]!.body);
    expect(form.get('capture_method')).toBe('manual');
    expect(form.get('amount')).toBe('50000');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[vehicle_id]')).toBe('7');
    expect(calls[0]!.headers['stripe-account']).toBe('acct_retailer_1');
    expect(calls[0]!.headers['idempotency-key']).toBe('lrdx-payment-LRDX-ABCDEFGH');
  });
});

describe('PayPal', () => {
  it('shapes the create-order request (AUTHORIZE for manual capture, decimal amount) with a token first', async () => {
    expect(paypalOrderBody({ amount: 50_000, currency: 'usd', vehicleId: 7, orderNumber: 'LRDX-ABCDEFGH' })).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ reference_id: 'LRDX-ABCDEFGH', custom_id: '7', amount: { currency_code: 'USD', value: '500.00' } }],
    });
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url).endsWith('/v1/oauth2/token')) return new Response(JSON.stringify({ access_token: 'tok' }), { status: 200 });
      return new Response(
        JSON.stringify({ id: 'PP-1', status: 'CREATED', links: [{ rel: 'approve', href: 'https://paypal.test/approve' }] }),
        { status: 201 },
      );
    }) as typeof fetch;
    const vendor = createPayPalVendor({
      clientId: 'id',
      clientSecret: 'sec',
      baseUrl: 'https://api-m.sandbox.paypal.com/',
      webhookId: undefined,
      fetch: fakeFetch,
    });
    const created = await vendor.createPayment({ amount: 50_000, currency: 'USD', vehicleId: 7, orderNumber: 'LRDX-ABCDEFGH' });
    expect(created).toEqual({ reference: 'PP-1', status: 'pending', approveUrl: 'https://paypal.test/approve' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api-m.sandbox.paypal.com/v1/oauth2/token',
      'https://api-m.sandbox.paypal.com/v2/checkout/orders',
    ]);
    expect((calls[0]!.init?.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('id:sec').toString('base64')}`);
    expect((calls[1]!.init?.headers as Record<string, string>)['PayPal-Request-Id']).toBe('lrdx-payment-LRDX-ABCDEFGH');
    await expect(vendor.parseWebhook(Buffer.from('{}'), {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('local test vendor signatures', () => {
  it('verifies HMAC-SHA256 over "t.body" within five minutes', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const header = signLocalTestPayload('s3cret', '{"a":1}', now / 1000);
    expect(() => verifyLocalTestSignature('s3cret', '{"a":1}', header, now)).not.toThrow();
    expect(() => verifyLocalTestSignature('s3cret', '{"a":2}', header, now)).toThrow(WebhookSignatureError);
    expect(() => verifyLocalTestSignature('other', '{"a":1}', header, now)).toThrow(WebhookSignatureError);
    expect(() => verifyLocalTestSignature('s3cret', '{"a":1}', header, now + 301_000)).toThrow(/tolerance/);
  });
});

describe('payment config', () => {
  it('reads the vendor and connected accounts, and falls back to the free reservation', () => {
    expect(
      parsePaymentConfig(
        JSON.stringify({ vendor: { type: 'stripe', uuid: 'u' }, stripe_connected_accounts: ['acct_1', { id: 'acct_2' }] }),
      ),
    ).toEqual({
      vendor: { type: 'STRIPE', uuid: 'u' },
      stripeConnectedAccounts: ['acct_1', 'acct_2'],
    });
    const warnings: string[] = [];
    expect(parsePaymentConfig('{oops', (m) => warnings.push(m)).vendor.type).toBe('NO_PAYMENT_JAPAN');
    expect(warnings).toEqual(['Invalid JSON in buy_online.payment_config']);
  });
});
