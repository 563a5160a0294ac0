/**
 * Enquiry to CSV in Chromium against the real server: a visitor on a Kurdish vehicle page sends the
 * enquiry form from the modal (the vehicle and its retailer travel in hidden fields); an admin signs
 * in, finds the lead in the leads browser with its deliveries, exports the leads and downloads the
 * CSV, whose row holds the Kurdish text intact (UTF-8 with a BOM), the vehicle and the retailer.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { demoAdmin } from './support/demo-admin.js';
import { startServer, type RunningServer } from './support/server.js';

const FIRST_NAME = 'ئاراس';
const LAST_NAME = 'کەریمی';

describe('form leads: from the vehicle page to the admin CSV', () => {
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  let password: string;
  let vehicle: { id: number; dealer: string };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    ({ email, password } = demoAdmin(server));
    const listing = (await (await fetch(`${server.origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock`)).json()) as {
      data: { id: number; attributes: { dealer_code: string } }[];
    };
    const first = listing.data[0]!;
    vehicle = { id: first.id, dealer: first.attributes.dealer_code };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function sendEnquiry(page: Page) {
    await page.goto(`${server.origin}/ku/showroom/x-${vehicle.id}`);
    await page.locator('lrdx-showroom a[data-action="enquire"]').click();
    const form = page.locator('lrdx-form [data-screen="form"]');
    await form.waitFor({ timeout: 30_000 });
    await form.locator('[data-field="first_name"] input').fill(FIRST_NAME);
    await form.locator('[data-field="last_name"] input').fill(LAST_NAME);
    await form.locator('[data-field="email"] input').fill('aras@example.iq');
    await form.locator('[data-field="phone"] input').fill('٠٧٥٠١٢٣٤٥٦٧');
    await form.locator('[data-field="privacy"] input').check();
    await form.locator('button[data-action="submit"]').click();
    await page.locator('lrdx-form [data-screen="thank-you"]').waitFor({ timeout: 30_000 });
  }

  it('stores the enquiry with its hidden vehicle and retailer; the admin finds it, sees its deliveries and downloads the CSV', async () => {
    const visitor = await browser.newPage();
    await sendEnquiry(visitor);
    await visitor.close();

    const page = await browser.newPage({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.origin}/ku/admin#leads`);
    await page.getByLabel('ئیمەیڵ').fill(email);
    await page.getByLabel('وشەی نهێنی').fill(password);
    await Promise.all([page.waitForURL(/\/ku\/admin/), page.keyboard.press('Enter')]);
    // The sign-in returns to /ku/admin (users); the leads are a tab away.
    await page.getByRole('tab', { name: 'نامە وەرگیراوەکان' }).click();
    const formSelect = page.getByLabel('فۆرم', { exact: true });
    await formSelect.selectOption({ label: 'پرسیار دەربارەی ئۆتۆمبێل (کوردی)' });
    const row = page.locator('table[data-part="leads"] tbody tr', { hasText: FIRST_NAME });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button').click();
    const detail = page.locator('section.cms-lead');
    await detail.locator('tr[data-integration="crm"]').waitFor();
    expect(await detail.textContent()).toContain(vehicle.dealer);
    expect(await detail.textContent()).toContain(String(vehicle.id));

    await page.getByRole('button', { name: 'هەناردەکردن بۆ CSV' }).click();
    const downloadButton = page.getByRole('button', { name: 'داگرتنی CSV' });
    await downloadButton.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toContain('ناوی یەکەم');
    const lead = lines.find((line) => line.includes(FIRST_NAME));
    expect(lead).toBeDefined();
    expect(lead).toContain(`${FIRST_NAME},${LAST_NAME},aras@example.iq,"=""+9647501234567"""`);
    expect(lead).toContain(vehicle.dealer);
    await page.close();
  });
});
