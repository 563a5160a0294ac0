/**
 * The retailer's example pages of the tools (examples/dealer-site, the second origin): each places
 * its widget as a retailer would (the loader's script tag and one element), is linked from the
 * dealer-site index, and shows its widget, drawn in its shadow root in Kurdish, right to left, with
 * every bundle and call answered from the main server and nothing failing.
 */
import { describe, expect, it } from 'vitest';
import { useVisitorSuite } from './support/lifecycle.js';

const PAGES = [
  { file: 'vin-checker.html', tag: 'lrdx-vin-checker', bundle: /\/widgets\/vin-checker-/ },
  { file: 'update-checker.html', tag: 'lrdx-update-checker', bundle: /\/widgets\/update-checker-/ },
  { file: 'rent-a-car.html', tag: 'lrdx-rent-a-car', bundle: /\/widgets\/rent-a-car-/ },
  { file: 'finance.html', tag: 'lrdx-finance-calculator', bundle: /\/widgets\/finance-calculator-/ },
  { file: 'fuel-quiz.html', tag: 'lrdx-quiz', bundle: /\/widgets\/quiz-/ },
] as const;

const suite = useVisitorSuite('dealer-site-tools');

describe('the dealer-site tool pages', () => {
  it('are linked from the dealer-site index', async () => {
    const page = await suite.browser.newPage();
    try {
      await page.goto(`${suite.server.examplesOrigin}/dealer-site/`);
      const links = await page.locator('a[href]').evaluateAll((list) => list.map((a) => a.getAttribute('href')));
      for (const { file } of PAGES) expect(links).toContain(`./${file}`);
    } finally {
      await page.close();
    }
  });

  it.each(PAGES)('$file shows <$tag> from the main server', async ({ file, tag, bundle }) => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
    try {
      await page.goto(`${suite.server.examplesOrigin}/dealer-site/${file}`);
      const element = page.locator(tag);
      await element.scrollIntoViewIfNeeded();
      // Drawn: its controls are there and its texts (the Kurdish translation) have come.
      await expect
        .poll(
          () =>
            element.evaluate((el) => {
              const root = el.shadowRoot;
              const controls = root?.querySelectorAll('button, input, select').length ?? 0;
              const text = (root?.textContent ?? '').replace(/\s+/g, '');
              return controls > 0 && /[\u0600-\u06FF]{3}/.test(text);
            }),
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(await element.evaluate((el) => el.shadowRoot?.querySelector('[dir]')?.getAttribute('dir'))).toBe('rtl');
      expect(scripts.some((url) => url.startsWith(suite.server.origin) && bundle.test(url))).toBe(true);
      expect(scripts.every((url) => url.startsWith(suite.server.origin))).toBe(true);
      expect(failures).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
