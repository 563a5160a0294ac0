/**
 * PayPal and LiqPay without real keys: the real adapters run against the local stand-ins, the buyer
 * approves or cancels on our local PayPal page, pays or is declined on our local LiqPay checkout page,
 * and the order moves only through the vendor's own path (PayPal authorization on the next read,
 * LiqPay's signed data + signature callback verified by the adapter).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_COMPANY_UUID, TEST_FEE_MINOR } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineTestApp, liqpayCheckoutUrl, placeOrder, type BuyOnlineTestApp } from './testing/test-app.js';

const HOST = 'shop.test';
const RETURN = `http://${HOST}/ar/showroom-order-online/checkout?vendor_return=paypal`;

const newOrder = (t: BuyOnlineTestApp, vehicleId: number) =>
  placeOrder(t.app, vehicleId, { holder: `holder-${vehicleId}-local`, idempotencyKey: `local-vendor-order-${vehicleId}-abcdef` });

const readStatus = async (t: BuyOnlineTestApp, order: { order_number: string; access_token: string }) =>
  (await t.app.inject({ url: `/buy_online/orders/${order.order_number}?token=${order.access_token}` })).json().data.payment_status;

describe('local PayPal stand-in (no PAYPAL_CLIENT_ID)', () => {
  let t: BuyOnlineTestApp;
  beforeAll(async () => {
    t = await buildBuyOnlineTestApp('sqlite', { vendorType: 'PAYPAL', vehicles: 3 });
  });
  afterAll(() => t.close());

  async function created(vehicleId: number) {
    const order = await newOrder(t, vehicleId);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/buy_online/paypal/create_order?token=${order.access_token}`,
      payload: {
        order: { amount_value: TEST_FEE_MINOR / 100, amount_currency_code: 'USD', company_uuid: TEST_COMPANY_UUID, vehicle_id: vehicleId },
        order_number: order.order_number,
        return_url: `${RETURN}&outcome=approved`,
        cancel_url: `${RETURN}&outcome=cancelled`,
      },
    });
    expect(reply.statusCode).toBe(201);
    return { order, paypal: reply.json().data as { id: string; status: string; approve_url: string } };
  }

  it('approving on the local page sends the buyer back and the next read authorizes the order', async () => {
    const { order, paypal } = await created(t.vehicleIds[0]!);
    expect(paypal.approve_url).toBe(`/local-vendors/paypal/checkoutnow?token=${paypal.id}`);
    const approvalPage = await t.app.inject({ url: paypal.approve_url, headers: { host: HOST } });
    expect(approvalPage.statusCode).toBe(200);
    // The page speaks the shop page's language (the return address is an Arabic page).
    expect(approvalPage.body).toContain('lang="ar"');
    expect(approvalPage.body).toContain('الموافقة والدفع');
    // The amount as Arabic writes money: Eastern digits, the Arabic decimal separator, the currency's word.
    expect(approvalPage.body).toMatch(/<bdi data-amount>[٠-٩٬]+٫[٠-٩]{2} دولار<\/bdi>/);
    expect(await readStatus(t, order)).toBe('pending');

    const approved = await t.app.inject({
      method: 'POST',
      url: '/local-vendors/paypal/checkoutnow',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${paypal.id}&decision=approve`,
    });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.searchParams.get('outcome')).toBe('approved');
    expect(back.searchParams.get('token')).toBe(paypal.id);
    expect(await readStatus(t, order)).toBe('authorized');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/buy_online/orders/${order.order_number}/confirm?token=${order.access_token}`,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('cancelling sends the buyer to the cancel address and the order stays unpaid', async () => {
    const { order, paypal } = await created(t.vehicleIds[1]!);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/local-vendors/paypal/checkoutnow',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${paypal.id}&decision=cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(new URL(cancelled.headers.location as string).searchParams.get('outcome')).toBe('cancelled');
    expect(await readStatus(t, order)).toBe('pending');
  });

  it('never sends the buyer to another host', async () => {
    const { paypal } = await created(t.vehicleIds[2]!);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/local-vendors/paypal/checkoutnow',
      headers: { host: 'evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${paypal.id}&decision=approve`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers.location).toBeUndefined();
  });
});

describe('local LiqPay stand-in (no LIQPAY keys)', () => {
  let t: BuyOnlineTestApp;
  beforeAll(async () => {
    t = await buildBuyOnlineTestApp('sqlite', { vendorType: 'LIQPAY', vehicles: 2 });
  });
  afterAll(() => t.close());

  async function checkout(vehicleId: number) {
    const order = await newOrder(t, vehicleId);
    const reply = await t.app.inject({
      url: liqpayCheckoutUrl(order, vehicleId, `http://${HOST}/en/showroom-order-online/checkout?vendor_return=liqpay`),
    });
    expect(reply.statusCode).toBe(200);
    return { order, form: reply.json().data as { url: string; data: string; signature: string } };
  }

  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('paying on the local checkout page posts the signed callback, then returns the buyer', async () => {
    const { order, form } = await checkout(t.vehicleIds[0]!);
    expect(form.url).toBe('/local-vendors/liqpay/checkout');
    const checkoutPage = await post(form.url, { data: form.data, signature: form.signature });
    expect(checkoutPage.statusCode).toBe(200);
    expect(checkoutPage.body).toContain('Decline the card');
    const paid = await post(`${form.url}/result`, { data: form.data, signature: form.signature, outcome: 'success' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain('vendor_return=liqpay');
    // A manual-capture hold: LiqPay's hold_wait, verified by the adapter, is "authorized".
    expect(await readStatus(t, order)).toBe('authorized');
  });

  it('a declined card fails the payment; a forged form is refused', async () => {
    const { order, form } = await checkout(t.vehicleIds[1]!);
    const forged = await post(form.url, { data: form.data, signature: 'forged' });
    expect(forged.statusCode).toBe(404);
    const declined = await post(`${form.url}/result`, { data: form.data, signature: form.signature, outcome: 'failure' });
    expect(declined.statusCode).toBe(303);
    expect(await readStatus(t, order)).toBe('failed');
  });
});
