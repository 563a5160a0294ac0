/**
 * The stock locator as a visitor uses it, on the site page /ku/stock and on a retailer's page
 * (/dealer-site/, another origin): filter, see counts and the URL change, reload and get the same
 * results, save a vehicle and find it under Saved, search by retailer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from './support/server.js';
import { useVisitorSuite } from './support/lifecycle.js';

describe.each([
  { where: 'the site page /ku/stock', path: (s: RunningServer) => `${s.origin}/ku/stock` },
  { where: 'the retailer page /dealer-site/', path: (s: RunningServer) => `${s.examplesOrigin}/dealer-site/` },
])('stock locator on $where', ({ path }) => {
  const suite = useVisitorSuite('stock-locator');
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage();
  });

  const widget = () => page.locator('lrdx-stock-locator');
  const cards = () => widget().locator('li[data-vehicle-id]');
  const count = () => widget().locator('.lrdx-stock-locator__count').innerText();
  const ready = async () => {
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => widget().locator('section').first().getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  };

  it('filters by model: the count and the URL change, and a reload gives the same results', async () => {
    await page.goto(path(suite.server));
    await ready();
    const before = await count();
    const option = widget().locator('[data-filter="models"] input[value="Defender 110"]');
    await option.check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('models'), { timeout: 20_000 }).toEqual(['Defender 110']);
    await expect.poll(count, { timeout: 20_000 }).not.toBe(before);
    await ready();
    const filtered = await count();
    const ids = await cards().evaluateAll((els) => els.map((el) => el.getAttribute('data-vehicle-id')));
    expect(await cards().locator('h3').allInnerTexts()).toEqual(ids.map(() => 'Defender 110'));

    await page.reload();
    await ready();
    await expect.poll(count, { timeout: 20_000 }).toBe(filtered);
    expect(await cards().evaluateAll((els) => els.map((el) => el.getAttribute('data-vehicle-id')))).toEqual(ids);
    expect(await widget().locator('[data-filter="models"] input[value="Defender 110"]').isChecked()).toBe(true);
  });

  it('saves a vehicle and finds it in the saved list', async () => {
    const first = cards().first();
    const id = await first.getAttribute('data-vehicle-id');
    await first.locator('button[aria-pressed]').click();
    await expect.poll(() => first.locator('button[aria-pressed]').getAttribute('aria-pressed')).toBe('true');
    await widget().locator('[data-action="saved"]').click();
    await expect.poll(() => widget().locator('.lrdx-saved li[data-vehicle-id]').count(), { timeout: 20_000 }).toBe(1);
    expect(await widget().locator('.lrdx-saved li[data-vehicle-id]').getAttribute('data-vehicle-id')).toBe(id);
    await widget().locator('[data-action="saved"]').click();
    await ready();
  });

  it('searches by retailer and narrows the listing to that retailer', async () => {
    const select = widget().locator('.lrdx-search__form select[name="retailer"]');
    await expect.poll(() => select.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const code = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
    await select.selectOption(code);
    const before = await count();
    await widget().locator('.lrdx-search__form button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dealers'), { timeout: 20_000 }).toBe(code);
    await expect.poll(count, { timeout: 20_000 }).not.toBe(before);
    expect(await widget().locator(`[data-filter="dealers"] input[value="${code}"]`).isChecked()).toBe(true);
  });
});
