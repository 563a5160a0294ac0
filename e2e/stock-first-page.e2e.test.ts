/**
 * The stock page's first results page comes with the HTML (widgets/stock-locator/server-render.tsx,
 * server/render/stock-first-pages.ts): loading /ku/stock asks the listing API nothing until the
 * visitor changes a filter, and the first cards' pictures are preloaded from the head (the first
 * with high priority), so the LCP picture does not wait for the widget. The widget takes over on the
 * visitor's first touch (`data-load-on="interaction"`), not during the page's load, and keeps the
 * server's nodes (widgets/runtime/define-widget.ts), so the pictures are not painted twice; what the
 * visitor did before it (a tick, a choice, a button pressed) is kept (widgets/runtime/early-input.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { holdStockLocatorBundle } from './support/hold-bundle.js';
import { useVisitorSuite } from './support/lifecycle.js';

/** Results requests of the listing API (`/public_api/listing/<key>?…`), not its filters or retailers. */
const isListingRequest = (request: Request) =>
  /\/public_api\/listing\/[^/?]+(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search);

describe('stock page: first results page from the server', () => {
  const suite = useVisitorSuite('stock-first-page');

  async function openStock(viewport: { width: number; height: number }): Promise<{ page: Page; listingRequests: string[] }> {
    const page = await suite.browser.newPage({ viewport });
    const listingRequests: string[] = [];
    page.on('request', (request) => {
      if (isListingRequest(request)) listingRequests.push(request.url());
    });
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (/\/widgets\/stock-locator-[^/]+\.js$/.test(request.url())) bundles.push(request.url());
    });
    await page.goto(`${suite.server.origin}/ku/stock`, { waitUntil: 'load' });
    const widget = page.locator('lrdx-stock-locator');
    await expect.poll(() => widget.locator('li[data-vehicle-id]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The server's first screen waits for the visitor: nothing of the widget is loaded during the page's load.
    await page.waitForLoadState('networkidle');
    expect(bundles).toEqual([]);
    // The visitor's first touch (keyboard focus on the sort) starts the take-over.
    await widget.locator('select:has(option[value="priceAsc"])').focus();
    // The widget has booted (its script ran and it answers for the section), not only the server's markup.
    await expect.poll(() => page.evaluate(() => customElements.get('lrdx-stock-locator') !== undefined), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => widget.locator('section').first().getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    await page.waitForLoadState('networkidle');
    return { page, listingRequests };
  }

  /**
   * The stock page with the stock locator's bundle held back until `release`: the server's first
   * screen, on which the visitor acts before the widget runs.
   */
  async function openStockHeld(viewport: { width: number; height: number }, waitUntil: 'domcontentloaded' | 'load') {
    const page = await suite.browser.newPage({ viewport });
    const release = await holdStockLocatorBundle(page);
    await page.goto(`${suite.server.origin}/ku/stock`, { waitUntil });
    return { page, release, widget: page.locator('lrdx-stock-locator') };
  }

  it('makes no listing request before the visitor changes a filter, and one after', async () => {
    const { page, listingRequests } = await openStock({ width: 1280, height: 900 });
    expect(listingRequests).toEqual([]);
    const widget = page.locator('lrdx-stock-locator');
    const ids = await widget.locator('li[data-vehicle-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-vehicle-id')));
    expect(ids.length).toBeGreaterThan(0);

    // The counter does count: a filter change asks the API.
    await widget.locator('[data-filter="models"] input[value="Defender 110"]').check();
    await expect.poll(() => listingRequests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(new URL(listingRequests[0]!).search).toContain('Defender');
    await page.close();
  });

  it('preloads the first cards’ pictures from the head, the first with high priority', async () => {
    // A phone, where the first card's picture is the page's largest paint.
    const { page } = await openStock({ width: 390, height: 844 });
    const preloads = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
        href: (link as HTMLLinkElement).href,
        priority: link.getAttribute('fetchpriority'),
      })),
    );
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads[0]!.priority).toBe('high');
    // The preloaded pictures are the ones the first cards show, in order.
    const shown = await page
      .locator('lrdx-stock-locator li[data-vehicle-id] img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    expect(shown.slice(0, preloads.length)).toEqual(preloads.map((p) => p.href));
    // And the browser fetched the first one from the preload (before any script could ask for it).
    const initiator = await page.evaluate(
      (href) => (performance.getEntriesByName(href)[0] as PerformanceResourceTiming | undefined)?.initiatorType ?? null,
      preloads[0]!.href,
    );
    expect(initiator).toBe('link');
    await page.close();
  });

  it('keeps a filter ticked and a sort chosen before the widget took over, and applies them', async () => {
    // The visitor is quicker than the bundle: hold it until they have used the server's filters.
    const { page, release, widget } = await openStockHeld({ width: 1280, height: 900 }, 'domcontentloaded');
    await widget.locator('[data-filter="models"] input[value="Defender 110"]').check();
    await widget.locator('select:has(option[value="priceAsc"])').selectOption('priceAsc');
    expect(await page.evaluate(() => customElements.get('lrdx-stock-locator') === undefined)).toBe(true);
    release();
    // Once the widget runs, the tick and the choice are its own: in the URL, in the results, still on screen.
    await expect.poll(() => new URL(page.url()).searchParams.getAll('models'), { timeout: 30_000 }).toEqual(['Defender 110']);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), { timeout: 30_000 }).toBe('priceAsc');
    await expect.poll(() => widget.locator('section').first().getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    await expect
      .poll(async () => [...new Set(await widget.locator('li[data-vehicle-id] h3').allInnerTexts())], { timeout: 30_000 })
      .toEqual(['Defender 110']);
    expect(await widget.locator('[data-filter="models"] input[value="Defender 110"]').isChecked()).toBe(true);
    expect(await widget.locator('select:has(option[value="priceAsc"])').inputValue()).toBe('priceAsc');
    await page.close();
  });

  it('takes over the server’s cards without replacing their pictures (no blank frame, no second largest paint)', async () => {
    // Hold the widget's bundle until the server's cards are marked, so the mark is surely on the server's nodes.
    const { page, release, widget } = await openStockHeld({ width: 390, height: 844 }, 'domcontentloaded');
    const marked = await page.evaluate(`(() => {
      const imgs = [...document.querySelector('lrdx-stock-locator').shadowRoot.querySelectorAll('li[data-vehicle-id] img')];
      // Kept by identity, not by an attribute: the widget's render sets exactly its own attributes.
      window.__serverImgs = imgs;
      return imgs.length;
    })()`);
    expect(marked).toBeGreaterThan(0);
    expect(await page.evaluate(() => customElements.get('lrdx-stock-locator') === undefined)).toBe(true);
    release();
    await widget.locator('select:has(option[value="priceAsc"])').focus();
    await expect.poll(() => page.evaluate(() => customElements.get('lrdx-stock-locator') !== undefined), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => widget.locator('section').first().getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    // The widget answers for the cards now (its own markup), and they are still the server's picture elements.
    const pictures = await widget
      .locator('li[data-vehicle-id] img')
      .evaluateAll((imgs) =>
        imgs.map((img) => ((window as unknown as { __serverImgs: Element[] }).__serverImgs.includes(img) ? 'yes' : 'new')),
      );
    expect(pictures.length).toBe(marked);
    expect(pictures.every((mark) => mark === 'yes')).toBe(true);
    await page.close();
  });

  it('presses again a save button pressed before the widget took over', async () => {
    // 'load': the loader (an async module script) listens by then; the press comes after it and
    // before the held widget, which is the window this test is about.
    const { page, release, widget } = await openStockHeld({ width: 390, height: 844 }, 'load');
    const save = widget.locator('li[data-vehicle-id] button.lrdx-save').first();
    const id = await widget.locator('li[data-vehicle-id]').first().getAttribute('data-vehicle-id');
    // The press starts the import (held back here), and does nothing yet.
    await save.click();
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => customElements.get('lrdx-stock-locator') === undefined)).toBe(true);
    release();
    await expect.poll(() => save.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(String(id));
    await page.close();
  });
});
