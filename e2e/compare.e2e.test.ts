/**
 * The compare page (docs/compare.md) in Chromium on a 390 px phone: without JavaScript it is a real
 * table with its column and row headers, whose region scrolls sideways while the attribute column
 * stays put (right to left in Kurdish); with JavaScript, ticking cards on the stock page and
 * following the tray's link opens the same page for those vehicles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '../domain/vehicle.js';
import { useVisitorSuite } from './support/lifecycle.js';

const PHONE = { width: 390, height: 844 };

describe('compare page', () => {
  const suite = useVisitorSuite('compare');
  let ids: number[];

  beforeAll(async () => {
    const listing = (await (await fetch(`${suite.server.origin}/public_api/listing/iraq?items=3&filter[statuses_in][]=stock`)).json()) as {
      data: Vehicle[];
    };
    ids = listing.data.map((v) => v.id);
  });

  it('is a table with headers and a sticky first column on a phone, without JavaScript, right to left', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${suite.server.origin}/ku/stock/compare?ids=${ids.join(',')}`);
    expect(response?.status()).toBe(200);
    const table = page.locator('table.lrdx-compare__table');
    await expect(table.locator('caption').textContent()).resolves.toContain('نرخ');
    expect(await table.locator('thead th[scope="col"]').count()).toBe(3);
    expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(10);
    const region = page.locator('[role="region"][aria-labelledby="lrdx-compare-caption"]');
    expect(await region.getAttribute('tabindex')).toBe('0');

    const layout = async () =>
      region.evaluate((el) => {
        const header = el.querySelector('tbody th[scope="row"]') as HTMLElement;
        const box = el.getBoundingClientRect();
        const cell = header.getBoundingClientRect();
        return {
          scrollable: el.scrollWidth > el.clientWidth,
          position: getComputedStyle(header).position,
          scrollLeft: el.scrollLeft,
          // Right to left: the attribute column stands at the region's right edge.
          gap: Math.abs(box.right - 1 - cell.right),
          pageOverflow: document.documentElement.scrollWidth > innerWidth,
        };
      });
    const before = await layout();
    expect(before).toMatchObject({ scrollable: true, position: 'sticky', pageOverflow: false });
    expect(before.gap).toBeLessThan(2);

    // The keyboard scrolls the region (right to left: towards negative scrollLeft); the column stays.
    await region.focus();
    // The browser scrolls smoothly: on a busy machine the first frames come after the last press.
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await layout()).scrollLeft, { timeout: 5_000 }).toBeLessThan(0);
    expect((await layout()).gap).toBeLessThan(2);
    await context.close();
  });

  it('opens from the stock page: tick two cards, follow the tray link', async () => {
    const page = await suite.browser.newPage({ viewport: PHONE });
    await page.goto(`${suite.server.origin}/en/stock`);
    const widget = page.locator('lrdx-stock-locator');
    const ticks = widget.locator('input[data-action="compare"]');
    await ticks.nth(1).waitFor();
    await ticks.nth(0).check();
    await ticks.nth(1).check();
    const link = widget.locator('a[data-action="compare-open"]');
    await link.waitFor();
    expect(await link.textContent()).toBe('Compare 2 vehicles');
    const chosen = await widget
      .locator('li.lrdx-card[data-vehicle-id]')
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => (card as HTMLElement).dataset.vehicleId));
    await link.click();
    await page.waitForURL(/\/en\/stock\/compare\?ids=/);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(chosen.join(','));
    expect(await page.locator('thead th[scope="col"]').count()).toBe(2);
    await page.close();
  });
});
