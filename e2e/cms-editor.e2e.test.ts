/**
 * The editor in real Chromium against `npm start`'s server: the demo admin signs in, creates a
 * Kurdish page in the page tree, adds three blocks from Puck's palette to the canvas, looks at
 * the preview at phone width (right to left), publishes, and a visitor sees the page at /ku/...
 * axe finds no violations on the editor screen. Screenshots go to $CMS_SCREENSHOTS when set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolationsWithin } from './support/axe.js';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { PHONE, useE2eSuite } from './support/lifecycle.js';
import { createPageInEditor, EDITOR_WORDS, pressPaletteButton, publishInEditor } from './support/page-editor.js';
import { screenshotInto } from './support/screenshots.js';

const SHOTS = process.env.CMS_SCREENSHOTS;
const screenshot = (page: Page, name: string) => screenshotInto(SHOTS, page, name);

/**
 * Drags a palette entry (by its block key) with the mouse onto the canvas, as most editors add a
 * block: pressed on the entry, moved in steps (Puck's pointer sensor starts a drag after a few
 * pixels) onto the top of the canvas iframe, released.
 */
async function dragBlock(page: Page, key: string): Promise<void> {
  // The palette scrolls in its own panel: the entry is brought into view first, as an editor scrolls to it.
  const item = page.locator(`[data-testid="drawer-item:${key}"]`).first();
  await item.scrollIntoViewIfNeeded();
  const entry = await item.boundingBox();
  const canvas = await page.locator('iframe').first().boundingBox();
  if (!entry || !canvas) throw new Error('palette entry or canvas not on screen');
  const from = { x: entry.x + entry.width / 2, y: entry.y + entry.height / 2 };
  const to = { x: canvas.x + canvas.width / 2, y: canvas.y + 60 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 30;
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
  }
  await page.mouse.up();
}

/**
 * Adds a palette entry (by its label) to the end of the page with its "add to the page" button:
 * the editor's alternative to dragging (WCAG 2.2, 2.5.7), which is what a keyboard user presses.
 */
const addBlock = (page: Page, label: string) => pressPaletteButton(page, `${EDITOR_WORDS.ku.add}${label}`);

describe('CMS editor', () => {
  const suite = useE2eSuite({}, 'cms-editor');

  it('builds a Kurdish page from three blocks, publishes it, and a visitor sees it', async () => {
    const page = await suite.newPage({ width: 1440, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signInAsDemoAdmin(page, suite.server, 'ku', 'cms');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'پەڕەکان' }).waitFor();
    await screenshot(page, 'cms-tree-desktop');

    // The page tree: a new Kurdish content page.
    await createPageInEditor(page, EDITOR_WORDS.ku, 'پەڕەی تاقیکردنەوە', '/e2e-editor-page');

    // Three blocks from the palette: the first dragged with the mouse onto the empty page (its drop
    // zone has a height only when Puck's canvas rules reach the iframe), two appended by keyboard.
    // Blocks that show something with their defaults (an empty accordion or card list renders nothing).
    const frame = page.frameLocator('iframe').first();
    await dragBlock(page, 'snippet');
    await frame.locator('.lrdx-block--snippet').waitFor({ state: 'attached' });
    for (const block of ['وتە', 'بانەری ناونیشانی سەرەکی']) await addBlock(page, block);
    await screenshot(page, 'cms-after-add');
    // An empty new block may have no height: present in the preview is what counts.
    for (const key of ['snippet', 'quote', 'hero-title-banner']) await frame.locator(`.lrdx-block--${key}`).waitFor({ state: 'attached' });
    expect(await frame.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'cms-editor-desktop');

    // axe on the editor screen (Puck's canvas iframe is checked by its own content: the site's blocks).
    // Through the debugging protocol: the editor page's CSP (nonce scripts only) refuses an injected tag.
    expect(await axeViolationsWithin(page, ['.cms-shell__bar', '.cms-tree', '.cms-toolbar'])).toEqual([]);

    // Preview at phone width, right to left.
    await page.getByRole('button', { name: 'مۆبایل' }).first().click();
    // Puck may zoom the frame to fit the canvas: the width the page is laid out at is what counts.
    await expect
      .poll(() =>
        page
          .frameLocator('iframe')
          .first()
          .locator('html')
          .evaluate((html) => html.clientWidth),
      )
      .toBeLessThanOrEqual(400);
    await screenshot(page, 'cms-editor-phone-preview');

    // Publish; a visitor sees the page.
    await publishInEditor(page, 'ku');
    const visitor = await suite.browser.newPage({ viewport: PHONE });
    const response = await visitor.goto(`${suite.server.origin}/ku/e2e-editor-page`);
    expect(response?.status()).toBe(200);
    expect(await visitor.locator('.lrdx-block--snippet').count()).toBe(1);
    expect(await visitor.locator('.lrdx-block--quote').count()).toBe(1);
    expect(await visitor.locator('.lrdx-block--hero-title-banner').count()).toBe(1);
    // The editor bundle is for /cms only: a visitor page does not load it.
    expect(await visitor.locator('script[src^="/editor/"]').count()).toBe(0);
    await screenshot(visitor, 'visitor-page-phone');
    expect(errors).toEqual([]);
  });

  it('shows the editor at phone width with the page tree first', async () => {
    const page = await suite.newPage(PHONE);
    await signInAsDemoAdmin(page, suite.server, 'ku', 'cms');
    await page.getByRole('heading', { name: 'پەڕەکان' }).waitFor();
    await screenshot(page, 'cms-tree-phone');
  });
});
