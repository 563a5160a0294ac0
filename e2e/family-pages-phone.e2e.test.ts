/**
 * The family pages on a phone (390×844, touch) in Kurdish, Arabic and English: scrolled from top to
 * bottom in steps, the page never gets wider than the screen nor moves sideways, before and after
 * the "available now" stock carousel below the fold has loaded its cars. Each carousel clips what
 * lies beyond it, its visually hidden labels included (docs/site-shell.md, "Carousels clip").
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, useVisitorSuite } from './support/lifecycle.js';
import { geometry } from './support/page-geometry.js';

const TIMEOUT = 30_000;
const FAMILIES = ['range-rover', 'defender', 'discovery'] as const;
const LANGUAGES = ['ku', 'ar', 'en'] as const;

/** Scrolls from the top to the bottom, 600 px at a time, checking the page's width at every step. */
async function scrollThrough(page: Page, where: string): Promise<void> {
  await page.evaluate(() => scrollTo(0, 0));
  for (let step = 0; ; step++) {
    const now = await geometry(page);
    const at = `${where}, step ${step} (scrollY ${now.scrollY})`;
    expect({ at, scrollWidth: now.scrollWidth, innerWidth: now.innerWidth, scrollX: now.scrollX }).toEqual({
      at,
      scrollWidth: PHONE.width,
      innerWidth: PHONE.width,
      scrollX: 0,
    });
    if (now.atBottom) return;
    // A visitor's wheel (touch scrolling has no playwright-core call): scrolled by the browser, not set.
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(
      (from) => scrollY !== from || scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
      now.scrollY,
    );
  }
}

describe('family pages on a phone', () => {
  const suite = useVisitorSuite('family-phone');

  for (const language of LANGUAGES)
    for (const family of FAMILIES)
      it(`/${language}/${family} stays one screen wide while its stock carousel loads`, async () => {
        const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
        try {
          const page = await context.newPage();
          await page.goto(`${suite.server.origin}/${language}/${family}`);
          await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
          await scrollThrough(page, 'first scroll');
          // Every carousel has its cars now (the visit above brought it within reach, so it loaded).
          const carousels = page.locator('lrdx-stock-carousel');
          expect(await carousels.count()).toBeGreaterThan(0);
          for (const carousel of await carousels.all())
            await carousel.locator('li.lrdx-card:not(.lrdx-skeleton)').first().waitFor({ state: 'attached', timeout: TIMEOUT });
          await scrollThrough(page, 'with the cars loaded');
          // And at the carousel itself, where the page jumped sideways.
          await carousels.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
          const there = await geometry(page);
          expect({ scrollWidth: there.scrollWidth, scrollX: there.scrollX }).toEqual({ scrollWidth: PHONE.width, scrollX: 0 });
        } finally {
          await context.close();
        }
      });
});
