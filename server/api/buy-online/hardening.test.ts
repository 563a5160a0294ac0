/**
 * The buy-online hardening, through the routes on SQLite and PostgreSQL: orders readable only with
 * their access token (and then only the confirmation view), payments started on an order only with
 * that token (else anyone knowing the number could block the buyer), the inquiry e-mail only to the retailer
 * of the caller's own order, vendor events applied by their own time (a late older "failed" never
 * undoes an authorization), and signed but malformed webhook bodies answered 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { LOCAL_TEST_SIGNATURE_HEADER, signLocalTestPayload } from '../../adapters/payments/local-test.js';
import type { CreatePaymentInput, PaymentVendor, VendorType } from '../../adapters/payments/types.js';
import { testDialects } from '../../db/test-db.js';
import { setPaymentVendor, TEST_COMPANY_UUID, TEST_FEE_MINOR, testPayment } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineTestApp, type BuyOnlineTestApp } from './testing/test-app.js';
import { postTestPayment } from '../../testing/checkout-apis.js';
import { NO_OWNER_DETAILS } from '../../listing/testing/fixture.js';

const SECRET = 'local-test-secret-for-hardening';
const RETAILER_EMAIL = 'sales@erbil-dealer.example';

/** A PayPal or LiqPay stand-in (no network) that records every payment it is asked to create. */
function recordingVendor(type: VendorType, created: CreatePaymentInput[]): PaymentVendor {
  return {
    type,
    takesPayment: true,
    async createPayment(input) {
      created.push(input);
      const reference = `${type.toLowerCase()}_${randomUUID()}`;
      return type === 'LIQPAY'
        ? { reference, status: 'pending', checkout: { url: 'https://liqpay.invalid/checkout', data: 'e30=', signature: 'sig' } }
        : { reference, status: 'pending', approveUrl: `https://paypal.invalid/approve/${reference}` };
    },
    async retrieve() {
      return undefined;
    },
    async parseWebhook() {
      throw new Error('not used by these tests');
    },
  };
}

describe.each(testDialects())('buy-online hardening (%s)', (dialect) => {
  let t: BuyOnlineTestApp;
  let next = 0;
  const vendorPayments: CreatePaymentInput[] = [];

  beforeAll(async () => {
    t = await buildBuyOnlineTestApp(dialect, {
      vehicles: 20,
      paymentEnv: { localTestWebhookSecret: SECRET },
      vendorOverrides: { PAYPAL: recordingVendor('PAYPAL', vendorPayments), LIQPAY: recordingVendor('LIQPAY', vendorPayments) },
      // Limits on for the inquiry e-mail; the others raised above what these tests send from one address.
      rateLimits: {
        enabled: true,
        inquiryEmail: { max: 3, windowSeconds: 600 },
        lockInit: { max: 1000, windowSeconds: 60 },
        locksPerClient: 1000,
        orders: { max: 1000, windowSeconds: 600 },
        payments: { max: 1000, windowSeconds: 600 },
      },
    });
    await t.database.db
      .insertInto('dealers')
      .values({
        dealer_code: 'ERB01',
        name: 'Erbil',
        address: 'Main road',
        email: RETAILER_EMAIL,
        phone: '+9647500000000',
        main_phone: null,
        city: 'Erbil',
        postcode: '44001',
        locality: 'Erbil',
        state: 'Erbil',
        ci_code: 'ERB01',
        latitude: 36.19,
        longitude: 44.01,
        brands: '["land_rover"]',
        nameplate_brand_name: 'Land Rover',
        ...NO_OWNER_DETAILS,
        owner_metadata: '{}',
      })
      .execute();
  });
  afterAll(async () => t.close());

  async function newOrder() {
    const vehicleId = t.vehicleIds[next++]!;
    const holder = `holder-${vehicleId}-hardening`;
    const lock = await t.app.inject({ method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: vehicleId, holder } });
    const lockId = lock.json().data.lock_id as string;
    const key = `hardening-${dialect}-${vehicleId}-key`;
    const payload = {
      order: {
        vehicle_id: vehicleId,
        lock_id: lockId,
        customer_email: 'buyer@example.com',
        lead_attributes: { first_name: 'Ava', last_name: 'Karim', phone: '+9647501234567' },
      },
    };
    const res = await t.app.inject({ method: 'POST', url: '/buy_online/orders', headers: { 'idempotency-key': key }, payload });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { order_number: string; access_token: string };
    return { vehicleId, lockId, key, payload, number: data.order_number, token: data.access_token };
  }

  const read = (path: string, number: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `${path}/${number}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}` });

  describe('reading an order', () => {
    it('needs its access token on both paths, answering 404 like an unknown order without it', async () => {
      const { number, token } = await newOrder();
      for (const path of ['/buy_online/orders', '/orders']) {
        for (const wrong of [undefined, '', 'not-the-token', token.slice(0, -1)]) {
          const res = await read(path, number, wrong);
          expect(res.statusCode, `${path} ${wrong}`).toBe(404);
          expect(res.json().error).toMatchObject({ code: 'order_not_found', field: 'number' });
          expect(res.body).not.toContain('buyer@example.com');
        }
        const unknown = await read(path, 'LRDX-ZZZZZZZZ', token);
        expect(unknown.json().error.code).toBe('order_not_found');
      }
    });

    it("shows the holder only what the confirmation needs: no buyer's name, e-mail, phone or payment reference", async () => {
      const { number, token, vehicleId } = await newOrder();
      const res = await read('/orders', number, token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Record<string, unknown>;
      expect(data).toMatchObject({ order_number: number, payment_status: 'pending', vehicle_id: vehicleId, confirmed_at: null });
      for (const field of ['customer_email', 'lead_attributes', 'payment_reference', 'metadata', 'lock_id', 'stripe_payment_intent_id'])
        expect(data, field).not.toHaveProperty(field);
      expect(res.body).not.toMatch(/buyer@example\.com|Karim|\+964750/);
    });

    it('stores only a hash; a retry with the same key gets a token of its own and the first stays valid', async () => {
      const order = await newOrder();
      const rows = await t.database.db.selectFrom('order_access_tokens').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).not.toContain(order.token);
      const retry = await t.app.inject({
        method: 'POST',
        url: '/buy_online/orders',
        headers: { 'idempotency-key': order.key },
        payload: order.payload,
      });
      expect(retry.statusCode).toBe(200);
      const second = retry.json().data.access_token as string;
      expect(second).not.toBe(order.token);
      expect((await read('/orders', order.number, order.token)).statusCode).toBe(200);
      expect((await read('/orders', order.number, second)).statusCode).toBe(200);
    });

    it('an order from before tokens (no token stored) cannot be read at all', async () => {
      const { number, token } = await newOrder();
      const row = await t.database.db.selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirstOrThrow();
      await t.database.db.deleteFrom('order_access_tokens').where('order_id', '=', row.id).execute();
      expect((await read('/orders', number, token)).statusCode).toBe(404);
    });

    it('confirming needs the token too', async () => {
      const { number } = await newOrder();
      const res = await t.app.inject({ method: 'PUT', url: `/buy_online/orders/${number}/confirm?token=wrong` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('order_not_found');
    });
  });

  describe('the inquiry e-mail', () => {
    const send = (body: object) => t.app.inject({ method: 'PUT', url: '/buy_online/orders/send_inquiry_email', payload: body });
    const outbox = () =>
      t.database.db.selectFrom('email_outbox').select(['to', 'subject', 'body']).where('subject', 'like', 'Vehicle inquiry%').execute();

    it("goes only to the retailer of the caller's order, whatever recipients the caller names; refused without the order's token", async () => {
      const { number, token } = await newOrder();
      const before = (await outbox()).length;
      const anonymous = await send({ recipients: ['victim@example.org'], customer_data: { name: 'x' }, vehicle_data: {} });
      expect(anonymous.statusCode).toBe(400);
      const wrongToken = await send({ order_number: number, access_token: 'guess', recipients: ['victim@example.org'], customer_data: {} });
      expect(wrongToken.statusCode).toBe(404);
      expect(await outbox()).toHaveLength(before);

      const ok = await send({
        order_number: number,
        access_token: token,
        recipients: ['victim@example.org', 'other@example.org'],
        customer_data: { name: 'Aram', phone: '+9647501111111' },
        vehicle_data: { trim: 'X-Dynamic SE' },
      });
      expect(ok.statusCode).toBe(202);
      expect(ok.json().data).toEqual({ queued: 1 });
      const mails = (await outbox()).slice(before);
      expect(mails.map((m) => m.to)).toEqual([RETAILER_EMAIL]);
      expect(mails[0]!.body).toContain('Aram');
      expect(mails[0]!.subject).toMatch(/^Vehicle inquiry — SALEA/);
    });

    it('is limited per client: the fourth in the window is 429', async () => {
      // Three allowed per window in this app; the tests above used two of this client's window (400/404 count too).
      t.clock.advance(601_000);
      const { number, token } = await newOrder();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await send({ order_number: number, access_token: token, customer_data: {} })).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
    });
  });

  describe('starting a payment for an order', () => {
    const wrongTokens = (token: string) => [undefined, '', 'not-the-token', token.slice(0, -1)];
    const withToken = (path: string, token: string | undefined) =>
      token === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
    const payment = (vehicleId: number) => ({
      ...testPayment(vehicleId),
      capture_method: 'manual',
    });
    const startPayment = (order: { vehicleId: number; number: string }, token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: withToken('/buy_online/payment', token),
        payload: { payment: payment(order.vehicleId), order_number: order.number },
      });
    const orderRow = (number: string) =>
      t.database.db
        .selectFrom('orders')
        .select(['payment_reference', 'paypal_order_id', 'liqpay_order_id'])
        .where('order_number', '=', number)
        .executeTakeFirstOrThrow();
    const localPayments = (number: string) =>
      t.database.db.selectFrom('local_test_payments').select('reference').where('order_number', '=', number).execute();

    it('without its token (missing, empty, wrong) is answered like an unknown order and starts no payment', async () => {
      const order = await newOrder();
      for (const wrong of wrongTokens(order.token)) {
        const res = await startPayment(order, wrong);
        expect(res.statusCode, String(wrong)).toBe(404);
        expect(res.json().error).toMatchObject({ code: 'order_not_found', field: 'order_number' });
      }
      const unknown = await startPayment({ vehicleId: order.vehicleId, number: 'LRDX-ZZZZZZZZ' }, order.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({ code: 'order_not_found', field: 'order_number' });
      expect(await localPayments(order.number)).toEqual([]);
      expect((await orderRow(order.number)).payment_reference).toBeNull();
    });

    it("another order's token does not open this one", async () => {
      const mine = await newOrder();
      const theirs = await newOrder();
      const res = await startPayment(mine, theirs.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('order_not_found');
      expect(await localPayments(mine.number)).toEqual([]);
    });

    it('with its token starts the payment and attaches it, even after refused attempts by others', async () => {
      const order = await newOrder();
      expect((await startPayment(order, 'guess')).statusCode).toBe(404);
      const res = await startPayment(order, order.token);
      expect(res.statusCode).toBe(201);
      const reference = res.json().data.reference as string;
      expect(await localPayments(order.number)).toEqual([{ reference }]);
      expect((await orderRow(order.number)).payment_reference).toBe(reference);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/buy_online/local_test/pay',
        payload: { reference, card_number: '4242 4242 4242 4242' },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.order).toMatchObject({ order_number: order.number, payment_status: 'authorized' });
    });

    it('a payment naming no order needs no token (an order may be created with it later)', async () => {
      const vehicleId = t.vehicleIds[next++]!;
      const res = await t.app.inject({ method: 'POST', url: '/buy_online/payment', payload: { payment: payment(vehicleId) } });
      expect(res.statusCode).toBe(201);
    });

    it('PayPal create_order and LiqPay checkout_data need the token too', async () => {
      const paypalOrder = await newOrder();
      const liqpayOrder = await newOrder();
      const paypal = (token: string | undefined) =>
        t.app.inject({
          method: 'POST',
          url: withToken('/buy_online/paypal/create_order', token),
          payload: {
            order: {
              amount_value: TEST_FEE_MINOR / 100,
              amount_currency_code: 'USD',
              company_uuid: TEST_COMPANY_UUID,
              vehicle_id: paypalOrder.vehicleId,
            },
            order_number: paypalOrder.number,
          },
        });
      const liqpay = (token: string | undefined) => {
        const query = new URLSearchParams({
          company_uuid: TEST_COMPANY_UUID,
          amount: String(TEST_FEE_MINOR / 100),
          currency: 'USD',
          vehicle_id: String(liqpayOrder.vehicleId),
          order_number: liqpayOrder.number,
        });
        return t.app.inject({ method: 'GET', url: withToken(`/buy_online/liqpay/checkout_data?${query.toString()}`, token) });
      };
      try {
        await setPaymentVendor(t.database.db, 'PAYPAL');
        for (const wrong of wrongTokens(paypalOrder.token)) {
          const res = await paypal(wrong);
          expect(res.statusCode, `paypal ${wrong}`).toBe(404);
          expect(res.json().error).toMatchObject({ code: 'order_not_found', field: 'order_number' });
        }
        expect(vendorPayments).toEqual([]);
        expect((await orderRow(paypalOrder.number)).paypal_order_id).toBeNull();
        const paypalStarted = await paypal(paypalOrder.token);
        expect(paypalStarted.statusCode).toBe(201);
        expect((await orderRow(paypalOrder.number)).paypal_order_id).toBe(paypalStarted.json().data.id);

        await setPaymentVendor(t.database.db, 'LIQPAY');
        for (const wrong of wrongTokens(liqpayOrder.token)) {
          const res = await liqpay(wrong);
          expect(res.statusCode, `liqpay ${wrong}`).toBe(404);
          expect(res.json().error).toMatchObject({ code: 'order_not_found', field: 'order_number' });
        }
        expect(vendorPayments).toHaveLength(1);
        expect((await orderRow(liqpayOrder.number)).liqpay_order_id).toBeNull();
        const liqpayStarted = await liqpay(liqpayOrder.token);
        expect(liqpayStarted.statusCode).toBe(200);
        expect((await orderRow(liqpayOrder.number)).liqpay_order_id).toBe(liqpayStarted.json().data.order_id);
        expect(vendorPayments.map((p) => p.orderNumber)).toEqual([paypalOrder.number, liqpayOrder.number]);
      } finally {
        await setPaymentVendor(t.database.db, 'LOCAL_TEST', ['acct_retailer_1']);
      }
    });
  });

  describe('vendor events', () => {
    function webhook(body: object) {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/buy_online/webhooks/local_test',
        headers: {
          'content-type': 'application/json',
          [LOCAL_TEST_SIGNATURE_HEADER]: signLocalTestPayload(SECRET, raw, Math.floor(t.clock.now() / 1000)),
        },
        payload: raw,
      });
    }
    const event = (id: string, reference: string, status: string, created?: number) => ({
      id,
      type: `payment.${status}`,
      ...(created === undefined ? {} : { created }),
      data: { reference, status },
    });

    async function paidOrder() {
      const order = await newOrder();
      const started = await t.app.inject({
        method: 'POST',
        url: `/buy_online/payment?token=${encodeURIComponent(order.token)}`,
        payload: {
          payment: {
            ...testPayment(order.vehicleId),
            capture_method: 'manual',
          },
          order_number: order.number,
        },
      });
      return { ...order, reference: started.json().data.reference as string };
    }
    const status = async (number: string, token: string) => (await read('/orders', number, token)).json().data.payment_status;

    it('an older "failed" delivered after "authorized" is not applied: the order stays authorized and confirms', async () => {
      const { number, token, reference } = await paidOrder();
      const now = t.clock.now();
      expect((await webhook(event(`evt-auth-${number}`, reference, 'authorized', now - 1_000))).json().data.changed).toBe(true);
      const late = await webhook(event(`evt-fail-${number}`, reference, 'failed', now - 5_000));
      expect(late.statusCode).toBe(200);
      expect(late.json().data.changed).toBe(false);
      expect(await status(number, token)).toBe('authorized');
      const confirmed = await t.app.inject({
        method: 'PUT',
        url: `/buy_online/orders/${number}/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(confirmed.statusCode).toBe(200);
    });

    it('a "failed" of the same time, or without a time, never moves an authorized order back', async () => {
      const { number, token, reference } = await paidOrder();
      const now = t.clock.now();
      await webhook(event(`evt-auth-${number}`, reference, 'authorized', now));
      await webhook(event(`evt-fail-same-${number}`, reference, 'failed', now));
      await webhook(event(`evt-fail-none-${number}`, reference, 'failed'));
      expect(await status(number, token)).toBe('authorized');
    });

    it('a later event still moves the payment forward (capture denied after the authorization)', async () => {
      const { number, token, reference } = await paidOrder();
      const now = t.clock.now();
      await webhook(event(`evt-auth-${number}`, reference, 'authorized', now - 2_000));
      expect((await webhook(event(`evt-fail-${number}`, reference, 'failed', now))).json().data.changed).toBe(true);
      expect(await status(number, token)).toBe('failed');
    });

    it('orders events that arrived before the order by their time when the order is created', async () => {
      const vehicleId = t.vehicleIds[next++]!;
      const lock = (
        await t.app.inject({
          method: 'POST',
          url: '/buy_online/orders/init',
          payload: { vehicle_id: vehicleId, holder: `holder-${vehicleId}-early` },
        })
      ).json().data;
      const started = await postTestPayment(t.app, vehicleId);
      const reference = started.json().data.reference as string;
      const now = t.clock.now();
      await webhook(event(`evt-early-auth-${reference}`, reference, 'authorized', now - 1_000));
      await webhook(event(`evt-early-fail-${reference}`, reference, 'failed', now - 9_000));
      const created = await t.app.inject({
        method: 'POST',
        url: '/buy_online/orders',
        headers: { 'idempotency-key': `early-${reference}` },
        payload: { order: { vehicle_id: vehicleId, lock_id: lock.lock_id, payment_reference: reference } },
      });
      expect(created.statusCode).toBe(201);
      const { order_number: number, access_token: token } = created.json().data;
      // The vendor's ledger has no card yet (these events were hand-made), so only the events decide.
      expect(await status(number, token)).toBe('authorized');
    });

    it('a correctly signed but malformed body is 400 with the error shape, and changes nothing', async () => {
      const { number, token, reference } = await paidOrder();
      const bodies: object[] = [
        {},
        { id: 'evt-x1', type: 'payment.authorized' },
        { id: 'evt-x2', type: 'payment.authorized', data: { reference } },
        { id: 'evt-x3', type: 'payment.authorized', data: { reference, status: 'approved' } },
        { id: 42, type: 'payment.authorized', data: { reference, status: 'authorized' } },
        { id: 'evt-x4', type: 'payment.authorized', created: 'yesterday', data: { reference, status: 'authorized' } },
        [],
      ];
      for (const body of bodies) {
        const res = await webhook(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'invalid_body', field: 'body', message: expect.any(String) });
      }
      expect(await status(number, token)).toBe('pending');
      expect(await t.database.db.selectFrom('payment_events').select('id').where('event_id', 'like', 'evt-x%').execute()).toEqual([]);
    });
  });
});
