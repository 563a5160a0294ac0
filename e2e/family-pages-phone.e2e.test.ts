/**
 * The family pages on a phone (390×844, touch) in Kurdish, Arabic and English: scrolled from top to
 * bottom in steps, the page never gets wider than the screen nor moves sideways, before and after
 * the "available now" stock carousel below the fold has loaded its cars. Each carousel clips what
 * lies beyond it, its visually hidden labels included (docs/site-shell.md, "Carousels clip"). In
 * Kurdish and English the carousel is then touched, so its widget takes over the server-drawn
 * cards, and it must still show whole cards in view with the page one screen wide.
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

/** The languages in which the carousel is touched too: one right to left, one left to right. */
const TOUCHED: readonly string[] = ['ku', 'en'];

/**
 * What the carousel shows in the view now: its row's box, and the cards (not skeletons) of which at
 * least half lies inside both the row and the screen, with their text and whether their picture is drawn.
 */
function carouselView(element: Element) {
  const root = element.shadowRoot;
  const row = root?.querySelector('.lrdx-carousel__row');
  if (!root || !row) return null;
  const box = row.getBoundingClientRect();
  const cards = [...root.querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')].flatMap((card) => {
    const rect = card.getBoundingClientRect();
    const shown = Math.min(rect.right, box.right, innerWidth) - Math.max(rect.left, box.left, 0);
    if (rect.width === 0 || rect.height === 0 || shown < rect.width / 2 || rect.bottom <= 0 || rect.top >= innerHeight) return [];
    const picture = card.querySelector('img');
    return [{ text: (card.textContent ?? '').trim().length > 0, picture: !!picture && picture.complete && picture.naturalWidth > 0 }];
  });
  return { left: Math.round(box.left), right: Math.round(box.right), width: Math.round(box.width), cards };
}

/**
 * Touches the carousel's "next" button as a thumb does (the touch starts the widget, which takes over
 * the server-drawn cards and answers the press, docs/site-shell.md "Carousels clip"), then checks the
 * widget moved to the next card, shows whole cards in view, nothing blank, and the page is still one
 * screen wide and not moved sideways.
 */
async function touchCarousel(page: Page, where: string): Promise<void> {
  const carousel = page.locator('lrdx-stock-carousel').first();
  const position = carousel.locator('.lrdx-carousel__position');
  const before = (await position.textContent())?.trim();
  const next = carousel.locator('[data-action="next"]');
  // A tap of the touch screen where the button is, once it is in view, still and not covered.
  await next.tap({ timeout: TIMEOUT });
  // The widget runs (its tag is defined) and answered the touch: its position moved on.
  await page.waitForFunction(() => customElements.get('lrdx-stock-carousel') !== undefined, undefined, { timeout: TIMEOUT });
  await expect.poll(async () => (await position.textContent())?.trim(), { timeout: TIMEOUT }).not.toBe(before);
  await expect
    .poll(
      async () => {
        const view = await carousel.evaluate(carouselView);
        return (
          !!view &&
          view.left >= 0 &&
          view.right <= PHONE.width &&
          view.width > 0 &&
          view.cards.length > 0 &&
          view.cards.every((card) => card.text && card.picture)
        );
      },
      { timeout: TIMEOUT, message: `${where}: whole cards with their text and picture in the carousel's view after the touch` },
    )
    .toBe(true);
  const after = await geometry(page);
  expect({ where, scrollWidth: after.scrollWidth, scrollX: after.scrollX }).toEqual({ where, scrollWidth: PHONE.width, scrollX: 0 });
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
          if (TOUCHED.includes(language)) await touchCarousel(page, `/${language}/${family}`);
        } finally {
          await context.close();
        }
      });
});
