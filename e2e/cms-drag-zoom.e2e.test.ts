/**
 * Drag and drop at every zoom (docs/cms-editor.md, "Drag and drop at every zoom"): Puck scales the
 * preview with a CSS transform, and a drop must land where the pointer is. At 25 % and at the
 * desktop preview's own zoom (about 35 % in a 1280 × 800 window), a block is dragged with the mouse
 * in the canvas to every other position. The test
 * moves the pointer in small steps and releases as soon as Puck shows the block at the wanted place,
 * with the pointer over it (a drop computed with the wrong zoom shows it one or more places away
 * from the pointer), then checks the order Puck keeps and, after saving, the order stored.
 */
import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';
import { storedOrder } from './support/page-editor.js';

const BLOCKS = ['Snippet', 'Quote', 'HTML box', 'Accordion'];

describe('CMS editor: drag and drop at every zoom', () => {
  const suite = useE2eSuite({}, 'cms-drag-zoom');
  const preview = (page: Page): FrameLocator => page.frameLocator('iframe#preview-frame');
  const order = (page: Page) =>
    preview(page)
      .locator('[data-puck-component]')
      // In the order drawn (top to bottom), each block once: while dragging, Puck draws the block
      // where it would land and keeps a second copy of it under the pointer.
      .evaluateAll((els) => [
        ...new Set(
          els
            .map((el) => ({ id: el.getAttribute('data-puck-component') ?? '', top: el.getBoundingClientRect().top }))
            .sort((a, b) => a.top - b.top)
            .map((entry) => entry.id),
        ),
      ]);

  /**
   * Drags the block at `from` to `to` with the mouse; answers where the pointer was relative to the
   * dragged block's box when Puck showed it at `to` (0…1 inside it), or null if Puck never did.
   * `seen` gets each order Puck showed on the way, with the pointer's y.
   */
  async function drag(page: Page, from: number, to: number, seen: string[]): Promise<number | null> {
    const items = preview(page).locator('[data-puck-component]');
    const ids = await order(page);
    const id = ids[from]!;
    const start = await items.nth(from).boundingBox();
    const target = await items.nth(to).boundingBox();
    if (!start || !target) throw new Error('blocks not on screen');
    const x = start.x + start.width / 2;
    let y = start.y + Math.min(start.height / 2, 12);
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Puck's pointer sensor starts a drag after a few pixels.
    for (let i = 1; i <= 4; i++) await page.mouse.move(x, y + (to > from ? i : -i) * 2);
    y += (to > from ? 1 : -1) * 8;
    const goal = to > from ? target.y + target.height - 2 : target.y + 2;
    const step = (to > from ? 1 : -1) * 3;
    let where: number | null = null;
    for (let guard = 0; guard < 400; guard++) {
      const now = await order(page);
      const shown = now.map((n) => ids.indexOf(n)).join(',');
      if (seen.at(-1) !== shown) seen.push(`${shown}@${Math.round(y)}`);
      if (now.indexOf(id) === to) {
        const box = await preview(page).locator(`[data-puck-component="${id}"]`).boundingBox();
        where = box ? (y - box.y) / box.height : null;
        break;
      }
      if ((step > 0 && y >= goal) || (step < 0 && y <= goal)) break;
      y += step;
      await page.mouse.move(x, y);
    }
    await page.mouse.up();
    return where;
  }

  // Known to fail (Puck 0.23, docs/cms-editor.md, "Drag and drop at every zoom"): at 25 % the first
  // block shows at the end of the page after the pointer moved 8 px. `it.fails` keeps the suite green
  // until the fix; the fix makes this report a failure, and `fails` is then taken away.
  it.fails('drops a block at every position at 25 % and the desktop zoom', async () => {
    const page = await suite.newPage({ width: 1280, height: 800 });
    await signInAsDemoAdmin(page, suite.server, 'en', 'cms');
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill('Drag zoom');
    await dialog.getByLabel('Address').fill('/e2e-drag-zoom');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await page.locator('#cms-page-heading', { hasText: '/e2e-drag-zoom' }).waitFor();
    for (const [index, name] of BLOCKS.entries()) {
      await page
        .getByRole('button', { name: `Add to the page: ${name}`, exact: true })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await preview(page).locator('[data-puck-component]').nth(index).waitFor();
    }
    const zoomSelect = page.locator("select[class*='_ViewportControls-zoomSelect_']");
    // 50 % and 100 % (phone width) are still to add: there the page is taller than the canvas, and
    // the drag has to scroll it to reach the last places (docs/cms-editor.md, "Drag and drop at every zoom").
    const settings: { viewport: string; zoom: string | null }[] = [
      { viewport: 'Desktop', zoom: '0.25' },
      { viewport: 'Desktop', zoom: null },
    ];
    const report: string[] = [];
    for (const setting of settings) {
      const viewport = page.getByTitle(`Switch to ${setting.viewport} viewport`);
      // The viewport shown has its button disabled.
      if (await viewport.isEnabled()) await viewport.click();
      if (setting.zoom) await zoomSelect.selectOption(setting.zoom);
      await page.waitForTimeout(400);
      const zoom = await zoomSelect.inputValue();
      if (setting.zoom) expect(zoom).toBe(setting.zoom);
      for (const [from, to] of [
        [0, 3],
        [3, 0],
        [0, 1],
        [2, 1],
        [1, 2],
        [3, 2],
        [0, 2],
        [2, 0],
      ] as const) {
        const before = await order(page);
        const seen: string[] = [];
        const where = await drag(page, from, to, seen);
        const expected = [...before];
        const [moved] = expected.splice(from, 1);
        expected.splice(to, 0, moved!);
        report.push(`${setting.viewport} ${zoom} ${from}→${to}: pointer at ${where?.toFixed(2)} of the block; shown ${seen.join(' | ')}`);
        // Puck showed the block at the wanted place while the pointer was over it…
        expect(where, report.join('\n')).not.toBeNull();
        expect(where!, report.join('\n')).toBeGreaterThanOrEqual(-0.25);
        expect(where!, report.join('\n')).toBeLessThanOrEqual(1.25);
        // …and that is where it stays.
        await expect.poll(() => order(page), { timeout: 3000 }).toEqual(expected);
      }
    }
    // The order Puck shows is the one saved.
    const shown = await order(page);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await page.getByText(/saved/i).first().waitFor();
    const stored = await storedOrder(page, '/e2e-drag-zoom');
    expect(stored).toEqual(shown);
  });
});
