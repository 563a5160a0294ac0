/**
 * The online reservation as a visitor lives it, in Kurdish on the real product: reserve a car on
 * /ku/reserve with the local test card vendor to the thank-you screen, cancel it through the link
 * /ku/cancel-reservation?lead=<id>&token=<token> until it is cancelled, and the car is offered again;
 * and a hold that runs out
 * (SOFT_LOCK_SECONDS=20) ends in the soft-lock expired screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../server/db/connection.js';
import { seedReservationPages } from '../server/seed/reservation-pages-seed.js';
import { launchChromium } from './support/browser.js';
import { holdFirstCar, payDeposit } from './support/reservation.js';
import { startServer, type RunningServer } from './support/server.js';

const KURDISH_LETTERS = /[ێۆڕڵە]/;

/**
 * A server on a database file this test knows, with the reservation pages seeded into it (the
 * demo seed calls seedReservationPages too; running it again changes nothing).
 */
async function serverWithReservationPages(extraEnv: Record<string, string> = {}): Promise<{ server: RunningServer; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-e2e-reserve-'));
  const sqlitePath = join(dir, 'reserve.sqlite');
  const server = await startServer({ SQLITE_PATH: sqlitePath, ...extraEnv });
  const handle = openDatabase({ sqlitePath });
  try {
    await seedReservationPages(handle.db);
  } finally {
    await handle.close();
  }
  return { server, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('online reservation in Kurdish', () => {
  let server: RunningServer;
  let cleanup: () => void;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, cleanup } = await serverWithReservationPages());
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    cleanup?.();
  });

  it('reserves a car with the local test card and then cancels the reservation', async () => {
    const response = await page.goto(`${server.origin}/ku/reserve`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('h1').first().innerText()).toMatch(KURDISH_LETTERS);
    const landing = page.locator('lrdx-reservation [data-screen="landing"]');
    await landing.waitFor();
    expect(await landing.innerText()).toMatch(KURDISH_LETTERS);

    await holdFirstCar(page);
    expect(await page.locator('lrdx-reservation [data-soft-lock="countdown"]').isVisible()).toBe(true);
    await payDeposit(page);
    const thanks = page.locator('lrdx-reservation [data-screen="thank-you"]');
    await thanks.waitFor();
    expect(await thanks.innerText()).toMatch(/سوپاس[\s\S]*LRDX-[A-Z0-9]{8}/);
    // The receipt in short: the car, the fee, the retailer and what happens next (docs/buy-online.md).
    expect(await thanks.locator('[data-thank-you="fee"]').innerText()).toContain('دۆلار');
    expect(await thanks.locator('[data-thank-you="next-steps"] li').count()).toBe(3);

    const href = await page.locator('lrdx-reservation [data-action="cancel-link"]').getAttribute('href');
    expect(href).toMatch(/^\/ku\/cancel-reservation\?lead=[\w-]+&token=[\w-]{43}$/);
    const link = new URL(href ?? '', server.origin);
    const leadPath = `${server.origin}/api/leads/${link.searchParams.get('lead')}/salesforce_data`;
    // The lead opens only with its token.
    expect((await fetch(leadPath)).status).toBe(404);
    const lead = (await (await fetch(`${leadPath}?token=${link.searchParams.get('token')}`)).json()) as {
      data: { orders: { order_number: string; vehicle_id: number }[] };
    };
    const [order] = lead.data.orders;
    expect(order).toBeDefined();
    const holdBySomeoneElse = () =>
      fetch(`${server.origin}/buy_online/orders/init`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vehicle_id: order!.vehicle_id, holder: 'another-visitor-0001' }),
      });
    const reserved = await holdBySomeoneElse();
    expect(reserved.status).toBe(409);
    expect(((await reserved.json()) as { error: { code: string } }).error.code).toBe('vehicle_unavailable');

    // A link without its token opens nothing.
    await page.goto(`${server.origin}/ku/cancel-reservation?lead=${link.searchParams.get('lead')}`);
    await page.locator('lrdx-cancellation [data-screen="unavailable"]').waitFor();

    await page.goto(link.toString());
    await page.locator('lrdx-cancellation [data-action="cancel"]').click();
    await page.locator('lrdx-cancellation [data-action="confirm-cancel"]').click();
    const cancelled = page.locator('lrdx-cancellation [data-screen="cancelled"]');
    // The server's CRM worker (every 5 s) delivers the lead, then its cancellation.
    await cancelled.waitFor({ timeout: 40_000 });
    expect(await cancelled.innerText()).toContain('حیجزەکەت هەڵوەشێندرایەوە');

    // The car is offered again: the order shows cancelled, and someone else may now hold it.
    // (An order is read through its lead here: the order's own token stays with the widget that created it.)
    const afterLead = (await (await fetch(`${leadPath}?token=${link.searchParams.get('token')}`)).json()) as {
      data: { orders: { order_number: string; cancelled: boolean; payment_status: string }[] };
    };
    const after = afterLead.data.orders.find((row) => row.order_number === order!.order_number);
    expect(after).toMatchObject({ cancelled: true, payment_status: 'cancelled' });
    expect((await holdBySomeoneElse()).status).toBe(201);
  });
});

describe('a hold that runs out', () => {
  let server: RunningServer;
  let cleanup: () => void;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, cleanup } = await serverWithReservationPages({ SOFT_LOCK_SECONDS: '20' }));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    cleanup?.();
  });

  it('shows the soft-lock expired screen when the 20-second hold ends', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/ku/reserve`);
    await holdFirstCar(page);
    // Less than two minutes from the start: the warning offers an extension at once.
    await page.locator('lrdx-reservation dialog[data-dialog="soft-lock-warning"]').waitFor();
    const expired = page.locator('lrdx-reservation [data-soft-lock="expired"]');
    await expired.waitFor({ timeout: 40_000 });
    expect(await expired.innerText()).toMatch(KURDISH_LETTERS);
    expect(await page.evaluate(() => localStorage.getItem('sl_order_online_reservation'))).toBeNull();
  });
});

describe('reserving in Kurdish with the SMS phone check switched on', () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lrdx-e2e-verify-'));
    const sqlitePath = join(dir, 'verify.sqlite');
    // LOG_LEVEL info: the local SMS verifier writes the code to the server log.
    server = await startServer({ SQLITE_PATH: sqlitePath, LOG_LEVEL: 'info' });
    const handle = openDatabase({ sqlitePath });
    try {
      await seedReservationPages(handle.db);
      await handle.db.deleteFrom('settings').where('key', '=', 'buy_online.phone_verification').execute();
      await handle.db.insertInto('settings').values({ key: 'buy_online.phone_verification', value: 'required' }).execute();
    } finally {
      await handle.close();
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('verifies the number typed in Kurdish digits with the code from the SMS, then reserves', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/ku/reserve`);
    await holdFirstCar(page);
    await page.locator('lrdx-reservation #lrdx-field-firstName').fill('شوان');
    await page.locator('lrdx-reservation #lrdx-field-lastName').fill('کەریم');
    await page.locator('lrdx-reservation #lrdx-field-email').fill('shwan@example.com');
    await page.locator('lrdx-reservation #lrdx-field-phone').fill('٠٧٥٠ ١٢٣ ٤٥٦٧');
    await page.locator('lrdx-reservation #lrdx-terms').check();
    await page.locator('lrdx-reservation [data-action="submit"]').click();
    const phoneError = page.locator('lrdx-reservation #lrdx-field-phone-error');
    await expect.poll(() => phoneError.innerText()).toContain('پشتڕاست');

    await page.locator('lrdx-reservation [data-action="send-code"]').click();
    const codeLine = /\[local SMS\] verification code for \+9647501234567: (\d{6})/;
    await expect.poll(() => codeLine.test(server.output())).toBe(true);
    const code = codeLine.exec(server.output())?.[1] ?? '';
    const toKurdish = (digits: string) => digits.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    await page.locator('lrdx-reservation #lrdx-field-phone-code').fill(toKurdish(code));
    await page.locator('lrdx-reservation [data-action="verify-code"]').click();
    await page.locator('lrdx-reservation [data-verification="verified"]').waitFor();
    expect(await page.locator('lrdx-reservation #lrdx-field-phone-verification-status').innerText()).toContain('پشتڕاستکرایەوە');

    await page.locator('lrdx-reservation [data-action="submit"]').click();
    await page.locator('lrdx-reservation #lrdx-card').fill('4242 4242 4242 4242');
    await page.locator('lrdx-reservation [data-action="pay"]').click();
    await page.locator('lrdx-reservation [data-screen="thank-you"]').waitFor();
    await page.close();
  });
});
