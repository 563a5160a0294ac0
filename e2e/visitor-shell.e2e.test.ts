/**
 * What a visitor met on the family pages and the shell, in Chromium (that every picture of every
 * page loads is the page sweep's, e2e/page-sweep.e2e.test.ts):
 * - the exterior 360 turns after a short mouse drag, and by the arrow keys;
 * - the phone menu button states aria-expanded and names its panel (aria-controls);
 * - the cookie banner is the first thing Tab reaches, never covers the focused element, and the
 *   footer's "Cookie settings" button reopens the preferences after a choice
 *   (docs/cookie-consent.md, docs/site-shell.md).
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useVisitorSuite } from './support/lifecycle.js';

const TIMEOUT = 30_000;

describe('the visitor shell', () => {
  const suite = useVisitorSuite('visitor-shell');

  it('the exterior 360 turns after a short mouse drag, and by the arrow keys', async () => {
    const page = await suite.newPage(DESKTOP);
    await page.goto(`${suite.server.origin}/en/defender`);
    const stage = page.locator('lrdx-view-360[mode="exterior"] .lrdx-view360__stage').first();
    await stage.scrollIntoViewIfNeeded();
    await stage.locator('xpath=self::*[@role="slider"]').waitFor({ timeout: TIMEOUT });
    const frame = () => stage.getAttribute('aria-valuenow');
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    // A short drag (60 px) in small steps, as a hand moves a mouse.
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, y, { steps: 12 });
    await page.mouse.up();
    const afterDrag = await frame();
    expect(afterDrag).not.toBe('0');
    // Back the other way returns to the first frame.
    await page.mouse.move(box.x + box.width / 2 - 60, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y, { steps: 12 });
    await page.mouse.up();
    expect(await frame()).toBe('0');
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    expect(await frame()).toBe('1');
  });

  it('the phone menu button states whether it is open and names the panel it opens', async () => {
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.server.origin}/ku/about-us`);
    const button = page.locator('.lrdx-menu__button');
    await expect.poll(() => button.getAttribute('aria-expanded'), { timeout: TIMEOUT }).toBe('false');
    const panelId = await button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`#${panelId}`);
    expect(await button.innerText()).toContain('لیست');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    // The whole tree: the family pages and the pages nested under the stock and services entries.
    const hrefs = await panel.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of ['/ku/range-rover', '/ku/defender', '/ku/discovery', '/ku/electric', '/ku/reserve', '/ku/rent-a-car', '/ku/quizzes'])
      expect(hrefs).toContain(href);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the cookie banner is the first stop of Tab, never covers the focused element, and the footer reopens the settings', async () => {
    const page = await suite.newPage(PHONE);
    await page.goto(`${suite.server.origin}/ku/`);
    const banner = page.locator('.lrdx-consent__banner');
    await banner.waitFor({ state: 'visible', timeout: TIMEOUT });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.lrdx-consent__banner') !== null)).toBe(true);

    // Past the banner's own controls, every focused element of the page stays clear of it.
    const bannerTop = async () => (await banner.boundingBox())!.y;
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      const measure = () =>
        page.evaluate(() => {
          // A widget's control is focused inside its shadow root: the host is the whole widget, so measure the control itself.
          let element = document.activeElement as HTMLElement | null;
          while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
          if (!element || element.closest('.lrdx-consent__banner') || element === document.body) return null;
          const rect = element.getBoundingClientRect();
          return { bottom: rect.bottom, height: rect.height, label: element.textContent?.trim().slice(0, 40) ?? element.tagName };
        });
      const focused = await measure();
      if (!focused || focused.height === 0) continue;
      // The page scrolls smoothly (unless the visitor asks for reduced motion): the element is clear once it stops.
      const top = await bannerTop();
      await expect.poll(async () => (await measure())?.bottom ?? 0, { message: focused.label, timeout: 3000 }).toBeLessThanOrEqual(top + 1);
    }

    await page.locator('[data-consent-action="reject"]').click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    const reopen = page.locator('footer .lrdx-consent-reopen');
    await reopen.scrollIntoViewIfNeeded();
    expect(await reopen.innerText()).toBe('ڕێکخستنەکانی کووکی');
    await reopen.click();
    const dialog = page.locator('dialog.lrdx-consent__dialog');
    await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
  });
});
