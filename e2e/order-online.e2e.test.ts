/**
 * Order online end to end, in Debian's Chromium against the real server: from a vehicle page to a
 * confirmed reservation with the local test card vendor, cancelled from its receipt's link; a declined card and a retry; a reload
 * mid-checkout that resumes; a free reservation (NO_PAYMENT_JAPAN, set in the test's database as
 * an admin would set it); the order on a retailer's page; and, on a server whose soft locks last
 * 20 seconds, the warning, an extension and the soft-lock-expired screen.
 */
import { describe, expect, it } from 'vitest';
import { showroomPath } from '../domain/showroom-slug.js';
import { TIMEOUT, at, chooseDetails, holdAndFill, orderNumberShown, payWith, reservable, useReservable } from './support/order-online.js';
import { useE2eSuite } from './support/lifecycle.js';

/** The order's access token the journey keeps in the page's storage (reading an order needs it). */
async function orderTokenOf(page: import('playwright-core').Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('sl_order_online_reservation'));
  return encodeURIComponent((JSON.parse(raw ?? '{}') as { orderToken?: string }).orderToken ?? '');
}

describe('order online (default 15-minute soft lock)', () => {
  const suite = useE2eSuite({}, 'oo');
  const vehicles = useReservable(suite);

  it('from a vehicle page to a confirmed reservation, paid with the local test card', async () => {
    const vehicle = vehicles[0]!;
    const page = await suite.newPage();
    await page.goto(`${suite.server.origin}${showroomPath(vehicle)}`);
    // The visible one: the phone action bar (hidden at this width) links to the same page.
    const link = page.locator(`a[href*="/showroom-order-online/vehicle/${vehicle.id}"]:visible`).first();
    await link.click({ timeout: TIMEOUT });
    await page.waitForURL(`**/ku/showroom-order-online/vehicle/${vehicle.id}`);
    await chooseDetails(page);
    await page.waitForURL('**/ku/showroom-order-online/checkout');
    await holdAndFill(page);
    await expect.poll(() => page.locator('lrdx-order-online [data-soft-lock="time"]').textContent()).toMatch(/^[٠-٩]{2}:[٠-٩]{2}$/);
    await payWith(page, '4242 4242 4242 4242');
    const number = await orderNumberShown(page);
    expect(number).toMatch(/^LRDX-[0-9A-Z]{8}$/);
    await page.waitForURL('**/ku/showroom-order-online/success');
    // The success page is the receipt in short, in Kurdish: the car, the deposit, the retailer to call, what happens next.
    const success = page.locator('lrdx-order-online [data-order="success"]');
    expect(await success.locator('[data-order="car"]').textContent()).toContain(vehicle.attributes.model);
    expect(await success.locator('[data-order="deposit"]').textContent()).not.toMatch(/[0-9]/);
    expect(await success.locator('[data-order="retailer-phone"]').getAttribute('href')).toMatch(/^tel:\+?[0-9]+$/);
    expect(await success.locator('[data-order="next-steps"] li').count()).toBe(4);
    expect(await success.locator('[data-action="receipt"]').getAttribute('href')).toContain(
      `/ku/showroom-order-online/confirmation/${number}?token=`,
    );
    // The confirmation route renders the order on the suite.server.
    const html = await (
      await fetch(`${suite.server.origin}/ku/showroom-order-online/confirmation/${number}?token=${await orderTokenOf(page)}`)
    ).text();
    // Without the order's token the page is the 404 of an unknown order.
    expect((await fetch(`${suite.server.origin}/ku/showroom-order-online/confirmation/${number}`)).status).toBe(404);
    expect(html).toContain(number);
    expect(html).toContain(vehicle.attributes.vin);
    expect(html).not.toMatch(/<link rel="canonical"/);
    expect((await fetch(`${suite.server.origin}/ku/showroom-order-online/confirmation/LRDX-ZZZZZZZZ`)).status).toBe(404);
    await expect.poll(async () => (await reservable(suite.server)).some((v) => v.id === vehicle.id), { timeout: TIMEOUT }).toBe(false);

    // The receipt's cancellation link (this order has no lead) opens the cancellation page with the
    // order's token; cancelling there gives the car back to stock.
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/confirmation/${number}?token=${await orderTokenOf(page)}`);
    await page.locator('[data-order="cancel-link"]').click();
    await page.waitForURL(`**/ku/cancel-reservation?order=${number}&token=*`);
    await page.locator('lrdx-cancellation [data-action="cancel"]').click({ timeout: TIMEOUT });
    await page.locator('lrdx-cancellation [data-action="confirm-cancel"]').click({ timeout: TIMEOUT });
    await page.locator('lrdx-cancellation [data-screen="cancelled"]').waitFor({ timeout: TIMEOUT });
    // (The screen is in the element's shadow root, which the host's own textContent leaves out.)
    expect(await page.locator('lrdx-cancellation [data-screen="cancelled"]').textContent()).toContain('حیجزەکەت هەڵوەشێندرایەوە');
    // It says what became of the deposit (the local test card holds or takes it; either way it is stated).
    expect(await page.locator('lrdx-cancellation [data-deposit]').getAttribute('data-deposit')).toMatch(/^(authorized|cancelled|paid)$/);
    await expect.poll(async () => (await reservable(suite.server)).some((v) => v.id === vehicle.id), { timeout: TIMEOUT }).toBe(true);
    // The receipt now says the reservation was cancelled, without the link.
    await page.goBack();
    await page.reload();
    await page.locator('[data-order="cancelled"]').waitFor({ timeout: TIMEOUT });
  });

  it('a declined card says it was declined (not a system error); another card confirms', async () => {
    const vehicle = vehicles[1]!;
    const page = await suite.newPage();
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicle.id}`);
    await chooseDetails(page);
    await holdAndFill(page);
    await payWith(page, '4000000000000002');
    await at(page, 'checkout', 'paymentError');
    const declined = page.locator('lrdx-order-online [data-order="card-declined"]');
    await expect.poll(() => declined.textContent()).toContain('کارتەکەت ڕەتکرایەوە');
    expect(await declined.textContent()).not.toContain('هەڵەیەک ڕوویدا');
    await page.locator('lrdx-order-online [data-action="retry-card"]').click();
    await payWith(page, '4242424242424242');
    expect(await orderNumberShown(page)).toMatch(/^LRDX-/);
  });

  it('a reload mid-checkout resumes the form and the lock', async () => {
    const vehicle = vehicles[2]!;
    const page = await suite.newPage();
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicle.id}`);
    await chooseDetails(page);
    await at(page, 'checkout', 'lockInit');
    await page.locator('lrdx-order-online [data-action="soft-lock-confirm"]').click();
    await at(page, 'checkout', 'form');
    await page.locator('lrdx-order-online #firstName').fill('ئاڤا');
    const lock = await page.evaluate(() => localStorage.getItem('sl_order_online_soft_lock'));
    await page.reload();
    await at(page, 'checkout', 'form');
    expect(await page.locator('lrdx-order-online #firstName').inputValue()).toBe('ئاڤا');
    expect(await page.evaluate(() => localStorage.getItem('sl_order_online_soft_lock'))).toBe(lock);
  });

  it('a free reservation (NO_PAYMENT_JAPAN) has no payment step', async () => {
    const previous = suite.withDatabase(
      (db) => (db.prepare('SELECT value FROM settings WHERE key = ?').get('buy_online.payment_config') as { value: string }).value,
    );
    suite.useVendor('NO_PAYMENT_JAPAN');
    try {
      const vehicle = vehicles[3]!;
      const page = await suite.newPage();
      await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicle.id}`);
      await expect
        .poll(() => page.locator('lrdx-order-online [data-order="fee"]').textContent(), { timeout: TIMEOUT })
        .toBe('حیجزکردن بەخۆڕاییە.');
      await chooseDetails(page);
      await holdAndFill(page);
      const number = await orderNumberShown(page);
      const order = (await (
        await fetch(`${suite.server.origin}/buy_online/orders/${number}?token=${await orderTokenOf(page)}`)
      ).json()) as {
        data: { free_reservation: boolean; confirmed_at: string | null };
      };
      expect(order.data.free_reservation).toBe(true);
      expect(order.data.confirmed_at).not.toBeNull();
    } finally {
      suite.withDatabase((db) => db.prepare('UPDATE settings SET value = ? WHERE key = ?').run(previous, 'buy_online.payment_config'));
    }
  });

  it('works on a retailer page on another origin (CORS for locks, orders and payments)', async () => {
    const vehicle = vehicles[4]!;
    const page = await suite.newPage();
    await page.goto(`${suite.server.examplesOrigin}/dealer-site/reserve.html?vehicle-id=${vehicle.id}`);
    await chooseDetails(page);
    await holdAndFill(page);
    await payWith(page, '4242424242424242');
    expect(await orderNumberShown(page)).toMatch(/^LRDX-/);
  });
});

describe('order online with a 20-second soft lock', () => {
  const suite = useE2eSuite({ SOFT_LOCK_SECONDS: '20' }, 'oo-lock');

  it('warns at once (under two minutes), extends on request, then shows the soft-lock-expired screen', async () => {
    const vehicle = (await reservable(suite.server))[0]!;
    const page = await suite.newPage();
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicle.id}`);
    await chooseDetails(page);
    await at(page, 'checkout', 'lockInit');
    await page.locator('lrdx-order-online [data-action="soft-lock-confirm"]').click();
    const extend = page.locator('lrdx-order-online [data-action="soft-lock-extend"]');
    await extend.click({ timeout: TIMEOUT });
    // Extended by the same holder: still held, and the warning comes back (20 s < 2 min).
    await at(page, 'checkout', 'form');
    await page.locator('lrdx-order-online dialog[data-dialog="soft-lock-warning"] [data-action="close"]').click({ timeout: TIMEOUT });
    await at(page, 'checkout', 'expired');
    await expect.poll(() => page.locator('lrdx-order-online [data-soft-lock="expired"]').isVisible(), { timeout: TIMEOUT }).toBe(true);
    // Rebooking: the car is still free, so a new hold can be taken.
    await page.locator('lrdx-order-online [data-action="soft-lock-reattempt"]').click();
    await at(page, 'checkout', 'lockInit');
  });
});
