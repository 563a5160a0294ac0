/**
 * Two tabs of one browser on the same order (docs/buy-online.md, "Two tabs on one order": they must not corrupt
 * it), in Debian's Chromium against the real server: the tabs follow each other's choices and hold
 * through `storage` events, both may pay at once, and there is exactly one order and one payment;
 * both end on the same confirmation and storage holds whole, parseable values.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseOrderOnlineData, parseReservationRecord } from '../domain/order-online-storage.js';
import { launchChromium } from './support/browser.js';
import { TIMEOUT, at, orderNumberShown, reservable } from './support/order-online.js';
import { startServer, type RunningServer } from './support/server.js';

/** The order's access token the journey keeps in the page's storage (reading an order needs it). */
async function orderTokenOf(page: import('playwright-core').Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('sl_order_online_reservation'));
  return encodeURIComponent((JSON.parse(raw ?? '{}') as { orderToken?: string }).orderToken ?? '');
}

const inWidget = (page: Page, selector: string) => page.locator(`lrdx-order-online ${selector}`);
const storedItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function fillDetails(page: Page) {
  await inWidget(page, '#firstName').fill('ئاڤا');
  await inWidget(page, '#lastName').fill('کەریم');
  await inWidget(page, '#email').fill('ava@example.iq');
  await inWidget(page, '#phone').fill('+964 750 123 4567');
  await inWidget(page, '#terms').check();
}

/** From the steps page to checkout: takes the hold and types the details, without sending them yet. */
async function holdAndType(page: Page) {
  await inWidget(page, '[data-action="continue"]').click();
  await at(page, 'checkout', 'lockInit');
  await inWidget(page, '[data-action="soft-lock-confirm"]').click();
  await at(page, 'checkout', 'form');
  await fillDetails(page);
}

describe('order online in two tabs of one browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  let sqlitePath: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lrdx-e2e-tabs-'));
    sqlitePath = join(dir, 'tabs.sqlite');
    server = await startServer({ SQLITE_PATH: sqlitePath });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the tabs follow each other, both pay at once, and there is one order and one payment', async () => {
    const vehicle = (await reservable(server))[0]!;
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    const orderPosts = new Map<Page, number>([
      [a, 0],
      [b, 0],
    ]);
    for (const page of [a, b])
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/buy_online/orders')
          orderPosts.set(page, orderPosts.get(page)! + 1);
      });
    const url = `${server.origin}/ku/showroom-order-online/vehicle/${vehicle.id}`;
    await a.goto(url);
    await at(a, 'steps');
    await b.goto(url);
    await at(b, 'steps');

    // A's choices appear in B.
    await inWidget(a, 'input[name="payment-option"][value="cash"]').check();
    await inWidget(a, '#location').selectOption({ index: 1 });
    const retailer = await inWidget(a, '#location').inputValue();
    await expect.poll(() => inWidget(b, '#location').inputValue(), { timeout: TIMEOUT }).toBe(retailer);
    await inWidget(a, 'input[name="payment-option"][value="lease"]').check();
    await expect.poll(() => inWidget(b, 'input[name="payment-option"][value="lease"]').isChecked(), { timeout: TIMEOUT }).toBe(true);

    // B goes to checkout and takes the hold; A follows the hold: no second init, straight to the form.
    await holdAndType(b);
    await inWidget(a, '[data-action="continue"]').click();
    await at(a, 'checkout', 'form');
    // B's typing reached A.
    await expect.poll(() => inWidget(a, '#email').inputValue(), { timeout: TIMEOUT }).toBe('ava@example.iq');
    const lock = JSON.parse((await storedItem(a, 'sl_order_online_soft_lock')) ?? 'null') as { holder: string; lockId: string } | null;
    expect(lock?.lockId).toBeTruthy();

    // Both tabs submit and pay at the same moment.
    if (!(await inWidget(a, '#terms').isChecked())) await inWidget(a, '#terms').check();
    await inWidget(a, '[data-action="submit-details"]').click();
    await inWidget(b, '[data-action="submit-details"]').click();
    await at(a, 'checkout', 'payment');
    await at(b, 'checkout', 'payment');
    await inWidget(a, '#card-number').fill('4242 4242 4242 4242');
    await inWidget(b, '#card-number').fill('4242 4242 4242 4242');
    // In the same moment (a pointer click waits for actionability, and the other tab may finish first).
    const press = (page: Page) => inWidget(page, '[data-action="pay"]').evaluate((button) => (button as HTMLButtonElement).click());
    await Promise.all([press(a), press(b)]);

    const [numberA, numberB] = await Promise.all([orderNumberShown(a), orderNumberShown(b)]);
    expect(numberA).toMatch(/^LRDX-[0-9A-Z]{8}$/);
    expect(numberB).toBe(numberA);
    // Each tab asked for the order at most once (same idempotency key), and the server made one
    // (below). Usually both ask; on a busy machine one tab's answer can reach the other through
    // storage before that one has sent its own, and it then follows without asking.
    const posts = [orderPosts.get(a)!, orderPosts.get(b)!];
    expect(posts.every((count) => count <= 1) && posts.some((count) => count === 1), `order requests ${posts.join(', ')}`).toBe(true);

    const db = new Database(sqlitePath, { readonly: true });
    try {
      const orders = db.prepare('SELECT order_number, payment_status, confirmed_at FROM orders WHERE vehicle_id = ?').all(vehicle.id) as {
        order_number: string;
        payment_status: string;
        confirmed_at: string | null;
      }[];
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ order_number: numberA });
      expect(orders[0]!.confirmed_at).not.toBeNull();
      const payments = db.prepare('SELECT count(*) AS n FROM local_test_payments WHERE order_number = ?').get(numberA) as { n: number };
      expect(payments.n).toBe(1);
    } finally {
      db.close();
    }
    const order = (await (await fetch(`${server.origin}/buy_online/orders/${numberA}?token=${await orderTokenOf(a)}`)).json()) as {
      data: { vehicle_id: number };
    };
    expect(order.data.vehicle_id).toBe(vehicle.id);

    // Storage: whole values that parse; choices cleared, the confirmation kept, the hold gone.
    for (const page of [a, b]) {
      const rawData = await storedItem(page, 'sl_order_online_data');
      expect(() => JSON.parse(rawData ?? '')).not.toThrow();
      expect(parseOrderOnlineData(rawData)).toMatchObject({ vehicleId: null, customerData: null, paymentOptionsData: null });
      expect(Object.keys(JSON.parse(rawData ?? '{}') as object).sort()).toEqual(Object.keys(parseOrderOnlineData(null)).sort());
      expect(parseReservationRecord(await storedItem(page, 'sl_order_online_reservation'))).toEqual({
        vehicleId: vehicle.id,
        attempt: 1,
        orderNumber: numberA,
        // The order's access token, kept beside its number (it read and confirmed the order above).
        orderToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        confirmed: true,
      });
      expect(await storedItem(page, 'sl_order_online_soft_lock')).toBeNull();
    }
    await context.close();
  });

  it('a tab left on the steps page shows the confirmation made in the other tab', async () => {
    const vehicle = (await reservable(server))[1]!;
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    const url = `${server.origin}/ku/showroom-order-online/vehicle/${vehicle.id}`;
    await a.goto(url);
    await b.goto(url);
    await at(a, 'steps');
    await at(b, 'steps');
    await inWidget(b, 'input[name="payment-option"][value="cash"]').check();
    await inWidget(b, '#location').selectOption({ index: 1 });
    await holdAndType(b);
    await inWidget(b, '[data-action="submit-details"]').click();
    await at(b, 'checkout', 'payment');
    await inWidget(b, '#card-number').fill('4242424242424242');
    await inWidget(b, '[data-action="pay"]').click();
    const number = await orderNumberShown(b);
    // A never submitted anything, and is told the order is done instead of offering a second one.
    expect(await orderNumberShown(a)).toBe(number);
    const db = new Database(sqlitePath, { readonly: true });
    try {
      expect((db.prepare('SELECT count(*) AS n FROM orders WHERE vehicle_id = ?').get(vehicle.id) as { n: number }).n).toBe(1);
    } finally {
      db.close();
    }
    await context.close();
  });
});
