/**
 * The buyer cancels an order with the order's own token (PUT /buy_online/orders/:number/cancel, the
 * receipt's and the confirmation e-mail's link): an order without a lead is cancelled, its car goes
 * back to stock and its held card payment is voided; a missing token is 400, a wrong one 404 (as an
 * unknown order), a repeat changes nothing, an order of a lead cancels the lead, and the route is
 * rate-limited per client.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { readStockVersion } from '../../db/stock-version.js';
import { createLead } from '../../leads/leads-repository.js';
import { testPayment } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineTestApp } from './testing/test-app.js';

describe.each(testDialects())('order cancellation by its token (%s)', (dialect) => {
  let nextVehicle = 0;
  let keyCounter = 0;

  const t = suiteFixture(() =>
    buildBuyOnlineTestApp(dialect, { vehicles: 10, rateLimits: { enabled: true, orderCancel: { max: 6, windowSeconds: 600 } } }),
  );

  const db = () => t().database.db;
  let address = 0;
  // Each test its own client address, so the rate-limit test alone meets the limit.
  const client = () => `192.0.2.${++address}`;

  async function order(extra: Record<string, unknown> = {}) {
    const vehicleId = t().vehicleIds[nextVehicle++]!;
    const ip = client();
    const locked = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      remoteAddress: ip,
      payload: { vehicle_id: vehicleId, holder: `holder-${vehicleId}-xyz` },
    });
    const res = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders',
      remoteAddress: ip,
      headers: { 'idempotency-key': `cancel-key-${dialect}-${++keyCounter}-abcdef` },
      payload: {
        order: {
          vehicle_id: vehicleId,
          lock_id: locked.json().data.lock_id,
          customer_email: 'buyer@example.com',
          finance_option: 'cash',
          ...extra,
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { order_number: string; access_token: string };
    return { vehicleId, ip, number: data.order_number, token: data.access_token };
  }

  async function payAndConfirm(o: Awaited<ReturnType<typeof order>>) {
    const started = await t().app.inject({
      method: 'POST',
      url: `/buy_online/payment?token=${encodeURIComponent(o.token)}`,
      remoteAddress: o.ip,
      payload: {
        payment: {
          ...testPayment(o.vehicleId),
          capture_method: 'manual',
        },
        order_number: o.number,
      },
    });
    const reference = started.json().data.reference as string;
    const paid = await t().app.inject({
      method: 'POST',
      url: '/buy_online/local_test/pay',
      remoteAddress: o.ip,
      payload: { reference, card_number: '4242 4242 4242 4242' },
    });
    expect(paid.json().data.status).toBe('authorized');
    const confirmed = await t().app.inject({
      method: 'PUT',
      url: `/buy_online/orders/${o.number}/confirm?token=${encodeURIComponent(o.token)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    return reference;
  }

  const cancel = (number: string, query: string, ip = client()) =>
    t().app.inject({ method: 'PUT', url: `/buy_online/orders/${number}/cancel${query}`, remoteAddress: ip });
  const carStatus = async (id: number) =>
    (await db().selectFrom('vehicles').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('a confirmed order without a lead: cancelled, car back in stock, held payment voided; the e-mail carried the link', async () => {
    const o = await order();
    const reference = await payAndConfirm(o);
    expect(await carStatus(o.vehicleId)).toBe('reserved');
    const mail = await db().selectFrom('email_outbox').select('body').where('subject', 'like', `%${o.number}%`).executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+cancel-reservation\S+/.exec(mail.body)?.[0] ?? 'http://missing.invalid/');
    expect(link.searchParams.get('order')).toBe(o.number);
    expect(link.searchParams.get('token')).toBe(o.token);
    const before = await readStockVersion(db());

    const res = await cancel(o.number, `?token=${encodeURIComponent(o.token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ order_number: o.number, cancelled: true, payment_status: 'cancelled' });
    expect(await carStatus(o.vehicleId)).toBe('stock');
    expect(await readStockVersion(db())).toBe(before + 1);
    const ledger = await db()
      .selectFrom('local_test_payments')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(ledger.status).toBe('cancelled');

    // Again: the same answer, nothing else changes.
    const again = await cancel(o.number, `?token=${encodeURIComponent(o.token)}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.cancelled_at).toBe(res.json().data.cancelled_at);
    expect(await readStockVersion(db())).toBe(before + 1);
    // Confirming it again does not reserve the car again.
    await t().app.inject({ method: 'PUT', url: `/buy_online/orders/${o.number}/confirm?token=${encodeURIComponent(o.token)}` });
    expect(await carStatus(o.vehicleId)).toBe('stock');
  });

  it('an unconfirmed order: cancelled and its hold released, so another visitor can hold the car', async () => {
    const o = await order();
    expect((await cancel(o.number, `?token=${encodeURIComponent(o.token)}`)).statusCode).toBe(200);
    expect(await db().selectFrom('soft_locks').select('id').where('vehicle_id', '=', o.vehicleId).execute()).toEqual([]);
    const other = await t().app.inject({
      method: 'POST',
      url: '/buy_online/orders/init',
      remoteAddress: client(),
      payload: { vehicle_id: o.vehicleId, holder: 'another-visitor-1' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('no token is 400; a wrong token or an unknown order is 404 order_not_found; nothing changes', async () => {
    const o = await order();
    const missing = await cancel(o.number, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toEqual(expect.any(String));
    expect((await cancel(o.number, '?token=')).statusCode).toBe(400);
    for (const [number, query] of [
      [o.number, '?token=not-the-token'],
      ['NO-SUCH-ORDER', `?token=${encodeURIComponent(o.token)}`],
    ] as const) {
      const res = await cancel(number, query);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'order_not_found' });
    }
    const row = await db().selectFrom('orders').select('cancelled_at').where('order_number', '=', o.number).executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeNull();
  });

  it("an order of one of our leads cancels the lead (the CRM hears of it), as the lead's own link does", async () => {
    const lead = await createLead(db(), { first_name: 'Ava' }, t().clock.now());
    const o = await order({ rdx_forms_lead_id: lead.id, lead_access_token: lead.accessToken });
    const res = await cancel(o.number, `?token=${encodeURIComponent(o.token)}`);
    expect(res.json().data).toMatchObject({ cancelled: true });
    const stored = await db().selectFrom('leads').select('cancellation_status').where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored.cancellation_status).toBe('requested');
    const crm = await db().selectFrom('crm_outbox').select('operation').where('lead_id', '=', lead.id).execute();
    expect(crm.map((row) => row.operation)).toContain('cancel_lead');
  });

  it('is rate-limited per client: the request after the limit gets 429 with Retry-After', async () => {
    const ip = client();
    for (let i = 0; i < 6; i += 1) expect((await cancel('NO-SUCH-ORDER', '?token=guess', ip)).statusCode).toBe(404);
    const refused = await cancel('NO-SUCH-ORDER', '?token=guess', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await cancel('NO-SUCH-ORDER', '?token=guess', client())).statusCode).toBe(404);
  });
});
