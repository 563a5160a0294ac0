/**
 * The content keeps room for the quick-links column from the first paint (docs/site-shell.md,
 * "Quick links"): on a laptop (1280×800) the gutters beside the column are 112 px before the bar
 * has been parsed, so they do not widen from 32 px when it arrives. The bar follows the footer; a
 * browser that paints while the rest of the page is still on its way is made certain here by holding
 * the parser just after </main> (a script the test adds there and answers 800 ms later). Measured
 * before the fix on /en/stock: one load in three shifted 0.30 (the heading and the list moved 80 px
 * toward the inline end), and with the parser held every load.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHIFT_RECORDER, type ShiftEntry } from './support/layout-shift.js';
import { useVisitorSuite } from './support/lifecycle.js';

const LAPTOP = { width: 1280, height: 800 } as const;
const HOLD = '/__hold-the-parser.js';

/** Serves the page with a parser-blocking script after </main>; its answer waits 800 ms. */
async function holdParserAfterMain(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}${HOLD}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__lrdxHeldGutter = getComputedStyle(document.querySelector(".lrdx-main")).getPropertyValue("--lrdx-gutter").trim();',
    });
  });
  await page.route(
    (url) => url.origin === origin && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      // The added script has no nonce: the test's copy of the page goes without its CSP.
      delete headers['content-security-policy'];
      delete headers['content-length'];
      delete headers['content-encoding'];
      const body = (await response.text()).replace('</main>', `</main><script src="${HOLD}"></script>`);
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

describe('the quick-links column on a laptop', () => {
  const suite = useVisitorSuite('fab-gutter');

  for (const path of ['/en/stock', '/ku/stock'])
    it(`${path}: the content's gutter is the column's from the first paint, and nothing shifts`, { timeout: 120_000 }, async () => {
      const page = await suite.newPage(LAPTOP);
      await holdParserAfterMain(page, suite.server.origin);
      await page.addInitScript(SHIFT_RECORDER);
      await page.goto(`${suite.server.origin}${path}`, { waitUntil: 'load' });
      await page.locator('lrdx-stock-locator .lrdx-price').first().waitFor({ state: 'attached', timeout: 60_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const seen = await page.evaluate(() => ({
        held: (window as unknown as { __lrdxHeldGutter?: string }).__lrdxHeldGutter,
        loaded: getComputedStyle(document.querySelector('.lrdx-main')!).getPropertyValue('--lrdx-gutter').trim(),
        fabShown: !document.querySelector<HTMLElement>('.lrdx-fab')!.hidden,
        shifts: (window as unknown as { __lrdxShifts: ShiftEntry[] }).__lrdxShifts,
      }));
      // Not a test that cannot fail: the bar is there and the parser was held before it.
      expect({ held: seen.held, fabShown: seen.fabShown }).toEqual({ held: 'calc(96px + 1rem)', fabShown: true });
      expect(seen.loaded).toBe('calc(96px + 1rem)');
      const headingShifts = seen.shifts.filter((shift) => shift.sources.some((source) => source.startsWith('H1')));
      expect(headingShifts).toEqual([]);
      expect(seen.shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.05);
      await page.context().close();
    });
});
