/**
 * Previous/next arrows point the way they move, read from the pixels a visitor sees: in Kurdish and
 * Arabic (right to left) "previous" points right and "next" points left; in English the other way.
 * The family page's gallery carousel and its lightbox, and the vehicle page's photo gallery and its
 * full-screen view (docs/site-shell.md, "Arrows").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { showroomPath } from '../domain/showroom-slug.js';
import type { Vehicle } from '../domain/vehicle.js';
import { arrowPointsTo } from './support/arrow-direction.js';
import { DESKTOP, useVisitorSuite, type E2eSuite } from './support/lifecycle.js';

const TIMEOUT = 30_000;
const CASES = [
  { language: 'ku', previous: 'right', next: 'left' },
  { language: 'ar', previous: 'right', next: 'left' },
  { language: 'en', previous: 'left', next: 'right' },
] as const;

/** The arrow's direction once painted (a wrong one stays wrong, so waiting for the right one cannot hide it). */
async function expectPointing(arrow: Locator, direction: 'left' | 'right'): Promise<void> {
  await expect.poll(() => arrowPointsTo(arrow), { timeout: TIMEOUT }).toBe(direction);
}

/** The arrow drawn inside a button (its glyph's span or its SVG). */
const icon = (button: Locator) => button.locator('span, svg').first();

async function newPage(suite: E2eSuite): Promise<Page> {
  // Twice the pixels: a 22 px chevron is then clear enough to read its direction.
  const context = await suite.browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 2 });
  return context.newPage();
}

describe('previous and next arrows', () => {
  const suite = useVisitorSuite('arrows');
  let vehicle: Vehicle;

  beforeAll(async () => {
    const response = await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock`);
    vehicle = ((await response.json()) as { data: Vehicle[] }).data[0]!;
  });

  for (const { language, previous, next } of CASES) {
    it(`on a family page's gallery and its lightbox in ${language}`, async () => {
      const page = await newPage(suite);
      try {
        await page.goto(`${suite.server.origin}/${language}/defender`);
        const gallery = page.locator('#gallery');
        await gallery.scrollIntoViewIfNeeded();
        // The carousel element shows its buttons once it runs.
        const back = gallery.locator('.lrdx-carousel__prev');
        await back.waitFor({ state: 'visible', timeout: TIMEOUT });
        await expectPointing(icon(back), previous);
        await expectPointing(icon(gallery.locator('.lrdx-carousel__next')), next);

        await gallery.locator('a[data-lightbox-item]').first().click();
        const dialog = gallery.locator('dialog.lrdx-lightbox');
        await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open), { timeout: TIMEOUT }).toBe(true);
        await page.mouse.move(0, 0);
        await expectPointing(icon(dialog.locator('.lrdx-lightbox__prev')), previous);
        await expectPointing(icon(dialog.locator('.lrdx-lightbox__next')), next);
      } finally {
        await page.context().close();
      }
    });

    it(`on a vehicle page's photo gallery and its full-screen view in ${language}`, async () => {
      const page = await newPage(suite);
      try {
        await page.goto(`${suite.server.origin}${showroomPath(vehicle, `/${language}/showroom/`)}`);
        const widget = page.locator('lrdx-showroom');
        const back = widget.locator('[data-action="previous-photo"]');
        await back.waitFor({ state: 'visible', timeout: TIMEOUT });
        await expectPointing(icon(back), previous);
        await expectPointing(icon(widget.locator('[data-action="next-photo"]')), next);

        await widget.locator('[data-action="open-zoom"]').click();
        await widget.locator('dialog.lrdx-zoom[open]').waitFor({ timeout: TIMEOUT });
        // The pointer stays where the click was, which may be over an arrow of the full-screen view:
        // its hover colours are not what this reads.
        await page.mouse.move(0, 0);
        const zoomBack = widget.locator('[data-action="zoom-previous"]');
        await zoomBack.waitFor({ state: 'visible', timeout: TIMEOUT });
        await expectPointing(icon(zoomBack), previous);
        await expectPointing(icon(widget.locator('[data-action="zoom-next"]')), next);
      } finally {
        await page.context().close();
      }
    });
  }
});
