/**
 * The page editor as a workspace (docs/cms-editor.md, "Layout"): from 1280×720 up the document does
 * not scroll, the canvas keeps a usable width, and a block dragged with the mouse in the canvas lands
 * where it was dropped at Puck's automatic desktop zoom (about a third), at 50 % and at 100 %. When the
 * document scrolled, the top of Puck's zoomed canvas frame left the window and drops landed one to
 * four places away. The form builder's inputs each take the click aimed at their centre.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium } from './support/browser.js';
import { demoAdmin, SIGN_IN } from './support/demo-admin.js';
import { startServer, type RunningServer } from './support/server.js';

/** Four blocks that show something with their defaults, each of its own type (the outline names them). */
const BLOCKS = ['وتە', 'هەنگاوەکانی دەق', 'سلایدەری وتە', 'یەک ئۆفەر'];

describe('CMS editor workspace', () => {
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  let password: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    ({ email, password } = demoAdmin(server));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(context: BrowserContext, language: 'ku' | 'en', area: 'cms' | 'admin'): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.origin}/${language}/${area}`);
    await page.getByLabel(SIGN_IN[language].email).fill(email);
    await page.getByLabel(SIGN_IN[language].password).fill(password);
    await Promise.all([
      page.waitForURL(`${server.origin}/${language}/${area}`),
      page.getByRole('button', { name: SIGN_IN[language].submit }).click(),
    ]);
    return page;
  }

  /** A new Kurdish page holding the four blocks, added by keyboard with the palette's "+" buttons. */
  async function pageWithBlocks(page: Page, path: string): Promise<void> {
    await page.getByRole('button', { name: 'پەڕەی نوێ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('ناونیشان', { exact: true }).fill(`ڕیزکردن ${path}`);
    await dialog.getByLabel('ناونیشانی پەڕە').fill(path);
    await dialog.getByRole('button', { name: 'دروستکردنی پەڕە' }).click();
    await page.locator('#cms-page-heading', { hasText: path }).waitFor();
    for (const label of BLOCKS) {
      const before = await preview(page).locator('[data-puck-component]').count();
      await page
        .getByRole('button', { name: `زیادکردن بۆ پەڕەکە: ${label}`, exact: true })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => preview(page).locator('[data-puck-component]').count()).toBe(before + 1);
    }
  }

  const preview = (page: Page): FrameLocator => page.frameLocator('iframe#preview-frame');

  /** The blocks' ids in the canvas, top to bottom. */
  const canvasOrder = (page: Page): Promise<string[]> =>
    preview(page)
      .locator('[data-puck-component]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-puck-component') ?? ''));

  /** The blocks' names in Puck's outline, top to bottom. */
  const outlineOrder = (page: Page): Promise<string[]> =>
    page.locator('[class*="_Layer-name_"]').evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));

  /**
   * Presses on a block in the canvas and drags it, in small steps as a hand does, to the upper
   * quarter of the block at `target` (it goes before it) or the lower quarter (after it).
   */
  async function dragBlock(page: Page, from: number, to: number): Promise<void> {
    const blocks = preview(page).locator('[data-puck-component]');
    const source = await blocks.nth(from).boundingBox();
    const target = await blocks.nth(to).boundingBox();
    if (!source || !target) throw new Error('block not on screen');
    const start = { x: source.x + source.width / 2, y: source.y + source.height / 2 };
    const end = { x: target.x + target.width / 2, y: target.y + target.height * (to > from ? 0.75 : 0.25) };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const steps = 25;
    for (let step = 1; step <= steps; step++) {
      await page.mouse.move(start.x + ((end.x - start.x) * step) / steps, start.y + ((end.y - start.y) * step) / steps);
    }
    await page.mouse.up();
  }

  /** Moves a block to every other position in turn and checks the canvas and the outline each time. */
  async function dragToEachPosition(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'پێکهاتە', exact: true }).click();
    const moves: Array<[number, number]> = [
      [0, 1],
      [0, 2],
      [0, 3],
      [3, 2],
      [3, 1],
      [3, 0],
    ];
    for (const [from, to] of moves) {
      const ids = await canvasOrder(page);
      const names = await outlineOrder(page);
      expect(names).toHaveLength(ids.length);
      const expectedIds = [...ids];
      const expectedNames = [...names];
      expectedIds.splice(to, 0, ...expectedIds.splice(from, 1));
      expectedNames.splice(to, 0, ...expectedNames.splice(from, 1));
      await dragBlock(page, from, to);
      await expect.poll(() => canvasOrder(page), { message: `block ${from} dragged to ${to}` }).toEqual(expectedIds);
      await expect.poll(() => outlineOrder(page)).toEqual(expectedNames);
      // The document itself never scrolled (the canvas frame's top stays in the window).
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    }
  }

  /** Puck's zoom (0.25 … 1, or its automatic fraction) as its zoom select holds it. */
  const zoomSelect = (page: Page) => page.locator('select[class*="_ViewportControls-zoomSelect_"]');

  it('at 1280×720 the document does not scroll, the canvas is wide enough, and the page tree and palette scroll by themselves', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await signIn(context, 'ku', 'cms');
    await pageWithBlocks(page, '/e2e-workspace');
    const metrics = await page.evaluate(() => ({
      scrolls: (document.scrollingElement?.scrollHeight ?? 0) > window.innerHeight,
      canvas: document.querySelector('iframe#preview-frame')?.getBoundingClientRect().width ?? 0,
    }));
    expect(metrics.scrolls).toBe(false);
    expect(metrics.canvas).toBeGreaterThanOrEqual(420);
    // The palette's last entry and the tree's last page come into view inside their own panes.
    for (const last of [page.locator('.cms-add-block').last(), page.locator('.cms-tree__open').last()]) {
      await last.scrollIntoViewIfNeeded();
      const box = await last.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(720);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    }
    await context.close();
  });

  it("drags a block to each position at Puck's automatic desktop zoom in the Kurdish editor", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signIn(context, 'ku', 'cms');
    await pageWithBlocks(page, '/e2e-drag-auto');
    const zoom = Number(await zoomSelect(page).inputValue());
    expect(zoom).toBeGreaterThan(0.2);
    expect(zoom).toBeLessThan(0.5);
    await dragToEachPosition(page);
    await context.close();
  });

  for (const zoom of ['0.5', '1']) {
    it(`drags a block to each position at ${Number(zoom) * 100} % zoom`, async () => {
      // A window wide enough for the 1280 px desktop preview at full size, so Puck offers 50 % and 100 %.
      const context = await browser.newContext({ viewport: { width: 2400, height: 1700 } });
      const page = await signIn(context, 'ku', 'cms');
      await pageWithBlocks(page, `/e2e-drag-${zoom.replace('.', '')}`);
      await zoomSelect(page).selectOption(zoom);
      await expect
        .poll(() => page.evaluate(() => document.querySelector('iframe#preview-frame')?.getBoundingClientRect().width ?? 0))
        .toBeCloseTo(1280 * Number(zoom), -1);
      await dragToEachPosition(page);
      await context.close();
    });
  }

  for (const language of ['ku', 'en'] as const) {
    it(`form builder (${language}): a click at the centre of each input lands in that input`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await signIn(context, language, 'admin');
      await page.getByRole('tab', { name: { ku: 'فۆرمەکان', en: 'Forms' }[language], exact: true }).click();
      const builder = page.locator('.cms-form-builder');
      const create = page
        .locator('#cms-root form')
        .filter({ has: page.locator('button[type="submit"]') })
        .first();
      await create.locator('input:not([type="hidden"])').first().fill(`E2E layout ${language}`);
      await create.locator('button[type="submit"]').click();
      await builder.waitFor();
      const addField = { ku: 'زیادکردنی خانە', en: 'Add a field' }[language];
      for (let i = 0; i < 2; i++) await builder.getByRole('button', { name: addField, exact: true }).click();
      // A field with options as well (its rows of value and label inputs).
      await builder.locator('fieldset[data-field-index="1"] select').first().selectOption('select');
      const inputs = builder.locator('input:not([type="checkbox"], [type="radio"], [type="hidden"]), select, textarea');
      const count = await inputs.count();
      expect(count).toBeGreaterThan(15);
      const missed: string[] = [];
      for (let i = 0; i < count; i++) {
        const input = inputs.nth(i);
        await input.scrollIntoViewIfNeeded();
        const hit = await input.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const parent = el.parentElement?.getBoundingClientRect();
          const inside = !parent || (box.left >= parent.left - 1 && box.right <= parent.right + 1);
          // Centre and both ends (no named helper: the function runs in the page as written).
          const points = [box.left + box.width / 2, box.left + 3, box.right - 3];
          return inside && points.every((x) => el.ownerDocument.elementFromPoint(x, box.top + box.height / 2) === el);
        });
        if (!hit) missed.push(`${await input.evaluate((el) => el.id || el.tagName)} #${i}`);
      }
      expect(missed).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
});
