/**
 * The vehicle page in Chromium against the real server: an old link redirects to the current
 * slug, the page carries JSON-LD, the widget enhances the server-rendered content (gallery by
 * keyboard), saving stores the vehicle, and axe finds no violations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.js';
import { useVisitorSuite } from './support/lifecycle.js';

describe('vehicle page (showroom)', () => {
  const suite = useVisitorSuite('showroom');
  let page: Page;
  let vehicleId = 0;

  beforeAll(async () => {
    page = await suite.browser.newPage();
    const listing = (await (await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock`)).json()) as {
      data: { id: number }[];
    };
    vehicleId = listing.data[0]?.id ?? 0;
    expect(vehicleId).toBeGreaterThan(0);
  });

  it('redirects a link with an outdated slug to the vehicle page and shows JSON-LD', async () => {
    const response = await page.goto(`${suite.server.origin}/ku/showroom/old-${vehicleId}`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(new RegExp(`/ku/showroom/[a-z0-9-]+-${vehicleId}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Car');
    expect(jsonLd.offers['@type']).toBe('Offer');
    expect(jsonLd.offers.seller['@type']).toBe('AutoDealer');
    expect(await page.title()).toMatch(/ — (Land Rover|Jaguar)$/);
  });

  it('draws the widget on the server and loads nothing of it before the first touch', async () => {
    const other = await suite.browser.newPage();
    const bundles: string[] = [];
    other.on('request', (request) => {
      if (/\/widgets\/showroom-[^/]+\.js$/.test(request.url())) bundles.push(request.url());
    });
    await other.goto(`${suite.server.origin}/ku/showroom/old-${vehicleId}`, { waitUntil: 'load' });
    await other.locator('lrdx-showroom .lrdx-gallery__viewport').waitFor({ timeout: 20_000 });
    await other.waitForLoadState('networkidle');
    expect(bundles).toEqual([]);
    expect(await other.evaluate(() => customElements.get('lrdx-showroom') === undefined)).toBe(true);
    await other.close();
  });

  it('keeps the keys and buttons pressed before the take-over: arrow keys on the gallery, the next-photo button', async () => {
    const viewport = page.locator('lrdx-showroom .lrdx-gallery__viewport');
    await viewport.waitFor({ timeout: 20_000 });
    // Focus is the first touch (the import starts); the keys come before the widget can answer them.
    await viewport.focus();
    await page.keyboard.press('ArrowLeft'); // next photo in a right-to-left page
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewport.getAttribute('data-index'), { timeout: 30_000 }).toBe('2');
    await page.keyboard.press('Home');
    await expect.poll(() => viewport.getAttribute('data-index'), { timeout: 5_000 }).toBe('0');
  });

  it('presses again a next-photo button pressed (by keyboard) before the take-over', async () => {
    const other = await suite.browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await other.route(/\/widgets\/showroom-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // 'load': the loader (an async module script) listens by then; the press comes after it and
    // before the held widget, which is the window this test is about.
    await other.goto(`${suite.server.origin}/ku/showroom/old-${vehicleId}`, { waitUntil: 'load' });
    const next = other.locator('lrdx-showroom button[data-action="next-photo"]');
    await next.focus();
    await other.keyboard.press('Enter');
    const viewport = other.locator('lrdx-showroom .lrdx-gallery__viewport');
    expect(await viewport.getAttribute('data-index')).toBe('0');
    expect(await other.evaluate(() => customElements.get('lrdx-showroom') === undefined)).toBe(true);
    release();
    await expect.poll(() => viewport.getAttribute('data-index'), { timeout: 30_000 }).toBe('1');
    await other.close();
  });

  it('saves the vehicle in sl_product_page_data', async () => {
    const save = page.locator('lrdx-showroom button[data-action="save"]');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    const stored = await page.evaluate(() => localStorage.getItem('sl_product_page_data'));
    expect(JSON.parse(stored ?? '{}').savedCarsIDs).toContain(vehicleId);
    // Still saved after a reload: the widget reads the stored list when it takes over (the
    // server's screen cannot know it), on the visitor's first touch.
    await page.reload();
    await page.locator('lrdx-showroom .lrdx-gallery__viewport').focus();
    await expect
      .poll(() => page.locator('lrdx-showroom button[data-action="save"]').getAttribute('aria-pressed'), { timeout: 20_000 })
      .toBe('true');
  });

  it('has no accessibility violations (axe)', async () => {
    await page.locator('lrdx-showroom .lrdx-specs').waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('answers an unknown vehicle with the not-found page', async () => {
    const response = await page.goto(`${suite.server.origin}/ku/showroom/missing-99999999`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('.lrdx-not-found').count()).toBe(1);
  });
});
