/**
 * A retailer's own site (the second origin, examples/dealer-site) with the reservation and
 * cancellation elements pasted in: a visitor reserves a car with a deposit in Kurdish, follows the
 * cancellation link to the retailer's cancellation page, cancels, and the car is offered again.
 * Every call crosses origins, so this also proves the CORS of the lead and buy-online routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { holdFirstCar, payDeposit } from './support/reservation.js';
import { startServer, type RunningServer } from './support/server.js';

const KURDISH_LETTERS = /[ێۆڕڵە]/;

describe('reserving and cancelling on a retailer page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const blocked: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) blocked.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reserves in Kurdish with the local test card, then cancels on the retailer cancellation page', async () => {
    await page.goto(`${server.examplesOrigin}/dealer-site/reservation.html`);
    const landing = page.locator('lrdx-reservation [data-screen="landing"]');
    await landing.waitFor({ timeout: 30_000 });
    expect(await landing.innerText()).toMatch(KURDISH_LETTERS);
    await holdFirstCar(page);
    await payDeposit(page);
    const thanks = page.locator('lrdx-reservation [data-screen="thank-you"]');
    await thanks.waitFor({ timeout: 30_000 });
    expect(await thanks.innerText()).toMatch(/LRDX-[A-Z0-9]{8}/);

    const link = page.locator('lrdx-reservation [data-action="cancel-link"]');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\.\/cancel\.html\?lead=[\w-]+&token=[\w-]{43}$/);
    const target = new URL(href, page.url());
    expect(target.origin).toBe(server.examplesOrigin);
    const order = (await (
      await fetch(`${server.origin}/api/leads/${target.searchParams.get('lead')}/salesforce_data?token=${target.searchParams.get('token')}`)
    ).json()) as {
      data: { orders: { order_number: string; vehicle_id: number }[] };
    };
    const vehicleId = order.data.orders[0]?.vehicle_id;
    expect(vehicleId).toBeGreaterThan(0);

    await link.click();
    await page.waitForURL(/cancel\.html/);
    await page.locator('lrdx-cancellation [data-action="cancel"]').click({ timeout: 30_000 });
    await page.locator('lrdx-cancellation [data-action="confirm-cancel"]').click();
    const cancelled = page.locator('lrdx-cancellation [data-screen="cancelled"]');
    await cancelled.waitFor({ timeout: 40_000 });
    expect(await cancelled.innerText()).toMatch(KURDISH_LETTERS);

    const again = await fetch(`${server.origin}/buy_online/orders/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vehicle_id: vehicleId, holder: 'the-next-visitor-01' }),
    });
    expect(again.status).toBe(201);
    expect(blocked).toEqual([]);
  });
});
