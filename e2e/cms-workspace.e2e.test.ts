/**
 * The page editor as a workspace (docs/cms-editor.md, "Layout"): from 1280×720 up the document does
 * not scroll (when it did, the top of Puck's zoomed canvas frame left the window and drops landed one
 * to four places away) and the canvas keeps a usable width. The form builder's inputs each take the
 * click aimed at their centre. Dragging blocks with the mouse at each zoom is tested in
 * e2e/cms-drag-zoom.e2e.test.ts and, in the outline and a scrolled canvas, in
 * e2e/cms-drag-scroll-outline.e2e.test.ts (docs/cms-editor.md, "Drag and drop at every zoom").
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin, type EditorArea } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';
import { EDITOR_WORDS, editorPreview as preview, openNewPageInEditor, pressPaletteButton } from './support/page-editor.js';

/** Four blocks that show something with their defaults, each of its own type (the outline names them). */
const BLOCKS = ['وتە', 'هەنگاوەکانی دەق', 'سلایدەری وتە', 'یەک ئۆفەر'];

describe('CMS editor workspace', () => {
  const suite = useE2eSuite({}, 'cms-workspace');

  async function signIn(viewport: { width: number; height: number }, language: 'ku' | 'en', area: EditorArea): Promise<Page> {
    const page = await suite.newPage(viewport);
    await signInAsDemoAdmin(page, suite.server, language, area);
    return page;
  }

  /** Adds the four blocks to the open page by keyboard with the palette's "+" buttons. */
  async function addTheBlocks(page: Page): Promise<void> {
    for (const label of BLOCKS) {
      const before = await preview(page).locator('[data-puck-component]').count();
      await pressPaletteButton(page, `${EDITOR_WORDS.ku.add}${label}`);
      await expect.poll(() => preview(page).locator('[data-puck-component]').count()).toBe(before + 1);
    }
  }

  it('at 1280×720 the document does not scroll, the canvas is wide enough, and the page tree and palette scroll by themselves', async () => {
    const page = await openNewPageInEditor(suite, 'ku', 'ڕیزکردن /e2e-workspace', '/e2e-workspace', { width: 1280, height: 720 });
    await addTheBlocks(page);
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
    await page.context().close();
  });

  // A tablet upright and a small laptop (docs/cms-editor.md, "Layout"): the same workspace, narrower panes.
  for (const [width, height, language] of [
    [768, 1024, 'ku'],
    [1024, 768, 'ku'],
    [768, 1024, 'en'],
    [1024, 768, 'en'],
  ] as const) {
    it(`at ${width}×${height} (${language}) the document does not scroll, no panes overlap, and the palette and canvas are in reach`, async () => {
      const path = `/e2e-tablet-${width}-${language}`;
      const page = await openNewPageInEditor(suite, language, `Tablet ${path}`, path, { width, height });
      await preview(page).locator('body').waitFor();
      const layout = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
        const panes = {
          tree: box('.cms-tree'),
          nav: box("[class*='_PuckLayout-nav_']"),
          palette: box("[class*='_Sidebar--left_']"),
          // The canvas pane (Puck's zoomed frame inside it scrolls within it, so the pane is what must not overlap).
          canvas: box("[class*='_PuckCanvas_']"),
          fields: box("[class*='_Sidebar--right_']"),
        };
        const overlaps: string[] = [];
        const names = Object.keys(panes) as (keyof typeof panes)[];
        for (const [i, a] of names.entries())
          for (const b of names.slice(i + 1)) {
            const p = panes[a];
            const q = panes[b];
            if (!p || !q) continue;
            const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
            const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
            if (x > 1 && y > 1) overlaps.push(`${a}/${b}`);
          }
        return {
          found: names.filter((name) => panes[name]),
          scrolls: (document.scrollingElement?.scrollHeight ?? 0) > window.innerHeight,
          sideways: (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth,
          overlaps,
          canvas: panes.canvas
            ? { width: panes.canvas.width, height: Math.min(panes.canvas.bottom, window.innerHeight) - panes.canvas.top }
            : null,
          frame: box('iframe#preview-frame')?.width ?? 0,
        };
      });
      expect(layout.found).toEqual(['tree', 'nav', 'palette', 'canvas', 'fields']);
      expect(layout.scrolls).toBe(false);
      expect(layout.sideways).toBe(false);
      expect(layout.overlaps).toEqual([]);
      expect(layout.canvas?.width).toBeGreaterThanOrEqual(250);
      expect(layout.canvas?.height).toBeGreaterThanOrEqual(250);
      expect(layout.frame).toBeGreaterThanOrEqual(250);
      // The palette's last entry comes into view inside its own pane, and the document stays put.
      const last = page.locator('.cms-add-block').last();
      await last.scrollIntoViewIfNeeded();
      const box = await last.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(height);
      expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
      await page.context().close();
    });
  }

  for (const language of ['ku', 'en'] as const) {
    it(`form builder (${language}): a click at the centre of each input lands in that input`, async () => {
      const page = await signIn({ width: 1280, height: 800 }, language, 'admin');
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
      await page.context().close();
    });
  }
});
