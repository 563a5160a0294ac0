/**
 * The listings screen in the admin (docs/embedding.md, "For the brand: what a listing holds"), as
 * the brand's admin allows a retailer's site: signed in, a new site address is added to a listing
 * and the listing limited to one retailer's cars, and the same running server at once answers that
 * site's calls with CORS allowed and only that retailer's stock (no restart; docs/cms-api.md).
 * Run alone: npx vitest run --config vitest.e2e.config.ts e2e/cms-listings-screen.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { DESKTOP, useE2eSuite } from './support/lifecycle.js';

const DEALER_SITE = 'https://dealer-e2e.example';
/** The demo's Erbil retailer (server/seed/dealers.ts), whose own listing is `erbil-retailer`. */
const ERBIL = 'IQ-EBL-01';

describe('listings screen', () => {
  const suite = useE2eSuite({}, 'listings-screen');

  /** The listing's first page as `origin` calls it: status, CORS header, vehicle count or refusal code. */
  async function listingFrom(page: Page, key: string, origin?: string) {
    const reply = await page.request.get(`${suite.server.origin}/public_api/listing/${key}?items=1`, {
      headers: origin ? { Origin: origin } : {},
    });
    const body = (await reply.json()) as { meta?: { total: number }; error?: { code: string } };
    const allowed = reply.headers()['access-control-allow-origin'];
    return { status: reply.status(), allowed, total: body.meta?.total, code: body.error?.code };
  }

  it('allows a new site and forced dealer codes on a listing, served at once without a restart (ku)', async () => {
    const page = await suite.newPage(DESKTOP);
    const refused = await listingFrom(page, 'iraq', DEALER_SITE);
    // Refused, in an answer that page may read (docs/embedding.md, "Troubleshooting"), with no stock.
    expect(refused).toMatchObject({ status: 403, code: 'origin_not_allowed', total: undefined });
    const everyRetailer = (await listingFrom(page, 'iraq')).total ?? 0;
    const erbilOnly = (await listingFrom(page, 'erbil-retailer')).total ?? 0;
    expect(erbilOnly).toBeGreaterThan(0);
    expect(everyRetailer).toBeGreaterThan(erbilOnly);

    await signInAsDemoAdmin(page, suite.server, 'ku', 'admin');
    await page.getByRole('tab', { name: 'لیستەکان' }).click();
    await page.getByRole('button', { name: 'دەستکاری iraq' }).click();
    const form = page.getByRole('form', { name: 'دەستکاریکردن: iraq' });
    const origins = form.getByLabel('ئەو ماڵپەڕانەی ڕێگەیان پێدراوە پیشانی بدەن', { exact: true });
    await origins.fill(`${await origins.inputValue()}\n${DEALER_SITE}`);
    await form.getByLabel('تەنها ئۆتۆمبێلەکانی ئەم بریکارانە', { exact: true }).fill(ERBIL);
    await form.getByRole('button', { name: 'پاشەکەوتکردن', exact: true }).click();
    await page.getByText('پاشەکەوت کرا.', { exact: true }).waitFor();
    // The table shows the new site under the listing.
    await page.locator('tbody tr', { hasText: 'iraq' }).getByText(DEALER_SITE, { exact: true }).waitFor();

    // The same server, no restart: the new site is answered with CORS allowed at once, and the forced
    // dealer code limits the listing to the Erbil retailer's cars.
    // dealer code limits the listing to the Erbil retailer's cars once the listing index has followed
    // the stock version (within about a second).
    const allowed = await listingFrom(page, 'iraq', DEALER_SITE);
    expect(allowed).toMatchObject({ status: 200, allowed: DEALER_SITE });
    await expect.poll(async () => (await listingFrom(page, 'iraq', DEALER_SITE)).total, { timeout: 10_000 }).toBe(erbilOnly);

    // The form shows what was stored, and emptying the field drops the limit again.
    await page.reload();
    await page.getByRole('tab', { name: 'لیستەکان' }).click();
    await page.getByRole('button', { name: 'دەستکاری iraq' }).click();
    const forced = form.getByLabel('تەنها ئۆتۆمبێلەکانی ئەم بریکارانە', { exact: true });
    expect(await forced.inputValue()).toBe(ERBIL);
    await forced.fill('');
    await form.getByRole('button', { name: 'پاشەکەوتکردن', exact: true }).click();
    await page.getByText('پاشەکەوت کرا.', { exact: true }).waitFor();
    await expect.poll(async () => (await listingFrom(page, 'iraq', DEALER_SITE)).total, { timeout: 10_000 }).toBe(everyRetailer);
  });
});
