/**
 * Orders and payments, end to end through the routes with the LOCAL_TEST card vendor (offline):
 * idempotent creation, payment only from verified vendor events, forward-only statuses, replayed
 * webhooks, confirm refusals, the timeout card, the free reservation and 400s for bad input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { LOCAL_TEST_CARDS, LOCAL_TEST_SIGNATURE_HEADER, signLocalTestPayload } from '../../adapters/payments/local-test.js';
import { testDialects } from '../../db/test-db.js';
import { readStockVersion } from '../../db/stock-version.js';
import { createLead } from '../../leads/leads-repository.js';
import { PHONE_VERIFICATION_KEY, markVerified } from '../../verification/phone-verification-setting.js';
import { TEST_COMPANY_UUID, TEST_FEE_MINOR, setPaymentVendor, testPayment } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineTestApp } from './testing/test-app.js';
import { processEmailOutbox } from '../../adapters/email/delivery.js';
import { createSmtpTransport } from '../../adapters/email/smtp.js';
import { parseMessage, startTestSmtpServer } from '../../testing/smtp-test-server.js';

const SECRET = 'local-test-secret-for-tests';

describe.each(testDialects())('orders and payments (%s)', (dialect) => {
  let nextVehicle = 0;
  let keyCounter = 0;

  const t = suiteFixture(() => buildBuyOnlineTestApp(dialect, { vehicles: 24, paymentEnv: { localTestWebhookSecret: SECRET } }));

  const vehicle = () => t().vehicleIds[nextVehicle++]!;
  const key = () => `order-key-${dialect}-${++keyCounter}-abcdef`;

  async function lock(vehicleId: number, holder = `holder-${vehicleId}-xyz`) {
    const res = await t().app.inject({ method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: vehicleId, holder } });
    expect(res.statusCode).toBe(201);
    return res.json().data as { lock_id: string; expires_at: string };
  }

  /** The access token each order's creation returned, by order number (reads and confirms need it). */
  const tokens = new Map<string, string>();

  async function createOrder(vehicleId: number, lockId: string, idempotencyKey = key(), extra: Record<string, unknown> = {}) {
    const res = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders',
      headers: { 'idempotency-key': idempotencyKey },
      payload: {
        order: {
          vehicle_id: vehicleId,
          lock_id: lockId,
          customer_email: 'buyer@example.com',
          finance_option: 'cash',
          metadata: { source: 'test' },
          ...extra,
        },
      },
    });
    const data = res.statusCode < 300 ? (res.json().data as { order_number: string; access_token: string }) : undefined;
    if (data && !tokens.has(data.order_number)) tokens.set(data.order_number, data.access_token);
    return res;
  }

  async function startPayment(vehicleId: number, orderNumber?: string, payment: Record<string, unknown> = {}) {
    return t().app.inject({
      method: 'POST',
      // A payment naming an order presents the order's access token, as reading and confirming it do.
      url: orderNumber ? `/buy_online/payment?${withToken(orderNumber)}` : '/buy_online/payment',
      payload: {
        payment: {
          ...testPayment(vehicleId),
          capture_method: 'manual',
          ...payment,
        },
        order_number: orderNumber,
      },
    });
  }

  const pay = (reference: string, card: string) =>
    t().app.inject({ method: 'POST', url: '/buy_online/local_test/pay', payload: { reference, card_number: card } });
  const withToken = (number: string) => `token=${encodeURIComponent(tokens.get(number) ?? '')}`;
  const getOrder = async (number: string) =>
    (await t().app.inject({ method: 'GET', url: `/buy_online/orders/${number}?${withToken(number)}` })).json().data;
  const confirm = (number: string) => t().app.inject({ method: 'PUT', url: `/buy_online/orders/${number}/confirm?${withToken(number)}` });

  async function orderWithPayment() {
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    const order = (await createOrder(vehicleId, lock_id)).json().data;
    const payment = (await startPayment(vehicleId, order.order_number)).json().data;
    return { vehicleId, lockId: lock_id, order, payment };
  }

  function signedWebhook(body: object) {
    const raw = JSON.stringify(body);
    return {
      method: 'POST' as const,
      url: '/buy_online/webhooks/local_test',
      headers: {
        'content-type': 'application/json',
        [LOCAL_TEST_SIGNATURE_HEADER]: signLocalTestPayload(SECRET, raw, Math.floor(t().clock.now() / 1000)),
      },
      payload: raw,
    };
  }

  it('creates an order from a live lock, with the spec payload fields, readable on both paths', async () => {
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    const res = await createOrder(vehicleId, lock_id, key(), { locale: 'ckb', confirmation_by_link: true, rdx_forms_lead_id: 'lead-1' });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      payment_status: 'pending',
      vehicle_id: vehicleId,
      lock_id,
      vendor_type: 'LOCAL_TEST',
      locale: 'ckb',
      confirmation_by_link: true,
      metadata: { source: 'test' },
    });
    expect(order.order_number).toMatch(/^LRDX-[0-9A-Z]{8}$/);
    expect(order.vin).toMatch(/^SALEA/);
    expect(order.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await t().app.inject({ method: 'GET', url: `/orders/${order.order_number}?${withToken(order.order_number)}` });
    expect(other.json().data).toEqual(await getOrder(order.order_number));
    expect((await t().app.inject({ method: 'GET', url: '/orders/LRDX-NOPE0000' })).statusCode).toBe(404);
  });

  it('is idempotent: retries with the same key — even racing — return the same order and write one row', async () => {
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    const k = key();
    const responses = await Promise.all(Array.from({ length: 10 }, () => createOrder(vehicleId, lock_id, k)));
    const numbers = new Set(responses.map((r) => r.json().data.order_number));
    expect(numbers.size).toBe(1);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(9);
    const rows = await t().database.db.selectFrom('orders').select('id').where('idempotency_key', '=', k).execute();
    expect(rows).toHaveLength(1);
    // The key in the body works as well as the header; a key reused for another vehicle is refused.
    const viaBody = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders',
      payload: { idempotency_key: k, order: { vehicle_id: vehicleId, lock_id } },
    });
    expect(viaBody.json().data.order_number).toBe([...numbers][0]);
    const reused = await createOrder(vehicle(), lock_id, k);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({ code: 'idempotency_key_reused', field: 'idempotency_key' });
  });

  it("refuses an order without an idempotency key, on an expired lock, or with another vehicle's VIN", async () => {
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    const noKey = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders',
      payload: { order: { vehicle_id: vehicleId, lock_id } },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toMatchObject({ code: 'idempotency_key_required', field: 'idempotency_key' });
    const badVin = await createOrder(vehicleId, lock_id, key(), { vehicle_vin: 'WRONGVIN' });
    expect(badVin.json().error).toMatchObject({ code: 'vin_mismatch', field: 'order.vehicle_vin' });
    t().clock.advance(900_001);
    const expired = await createOrder(vehicleId, lock_id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toMatchObject({ code: 'lock_expired', field: 'order.lock_id' });
  });

  it("pays only after the vendor's signed confirmation, then confirms: vehicle reserved, lock released, e-mail queued", async () => {
    const { vehicleId, order, payment } = await orderWithPayment();
    expect(payment).toMatchObject({ vendor_type: 'LOCAL_TEST', status: 'pending' });
    expect((await getOrder(order.order_number)).payment_status).toBe('pending');
    const versionBefore = await readStockVersion(t().database.db);

    const paid = await pay(payment.reference, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'authorized',
      order: { order_number: order.order_number, payment_status: 'authorized' },
    });

    const confirmed = await confirm(order.order_number);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.confirmed_at).toBeTruthy();
    const car = await t().database.db.selectFrom('vehicles').select('status').where('id', '=', vehicleId).executeTakeFirstOrThrow();
    expect(car.status).toBe('reserved');
    expect(await t().database.db.selectFrom('soft_locks').selectAll().where('vehicle_id', '=', vehicleId).execute()).toEqual([]);
    expect(await readStockVersion(t().database.db)).toBe(versionBefore + 1);
    const mail = await t().database.db.selectFrom('email_outbox').selectAll().where('subject', 'like', `%${order.order_number}%`).execute();
    expect(mail).toHaveLength(1);
    // Confirming twice changes nothing; a reserved car cannot be locked again.
    expect((await confirm(order.order_number)).json().data.confirmed_at).toBe(confirmed.json().data.confirmed_at);
    const relock = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      payload: { vehicle_id: vehicleId, holder: 'late-visitor-1' },
    });
    expect(relock.json().error.code).toBe('vehicle_unavailable');
  });

  it('sends a Kurdish buyer (the order made from a Kurdish page, locale ckb) a Kurdish, right-to-left confirmation over SMTP', async () => {
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    const order = (await createOrder(vehicleId, lock_id, key(), { locale: 'ckb', customer_email: 'kurdish.buyer@example.com' })).json()
      .data;
    const payment = (await startPayment(vehicleId, order.order_number)).json().data;
    expect((await pay(payment.reference, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect((await confirm(order.order_number)).statusCode).toBe(200);

    const smtp = await startTestSmtpServer();
    try {
      const transport = createSmtpTransport({ url: smtp.url, from: 'no-reply@lrdx.test', timeoutMs: 20_000 });
      // The outbox's own fallback language is English: the Kurdish comes from the order.
      await processEmailOutbox(t().database.db, transport, {
        now: t().clock.now(),
        policy: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 60_000, leaseMs: 30_000 },
        defaultLanguage: 'en',
      });
      const received = smtp.messages.find((message) => message.to.includes('kurdish.buyer@example.com'));
      expect(received).toBeDefined();
      const parsed = parseMessage(received?.raw ?? '');
      expect(parsed.headers.get('subject')).toContain('پشتڕاستکرایەوە');
      expect(parsed.headers.get('subject')).toContain(order.order_number);
      expect(parsed.headers.get('content-language')).toBe('ckb');
      expect(parsed.text).toContain('سوپاس');
      expect(parsed.text).not.toContain('Thank you');
      expect(parsed.html).toContain('<html lang="ckb" dir="rtl">');
    } finally {
      await smtp.close();
    }
  });

  it('refuses to confirm an unpaid order (409 order_not_paid) and changes nothing', async () => {
    const { vehicleId, order } = await orderWithPayment();
    const before = await t()
      .database.db.selectFrom('orders')
      .selectAll()
      .where('order_number', '=', order.order_number)
      .executeTakeFirstOrThrow();
    const lockBefore = await t().database.db.selectFrom('soft_locks').selectAll().where('vehicle_id', '=', vehicleId).execute();
    const res = await confirm(order.order_number);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'order_not_paid', field: 'order_number' });
    expect(
      await t().database.db.selectFrom('orders').selectAll().where('order_number', '=', order.order_number).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await t().database.db.selectFrom('soft_locks').selectAll().where('vehicle_id', '=', vehicleId).execute()).toEqual(lockBefore);
    expect(
      (await t().database.db.selectFrom('vehicles').select('status').where('id', '=', vehicleId).executeTakeFirstOrThrow()).status,
    ).toBe('stock');
  });

  it('a declined card fails the order; it can never be confirmed or paid later', async () => {
    const { order, payment } = await orderWithPayment();
    const declined = await pay(payment.reference, LOCAL_TEST_CARDS.declined);
    expect(declined.json().data.status).toBe('failed');
    expect((await getOrder(order.order_number)).payment_status).toBe('failed');
    expect((await confirm(order.order_number)).statusCode).toBe(409);
    // A (signed, fresh) success arriving afterwards cannot move a failed payment forward.
    const late = await t().app.inject(
      signedWebhook({ id: 'evt_late_success', type: 'payment.succeeded', data: { reference: payment.reference, status: 'paid' } }),
    );
    expect(late.json().data).toMatchObject({ replayed: false, changed: false });
    expect((await getOrder(order.order_number)).payment_status).toBe('failed');
  });

  it('a timed-out payment leaves the order pending and the lock held until expiry — never paid', async () => {
    const { vehicleId, order, payment } = await orderWithPayment();
    const res = await pay(payment.reference, LOCAL_TEST_CARDS.timeout);
    expect(res.statusCode).toBe(202);
    expect(res.json().data.status).toBe('processing');
    expect((await getOrder(order.order_number)).payment_status).toBe('pending');
    const busy = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      payload: { vehicle_id: vehicleId, holder: 'someone-else-1' },
    });
    expect(busy.json().error.code).toBe('vehicle_locked');
    expect((await confirm(order.order_number)).json().error.code).toBe('order_not_paid');
    // Paying again with a good card is refused: the processor is still "processing" the first attempt.
    expect((await pay(payment.reference, LOCAL_TEST_CARDS.success)).json().error.code).toBe('payment_already_processed');

    t().clock.advance(900_000);
    const freed = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      payload: { vehicle_id: vehicleId, holder: 'someone-else-1' },
    });
    expect(freed.statusCode).toBe(201);
    expect((await getOrder(order.order_number)).payment_status).toBe('pending');
    expect((await confirm(order.order_number)).statusCode).toBe(409);
  });

  it('applies a webhook once: a replay, an older event and a bad signature change nothing', async () => {
    const { order, payment } = await orderWithPayment();
    const authorized = signedWebhook({
      id: 'evt_auth_1',
      type: 'payment.authorized',
      data: { reference: payment.reference, status: 'authorized' },
    });
    const first = await t().app.inject(authorized);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ replayed: false, changed: true, order_number: order.order_number });
    const paidEvent = await t().app.inject(
      signedWebhook({ id: 'evt_paid_1', type: 'payment.succeeded', data: { reference: payment.reference, status: 'paid' } }),
    );
    expect(paidEvent.json().data.changed).toBe(true);
    const snapshot = await t()
      .database.db.selectFrom('orders')
      .selectAll()
      .where('order_number', '=', order.order_number)
      .executeTakeFirstOrThrow();

    const replay = await t().app.inject(authorized);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ replayed: true, changed: false });
    const older = await t().app.inject(
      signedWebhook({ id: 'evt_auth_2', type: 'payment.authorized', data: { reference: payment.reference, status: 'authorized' } }),
    );
    expect(older.json().data).toMatchObject({ replayed: false, changed: false });
    const forged = await t().app.inject({
      ...authorized,
      headers: { ...authorized.headers, [LOCAL_TEST_SIGNATURE_HEADER]: `t=${Math.floor(t().clock.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'invalid_signature' });
    const unsigned = await t().app.inject({
      method: 'POST',
      url: '/buy_online/webhooks/local_test',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"x"}',
    });
    expect(unsigned.statusCode).toBe(400);

    expect(
      await t().database.db.selectFrom('orders').selectAll().where('order_number', '=', order.order_number).executeTakeFirstOrThrow(),
    ).toEqual(snapshot);
    const events = await t()
      .database.db.selectFrom('payment_events')
      .select('event_id')
      .where('reference', '=', payment.reference)
      .execute();
    expect(events.map((e) => e.event_id).sort()).toEqual(['evt_auth_1', 'evt_auth_2', 'evt_paid_1']);
  });

  it('a confirmation that arrives before the order exists is applied when the order is created', async () => {
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    const payment = (await startPayment(vehicleId)).json().data;
    expect((await pay(payment.reference, LOCAL_TEST_CARDS.success)).json().data).toMatchObject({ status: 'authorized', order: null });
    const created = await createOrder(vehicleId, lock_id, key(), { payment_reference: payment.reference });
    expect(created.json().data).toMatchObject({
      payment_status: 'authorized',
      payment_reference: payment.reference,
      amount: TEST_FEE_MINOR,
      currency: 'USD',
    });
    // The same payment cannot pay a second order.
    const second = await createOrder(vehicleId, lock_id, key(), { payment_reference: payment.reference });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('payment_already_used');
    const unknown = await createOrder(vehicleId, lock_id, key(), { payment_reference: 'lt_pi_does_not_exist' });
    expect(unknown.json().error).toMatchObject({ code: 'payment_not_found', field: 'order.payment_reference' });
  });

  it('checks the amount against the reservation fee and Stripe accounts against the payment config', async () => {
    const vehicleId = vehicle();
    const cheap = await startPayment(vehicleId, undefined, { amount: 1 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().error).toMatchObject({ code: 'amount_mismatch', field: 'payment.amount' });
    const euro = await startPayment(vehicleId, undefined, { currency: 'EUR' });
    expect(euro.json().error).toMatchObject({ code: 'currency_mismatch', field: 'payment.currency' });
    const account = await startPayment(vehicleId, undefined, { stripe_account_id: 'acct_attacker' });
    expect(account.json().error).toMatchObject({ code: 'unknown_stripe_account', field: 'payment.stripe_account_id' });
    const company = await startPayment(vehicleId, undefined, { company_uuid: 'nope' });
    expect(company.json().error).toMatchObject({ code: 'unknown_company', field: 'payment.company_uuid' });
    const missing = await t().app.inject({
      method: 'POST',
      url: '/buy_online/payment',
      payload: { payment: { currency: 'USD', vehicle_id: vehicleId, company_uuid: TEST_COMPANY_UUID } },
    });
    expect(missing.statusCode).toBe(400);
    // The error handler names the missing property by its full path.
    expect(missing.json().error).toMatchObject({ code: 'invalid_request', field: 'payment.amount' });
    const paypal = await t().app.inject({
      method: 'POST',
      url: '/buy_online/paypal/create_order',
      payload: { order: { amount_value: 500, amount_currency_code: 'USD', company_uuid: TEST_COMPANY_UUID, vehicle_id: vehicleId } },
    });
    expect(paypal.json().error).toMatchObject({ code: 'vendor_mismatch' });
  });

  it('free reservation (NO_PAYMENT_JAPAN): no payment step, the order confirms straight away', async () => {
    await setPaymentVendor(t().database.db, 'no_payment_japan');
    try {
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const order = (await createOrder(vehicleId, lock_id)).json().data;
      expect(order).toMatchObject({ vendor_type: 'NO_PAYMENT_JAPAN', free_reservation: true, payment_status: 'pending' });
      expect((await startPayment(vehicleId, order.order_number)).json().error.code).toBe('payment_not_required');
      const confirmed = await confirm(order.order_number);
      expect(confirmed.statusCode).toBe(200);
      expect(
        (await t().database.db.selectFrom('vehicles').select('status').where('id', '=', vehicleId).executeTakeFirstOrThrow()).status,
      ).toBe('reserved');
    } finally {
      await setPaymentVendor(t().database.db, 'LOCAL_TEST');
    }
  });

  it("an order that names one of our leads needs the lead's token; an unknown forms lead id stays an opaque reference", async () => {
    const lead = await createLead(t().database.db, { first_name: 'Ava' }, t().clock.now());
    const vehicleId = vehicle();
    const { lock_id } = await lock(vehicleId);
    for (const token of [undefined, 'not-the-token']) {
      const refused = await createOrder(vehicleId, lock_id, key(), {
        rdx_forms_lead_id: lead.id,
        ...(token ? { lead_access_token: token } : {}),
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toMatchObject({ code: 'lead_not_found', field: 'order.lead_access_token' });
    }
    expect(await t().database.db.selectFrom('orders').select('id').where('rdx_forms_lead_id', '=', lead.id).execute()).toHaveLength(0);
    const made = await createOrder(vehicleId, lock_id, key(), { rdx_forms_lead_id: lead.id, lead_access_token: lead.accessToken });
    expect(made.statusCode).toBe(201);
    const stored = await t()
      .database.db.selectFrom('orders')
      .selectAll()
      .where('order_number', '=', made.json().data.order_number)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(lead.accessToken);
  });

  describe('phone verification (buy_online.phone_verification)', () => {
    const refused = { error: { code: 'phone_not_verified', field: 'order.lead_attributes.phone' } };
    const setMode = async (value: string | null) => {
      await t().database.db.deleteFrom('settings').where('key', '=', PHONE_VERIFICATION_KEY).execute();
      if (value !== null) await t().database.db.insertInto('settings').values({ key: PHONE_VERIFICATION_KEY, value }).execute();
    };
    const withPhone = (phone: string) => ({ lead_attributes: { first_name: 'Ava', last_name: 'Karim', email: 'ava@example.iq', phone } });
    const storedPhone = async (orderNumber: string) => {
      const row = await t()
        .database.db.selectFrom('orders')
        .select('lead_attributes')
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();
      return (JSON.parse(String(row.lead_attributes)) as { phone?: string }).phone;
    };
    afterAll(async () => setMode(null));

    it('off: an order with an unverified phone is created as before', async () => {
      await setMode('off');
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const res = await createOrder(vehicleId, lock_id, key(), withPhone('0750 111 0001'));
      expect(res.statusCode).toBe(201);
      expect(await storedPhone(res.json().data.order_number)).toBe('0750 111 0001');
    });

    it('required: refuses an order without a phone, or with a phone that was never verified', async () => {
      await setMode('required');
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const bare = await createOrder(vehicleId, lock_id);
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject(refused);
      const unverified = await createOrder(vehicleId, lock_id, key(), withPhone('+9647501110002'));
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json()).toMatchObject(refused);
    });

    it('required: takes a recently verified number however it is written, and stores it in E.164', async () => {
      await setMode('"required"');
      await markVerified(t().database.db, '+9647501110003', t().clock.now());
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const res = await createOrder(vehicleId, lock_id, key(), withPhone('٠٧٥٠ ١١١ ٠٠٠٣'));
      expect(res.statusCode).toBe(201);
      expect(await storedPhone(res.json().data.order_number)).toBe('+9647501110003');
    });

    it('required: another number than the verified one, or a verification older than 30 minutes, is refused', async () => {
      await setMode('required');
      await markVerified(t().database.db, '+9647501110004', t().clock.now());
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const other = await createOrder(vehicleId, lock_id, key(), withPhone('+9647501110005'));
      expect(other.json()).toMatchObject(refused);
      t().clock.advance(31 * 60 * 1000);
      const { lock_id: fresh } = await lock(vehicleId);
      const stale = await createOrder(vehicleId, fresh, key(), withPhone('+9647501110004'));
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject(refused);
    });

    it("required: a reservation's order takes the phone its lead was verified with", async () => {
      await setMode('required');
      const lead = await createLead(t().database.db, { first_name: 'Ava', phone: '+9647501110007' }, t().clock.now());
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const res = await createOrder(vehicleId, lock_id, key(), {
        rdx_forms_lead_id: lead.id,
        lead_access_token: lead.accessToken,
        lead_attributes: { lead_id: lead.id },
      });
      expect(res.statusCode).toBe(201);
      expect(await storedPhone(res.json().data.order_number)).toBe('+9647501110007');
      // A lead without a phone (made while the check was off) does not stand in for one.
      const bare = await createLead(t().database.db, { first_name: 'Ava' }, t().clock.now());
      const otherVehicle = vehicle();
      const { lock_id: other } = await lock(otherVehicle);
      const refusedOrder = await createOrder(otherVehicle, other, key(), {
        rdx_forms_lead_id: bare.id,
        lead_access_token: bare.accessToken,
      });
      expect(refusedOrder.statusCode).toBe(400);
      expect(refusedOrder.json()).toMatchObject(refused);
    });

    it('an idempotent retry of an order already created returns that order, even once the setting is required', async () => {
      await setMode('off');
      const vehicleId = vehicle();
      const { lock_id } = await lock(vehicleId);
      const idempotencyKey = key();
      const first = await createOrder(vehicleId, lock_id, idempotencyKey, withPhone('+9647501110006'));
      expect(first.statusCode).toBe(201);
      await setMode('required');
      const retry = await createOrder(vehicleId, lock_id, idempotencyKey, withPhone('+9647501110006'));
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.order_number).toBe(first.json().data.order_number);
    });
  });
});
