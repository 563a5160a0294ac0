/**
 * Open redirects at the local PayPal and LiqPay stand-ins, on SQLite and PostgreSQL: every known
 * bypass shape (domain/testing/return-target-bypasses.ts) as the vendor's return, cancel or result
 * address, on this host and as given. A payment whose address is not http(s) is refused when it is
 * created; for the others, approving, cancelling, paying or declining sends the buyer only to a
 * path of this very host (domain/safe-return-path.ts), or nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_TARGET_BYPASSES } from '../../../domain/testing/return-target-bypasses.js';
import { testDialects } from '../../db/test-db.js';
import { TEST_COMPANY_UUID, TEST_FEE_MINOR } from '../../orders/testing/fixtures.js';
import { expectStaysOnSite, unescapeHtml } from '../../testing/same-origin.js';
import { buildBuyOnlineTestApp, liqpayCheckoutUrl, placeOrder, type BuyOnlineTestApp } from './testing/test-app.js';

describe.each(testDialects())('return addresses at the local payment stand-ins (%s)', (dialect) => {
  const HOST = 'shop.test';
  const ORIGIN = `http://${HOST}`;
  /** Each shape as the vendor's return address on this host, and as it is. */
  const ADDRESSES = RETURN_TARGET_BYPASSES.flatMap((b) => [
    { name: `${b.name}, on this host`, address: `${ORIGIN}${b.target.startsWith('/') ? '' : '/'}${b.target}` },
    { name: `${b.name}, as given`, address: b.target },
  ]);
  let paypal: BuyOnlineTestApp;
  let liqpay: BuyOnlineTestApp;

  beforeAll(async () => {
    paypal = await buildBuyOnlineTestApp(dialect, { vendorType: 'PAYPAL', vehicles: ADDRESSES.length });
    liqpay = await buildBuyOnlineTestApp(dialect, { vendorType: 'LIQPAY', vehicles: ADDRESSES.length });
  });
  afterAll(async () => {
    await paypal.close();
    await liqpay.close();
  });

  const newOrder = (t: BuyOnlineTestApp, vehicleId: number) =>
    placeOrder(t.app, vehicleId, { holder: `holder-${vehicleId}`, idempotencyKey: `return-address-order-${vehicleId}-abcdef` });

  const form = (t: BuyOnlineTestApp, url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  function expectNowhereElse(location: unknown, what: string) {
    if (location === undefined) return;
    expect(typeof location, what).toBe('string');
    expectStaysOnSite(location as string, ORIGIN, what);
  }

  it('PayPal: approving or cancelling sends the buyer only to this host', async () => {
    let accepted = 0;
    for (const [index, { name, address }] of ADDRESSES.entries()) {
      const vehicleId = paypal.vehicleIds[index]!;
      const order = await newOrder(paypal, vehicleId);
      const created = await paypal.app.inject({
        method: 'POST',
        url: `/buy_online/paypal/create_order?token=${order.access_token}`,
        payload: {
          order: {
            amount_value: TEST_FEE_MINOR / 100,
            amount_currency_code: 'USD',
            company_uuid: TEST_COMPANY_UUID,
            vehicle_id: vehicleId,
          },
          order_number: order.order_number,
          return_url: address,
          cancel_url: address,
        },
      });
      // An address that is not http(s) at all is refused when the payment is created.
      if (created.statusCode !== 201) continue;
      accepted += 1;
      const id = (created.json().data as { id: string }).id;
      for (const decision of ['cancel', 'approve']) {
        const answer = await form(paypal, '/local-vendors/paypal/checkoutnow', { token: id, decision });
        expectNowhereElse(answer.headers.location, `PayPal ${decision} (${name})`);
      }
    }
    expect(accepted).toBeGreaterThan(0);
  });

  it('LiqPay: paying, declining and cancelling send the buyer only to this host', async () => {
    let accepted = 0;
    for (const [index, { name, address }] of ADDRESSES.entries()) {
      const vehicleId = liqpay.vehicleIds[index]!;
      const order = await newOrder(liqpay, vehicleId);
      const reply = await liqpay.app.inject({ url: liqpayCheckoutUrl(order, vehicleId, address) });
      if (reply.statusCode !== 200) continue;
      accepted += 1;
      const data = reply.json().data as { url: string; data: string; signature: string };
      const page = await form(liqpay, data.url, { data: data.data, signature: data.signature });
      const cancel = /data-action="liqpay-cancel" href="([^"]+)"/.exec(page.body)?.[1];
      if (cancel !== undefined) expectStaysOnSite(unescapeHtml(cancel), ORIGIN, `LiqPay cancel link (${name})`);
      const paid = await form(liqpay, `${data.url}/result`, { data: data.data, signature: data.signature, outcome: 'success' });
      expectNowhereElse(paid.headers.location, `LiqPay result (${name})`);
    }
    expect(accepted).toBeGreaterThan(0);
  });
});
