/**
 * The site as a visitor sees it in Chromium: Kurdish, right-to-left, navigable, and an honest 404;
 * the same server in Arabic and English, with the header's language button between them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdFirstCar } from './support/reservation.js';
import { useE2eSuite } from './support/lifecycle.js';

const KURDISH_LETTERS = /[ێۆڕڵە]/;

describe('site under /ku/', () => {
  const suite = useE2eSuite({}, 'site');
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage();
  });

  it('redirects / to /ku/ and renders the home page right-to-left in Kurdish', async () => {
    const response = await page.goto(`${suite.server.origin}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ku/');
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('lang')).toBe('ckb');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await page.locator('main').innerText()).toMatch(KURDISH_LETTERS);
    expect(await page.title()).not.toBe('');
  });

  it('shows navigation entries from the database that lead to real pages', async () => {
    await page.goto(`${suite.server.origin}/ku/about-us`);
    const links = page.locator('header nav a');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const labels = await links.allInnerTexts();
    expect(labels.join(' ')).toMatch(KURDISH_LETTERS);
    // The stock entry holds each family's stock: a dropdown that also links the entry itself.
    await page.locator('header nav summary', { hasText: 'ئۆتۆمبێلە بەردەستەکان' }).first().click();
    expect(await page.locator('header nav a[href="/ku/stock?family=Defender"]').filter({ visible: true }).count()).toBe(1);
    await page.locator('header nav a[href="/ku/stock"]').filter({ visible: true }).first().click();
    await page.waitForURL(`${suite.server.origin}/ku/stock`);
    expect(await page.locator('main').innerText()).toMatch(KURDISH_LETTERS);
  });

  it('answers an unknown path with status 404 and the page-not-found view inside the layout', async () => {
    const response = await page.goto(`${suite.server.origin}/ku/no-such-page-here`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().innerText()).toContain('پەڕەکە نەدۆزرایەوە');
    expect(await page.locator('footer').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/ku/"]').count()).toBeGreaterThan(0);
  });

  it('is readable with JavaScript turned off', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${suite.server.origin}/ku/about-us`);
    expect(await noJs.locator('main').innerText()).toMatch(KURDISH_LETTERS);
    await context.close();
  });

  it.each([
    ['ku', 'ckb', 'rtl', 'ئامادە بۆ هەر ڕێگایەک'],
    ['ar', 'ar', 'rtl', 'جاهزة لكل طريق'],
    ['en', 'en', 'ltr', 'Ready for any road'],
  ])('serves the home page in %s with lang="%s" dir="%s"', async (language, htmlLang, dir, heading) => {
    const response = await page.goto(`${suite.server.origin}/${language}/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang);
    expect(await page.locator('html').getAttribute('dir')).toBe(dir);
    expect(await page.locator('h1').first().innerText()).toBe(heading);
    // Widgets on the page get the page's language.
    expect(await page.locator('lrdx-stock-locator').getAttribute('lang')).toBe(language);
  });

  it('switches language with the header button to the same page, and back', async () => {
    await page.goto(`${suite.server.origin}/ku/about-us`);
    await page.locator('header .lrdx-language a[hreflang="en"]').click();
    await page.waitForURL(`${suite.server.origin}/en/about-us`);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('h1').first().innerText()).toBe('Land Rover in Iraq');
    await page.locator('header .lrdx-language a[hreflang="ar"]').click();
    await page.waitForURL(`${suite.server.origin}/ar/about-us`);
    expect(await page.locator('h1').first().innerText()).toBe('لاند روفر في العراق');
    await page.locator('header .lrdx-language a[hreflang="ckb"]').click();
    await page.waitForURL(`${suite.server.origin}/ku/about-us`);
  });

  it('shows the language button disabled while a campaign parameter is in the URL', async () => {
    await page.goto(`${suite.server.origin}/en/about-us?utm_source=newsletter`);
    const entries = page.locator('header .lrdx-language__link');
    expect(await entries.count()).toBe(2);
    expect(await page.locator('header .lrdx-language a[href]').count()).toBe(0);
    expect(await entries.first().getAttribute('aria-disabled')).toBe('true');
    await entries.first().click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/en/about-us');
  });

  it('leads from a home page family to the stock locator filtered by that family', async () => {
    await page.goto(`${suite.server.origin}/en/`);
    await page.locator('main a[href="/en/stock?family=Defender"]').first().click();
    await page.waitForURL(`${suite.server.origin}/en/stock?family=Defender`);
    // The stock locator reads the family from the URL (the panel has no family toggle): every card is a Defender.
    const widget = page.locator('lrdx-stock-locator');
    const cards = widget.locator('li[data-vehicle-id]');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => widget.locator('section').first().getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    const titles = await cards.locator('h3').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Defender/);
  });

  it('links the reservation checkout to the terms page in its language, in a new tab', async () => {
    await page.goto(`${suite.server.origin}/en/reserve`);
    await holdFirstCar(page);
    const terms = page.locator('lrdx-reservation a.lrdx-terms-link');
    expect(await terms.getAttribute('target')).toBe('_blank');
    const href = (await terms.getAttribute('href')) ?? '';
    expect(new URL(href, suite.server.origin).pathname).toBe('/en/terms-conditions');
    const opened = await suite.browser.newPage();
    const response = await opened.goto(new URL(href, suite.server.origin).toString());
    expect(response?.status()).toBe(200);
    expect(await opened.locator('h1').first().innerText()).toBe('Terms and conditions');
    await opened.close();
    // The checkout with its hold is still there.
    expect(await page.locator('lrdx-reservation [data-screen="checkout"]').count()).toBe(1);
  });
});
