/** The site as a visitor sees it in Chromium: Kurdish, right-to-left, navigable, and an honest 404. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const KURDISH_LETTERS = /[ێۆڕڵە]/;

describe('site under /ku/', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('redirects / to /ku/ and renders the home page right-to-left in Kurdish', async () => {
    const response = await page.goto(`${server.origin}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ku/');
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('lang')).toBe('ckb');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await page.locator('main').innerText()).toMatch(KURDISH_LETTERS);
    expect(await page.title()).not.toBe('');
  });

  it('shows navigation entries from the database that lead to real pages', async () => {
    await page.goto(`${server.origin}/ku/about-us`);
    const links = page.locator('header nav a');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const labels = await links.allInnerTexts();
    expect(labels.join(' ')).toMatch(KURDISH_LETTERS);
    const target = page.locator('header nav a[href="/ku/stock"]');
    await target.first().click();
    await page.waitForURL(`${server.origin}/ku/stock`);
    expect(await page.locator('main').innerText()).toMatch(KURDISH_LETTERS);
  });

  it('answers an unknown path with status 404 and the page-not-found view inside the layout', async () => {
    const response = await page.goto(`${server.origin}/ku/no-such-page-here`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().innerText()).toContain('پەڕەکە نەدۆزرایەوە');
    expect(await page.locator('footer').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/ku/"]').count()).toBeGreaterThan(0);
  });

  it('is readable with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${server.origin}/ku/about-us`);
    expect(await noJs.locator('main').innerText()).toMatch(KURDISH_LETTERS);
    await context.close();
  });
});
