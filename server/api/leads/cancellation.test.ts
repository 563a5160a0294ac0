/**
 * Cancelling a reservation gives the car back: a confirmed reservation made through a lead (the
 * reservation widget's calls) is cancelled with the lead's token; the order shows as cancelled, the
 * car is in stock again and someone else may hold it, a held deposit is voided, a second
 * cancellation changes nothing, a sold car is never touched, and a vendor that is down does not
 * stop the cancellation.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { buildLeadsTestApp } from '../../testing/leads-test-app.js';
import { LOCAL_TEST_CARDS, createLocalTestVendor, randomLocalSecret } from '../../adapters/payments/local-test.js';
import { PaymentVendorError } from '../../adapters/payments/types.js';
import { readStockVersion } from '../../db/stock-version.js';
import { testDialects } from '../../db/test-db.js';
import { testPayment } from '../../orders/testing/fixtures.js';

interface Lead {
  id: string;
  access_token: string;
}

describe.each(testDialects())('cancelling a reservation (%s)', (dialect) => {
  let next = 1; // vehicleIds[0] is the demonstrator, used by name below
  /** When set, the lead service's LOCAL_TEST vendor cannot be reached to void a payment. */
  let vendorDown = false;

  const t = suiteFixture(() =>
    buildLeadsTestApp(dialect, {
      env: { PUBLIC_ORIGIN: 'https://cars.example', RATE_LIMITS: 'off' },
      // Vehicle 1 is a demonstrator: a cancellation must put it back to 'demo', not 'stock'.
      fixtures: { vehicles: 12, statuses: { 1: 'demo' } },
      services: (db) => {
        const localTest = createLocalTestVendor({ db, now: Date.now, webhookSecret: randomLocalSecret() });
        const flaky = {
          ...localTest,
          cancelPayment: async (reference: string) => {
            if (vendorDown) throw new PaymentVendorError('connect ECONNREFUSED', 'vendor_unreachable');
            return localTest.cancelPayment!(reference);
          },
        };
        return { vendorOverrides: { LOCAL_TEST: flaky } };
      },
      beside: 'buy-online',
    }),
  );

  const vehicleStatus = async (id: number) =>
    (await t().database.db.selectFrom('vehicles').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const init = (vehicleId: number, holder: string) =>
    t().app.inject({ method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: vehicleId, holder } });
  const cancel = (lead: Lead, token = lead.access_token) =>
    t().app.inject({ method: 'PUT', url: `/api/leads/${lead.id}/initialize_cancellation?token=${encodeURIComponent(token)}` });
  /** Each order's access token (from its creation), by number. */
  const tokens = new Map<string, string>();
  const getOrder = async (number: string) =>
    (await t().app.inject({ method: 'GET', url: `/buy_online/orders/${number}?token=${tokens.get(number)}` })).json().data;

  /** The reservation widget's journey: hold, lead, deposit, card, order, confirm. Returns before confirming when asked. */
  async function reserve(options: { vehicleId?: number; capture?: 'manual' | 'automatic'; confirm?: boolean } = {}) {
    const vehicleId = options.vehicleId ?? t().vehicleIds[next++]!;
    const holder = `holder-${vehicleId}-${dialect}-visitor`;
    const lock = await init(vehicleId, holder);
    expect(lock.statusCode).toBe(201);
    const lockId = lock.json().data.lock_id as string;
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { lead: { first_name: 'Shwan', email: 'shwan@example.com', vehicle_id: vehicleId } },
    });
    const lead = created.json().data as Lead;
    const intent = await t().app.inject({
      method: 'POST',
      url: '/api/stripe/create_payment_intent',
      payload: {
        payment_intent: {
          salesforce_lead_id: lead.id,
          access_token: lead.access_token,
          ...testPayment(vehicleId),
          capture_method: options.capture ?? 'manual',
        },
      },
    });
    const reference = intent.json().data.id as string;
    const paid = await t().app.inject({
      method: 'POST',
      url: '/buy_online/local_test/pay',
      payload: { reference, card_number: LOCAL_TEST_CARDS.success },
    });
    expect(paid.statusCode).toBe(200);
    const order = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders',
      headers: { 'idempotency-key': `reservation-${lead.id}` },
      payload: {
        order: {
          vehicle_id: vehicleId,
          lock_id: lockId,
          payment_reference: reference,
          rdx_forms_lead_id: lead.id,
          lead_access_token: lead.access_token,
          customer_email: 'shwan@example.com',
        },
      },
    });
    expect(order.statusCode).toBe(201);
    const orderNumber = order.json().data.order_number as string;
    tokens.set(orderNumber, order.json().data.access_token as string);
    if (options.confirm !== false) {
      const confirmed = await t().app.inject({
        method: 'PUT',
        url: `/buy_online/orders/${orderNumber}/confirm?token=${tokens.get(orderNumber)}`,
        payload: { lead_access_token: lead.access_token },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    return { vehicleId, lead, lockId, orderNumber, reference };
  }

  it('puts the car of a confirmed reservation back in stock, shows the order cancelled and voids the held deposit', async () => {
    const { vehicleId, lead, orderNumber, reference } = await reserve();
    expect(await vehicleStatus(vehicleId)).toBe('reserved');
    expect((await init(vehicleId, 'someone-else-entirely')).json().error.code).toBe('vehicle_unavailable');
    const before = await readStockVersion(t().database.db);

    const res = await cancel(lead);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cancellation_status: 'requested',
      payment_status: 'cancelled',
      orders: [{ order_number: orderNumber, cancelled: true }],
    });
    expect(await vehicleStatus(vehicleId)).toBe('stock');
    expect(await readStockVersion(t().database.db)).toBeGreaterThan(before);
    expect(await getOrder(orderNumber)).toMatchObject({ cancelled: true, payment_status: 'cancelled', cancelled_at: expect.any(String) });
    const ledger = await t()
      .database.db.selectFrom('local_test_payments')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(ledger.status).toBe('cancelled');
    // Offered again: someone else may hold it now.
    expect((await init(vehicleId, 'someone-else-entirely')).statusCode).toBe(201);
  });

  it('puts a demonstrator back to demo, the status it had before the reservation', async () => {
    const { vehicleId, lead } = await reserve({ vehicleId: t().vehicleIds[0]! });
    expect(await vehicleStatus(vehicleId)).toBe('reserved');
    await cancel(lead);
    expect(await vehicleStatus(vehicleId)).toBe('demo');
  });

  it('is idempotent: a second cancellation changes nothing, even after the car was held again', async () => {
    const { vehicleId, lead } = await reserve();
    expect((await cancel(lead)).statusCode).toBe(200);
    const version = await readStockVersion(t().database.db);
    const newcomer = await init(vehicleId, 'the-next-visitor-0001');
    expect(newcomer.statusCode).toBe(201);
    const again = await cancel(lead);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.cancellation_status).toBe('requested');
    expect(await readStockVersion(t().database.db)).toBe(version);
    // The next visitor's hold stands.
    const lock = await t().database.db.selectFrom('soft_locks').select('holder').where('vehicle_id', '=', vehicleId).executeTakeFirst();
    expect(lock?.holder).toBe('the-next-visitor-0001');
    const rows = await t().database.db.selectFrom('crm_outbox').select('operation').where('lead_id', '=', lead.id).execute();
    expect(rows.filter((r) => r.operation === 'cancel_lead')).toHaveLength(1);
  });

  it('never un-sells a sold car', async () => {
    const { vehicleId, lead, orderNumber } = await reserve();
    await t().database.db.updateTable('vehicles').set({ status: 'sold' }).where('id', '=', vehicleId).execute();
    expect((await cancel(lead)).statusCode).toBe(200);
    expect(await vehicleStatus(vehicleId)).toBe('sold');
    expect((await getOrder(orderNumber)).cancelled).toBe(true);
  });

  it('releases the car of a captured (paid) deposit and leaves the money to the retailer', async () => {
    const { vehicleId, lead, orderNumber } = await reserve({ capture: 'automatic' });
    const res = await cancel(lead);
    expect(res.json().data).toMatchObject({ payment_status: 'paid', cancellation_status: 'requested' });
    expect(await vehicleStatus(vehicleId)).toBe('stock');
    expect(await getOrder(orderNumber)).toMatchObject({ cancelled: true, payment_status: 'paid' });
  });

  it('releases the hold of an order not yet confirmed, which can then never be confirmed', async () => {
    const { vehicleId, lead, orderNumber } = await reserve({ confirm: false });
    await cancel(lead);
    expect(
      await t().database.db.selectFrom('soft_locks').select('id').where('vehicle_id', '=', vehicleId).executeTakeFirst(),
    ).toBeUndefined();
    const confirm = await t().app.inject({
      method: 'PUT',
      url: `/buy_online/orders/${orderNumber}/confirm?token=${tokens.get(orderNumber)}`,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('order_cancelled');
    expect(await vehicleStatus(vehicleId)).toBe('stock');
  });

  it('cancels even when the payment vendor cannot be reached to void the deposit', async () => {
    const { vehicleId, lead } = await reserve();
    vendorDown = true;
    try {
      const res = await cancel(lead);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ cancellation_status: 'requested', payment_status: 'authorized' });
      expect(await vehicleStatus(vehicleId)).toBe('stock');
    } finally {
      vendorDown = false;
    }
  });

  it("needs the lead's token: without it nothing is cancelled", async () => {
    const { vehicleId, lead } = await reserve();
    expect((await cancel(lead, 'not-the-token')).statusCode).toBe(404);
    expect(await vehicleStatus(vehicleId)).toBe('reserved');
  });

  it('mails the cancellation link (with the token) to whoever confirmed with it', async () => {
    const { lead, orderNumber } = await reserve();
    const mail = await t()
      .database.db.selectFrom('email_outbox')
      .select('body')
      .where('subject', '=', `Order ${orderNumber} confirmed`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(`https://cars.example/ku/cancel-reservation?lead=${lead.id}&token=${lead.access_token}`);
  });
});
