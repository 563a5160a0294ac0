/**
 * A retailer's own page on another origin embeds the loader and the stock locator from the main
 * server: the widget loads, shows a page of 12 vehicles, pages forward, and the host page's CSS
 * cannot reach inside it. The API sends CORS headers only to origins the listing allows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useVisitorSuite } from './support/lifecycle.js';

const HOSTILE_CSS = '* { color: red !important; font-size: 40px !important }';

async function styleSnapshot(card: Locator): Promise<string> {
  return card.evaluate((element) => {
    const pick = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.color, s.fontSize, s.fontFamily, s.backgroundColor].join('|');
    };
    return [element, ...Array.from(element.querySelectorAll('*'))].map(pick).join('\n');
  });
}

describe('retailer page embedding the stock locator', () => {
  const suite = useVisitorSuite('retailer-page');
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage();
  });

  const cards = () => page.locator('lrdx-stock-locator [data-vehicle-id]');

  it('loads the widget from the other origin and shows 12 vehicle cards', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${suite.server.examplesOrigin}/dealer-site/`);
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(12);
    // Only the loader, the stock-locator bundle and its shared chunks come down: nothing else.
    expect(scripts.every((url) => url.startsWith(suite.server.origin))).toBe(true);
    expect(scripts.some((url) => /\/widgets\/stock-locator-/.test(url))).toBe(true);
    const shadowDir = await page.locator('lrdx-stock-locator').evaluate((el) => el.shadowRoot?.querySelector('[dir]')?.getAttribute('dir'));
    expect(shadowDir).toBe('rtl');
  });

  it('pages forward to other vehicles', async () => {
    const firstPage = await cards().evaluateAll((els) => els.map((el) => el.getAttribute('data-vehicle-id')));
    await page.locator('lrdx-stock-locator button[data-action="next"]').click();
    await expect
      .poll(async () => (await cards().evaluateAll((els) => els.map((el) => el.getAttribute('data-vehicle-id')))).join(','), {
        timeout: 20_000,
      })
      .not.toBe(firstPage.join(','));
    expect(await cards().count()).toBe(12);
  });

  it('is untouched by a hostile host-page stylesheet', async () => {
    const card = cards().first();
    const before = await styleSnapshot(card);
    await page.addStyleTag({ content: HOSTILE_CSS });
    // The host page itself does turn red: the stylesheet is live.
    expect(await page.locator('header h1').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
    const after = await styleSnapshot(card);
    expect(after).toBe(before);
  });

  it('gets CORS headers for the allowed origin and a readable refusal for another', async () => {
    const allowed = await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1`, {
      headers: { origin: suite.server.examplesOrigin },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(suite.server.examplesOrigin);
    // Another origin is refused with a reason its page can read, and no stock (docs/embedding.md).
    const other = await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1`, { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('origin_not_allowed');
  });
});
