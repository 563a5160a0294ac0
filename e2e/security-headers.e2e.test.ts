/**
 * The Content-Security-Policy in real Chromium: every kind of page renders its widgets (Shadow DOM,
 * constructable stylesheets, lazily imported bundles) and the API documentation renders, with not a
 * single CSP violation, neither as a `securitypolicyviolation` event nor as a console message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useVisitorSuite } from './support/lifecycle.js';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

describe('pages under the Content-Security-Policy', () => {
  const suite = useVisitorSuite('security-headers');
  let vehicleId: number;

  beforeAll(async () => {
    const listing = (await (await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock`)).json()) as {
      data: { id: number }[];
    };
    vehicleId = listing.data[0]!.id;
  });

  /** Opens the page, waits for `ready` and for the network to settle, and returns every CSP complaint seen. */
  async function violationsOn(path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
    const page = await suite.browser.newPage();
    const console: string[] = [];
    page.on('console', (message) => {
      if (/content security policy|permissions policy|permissions-policy/i.test(message.text())) console.push(message.text());
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    try {
      const response = await page.goto(`${suite.server.origin}${path}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await ready(page);
      await page.waitForLoadState('networkidle');
      return [...(await page.evaluate(() => window.__cspViolations ?? [])), ...console];
    } finally {
      await page.close();
    }
  }

  /** The element has rendered something inside its shadow root (its bundle loaded and ran, its styles applied). */
  const widgetRendered = (tag: string) => (page: Page) =>
    page.waitForFunction((name) => {
      const root = document.querySelector(name)?.shadowRoot;
      return !!root && root.querySelectorAll('button, a, h2, h3, li, article').length > 0 && root.adoptedStyleSheets.length > 0;
    }, tag);

  /**
   * The server drew the widget's first screen; the widget takes over at the visitor's first touch
   * (docs/decisions.md, "Page speed as a first-time visitor gets it"), given here as keyboard focus
   * on `focus` inside it, and has rendered.
   */
  const takenOverAt = (tag: string, focus: string) => async (page: Page) => {
    await page.locator(`${tag} ${focus}`).focus();
    await widgetRendered(tag)(page);
  };

  it('home page', async () => {
    expect(await violationsOn('/ku/', (page) => page.locator('main').waitFor())).toEqual([]);
  });

  it('stock page with the stock locator', async () => {
    expect(await violationsOn('/ku/stock', takenOverAt('lrdx-stock-locator', 'select:has(option[value="priceAsc"])'))).toEqual([]);
  });

  it('vehicle page with the showroom widget', async () => {
    expect(await violationsOn(`/ku/showroom/old-${vehicleId}`, takenOverAt('lrdx-showroom', '.lrdx-gallery__viewport'))).toEqual([]);
  });

  it('reserve page with the reservation widget', async () => {
    expect(await violationsOn('/ku/reserve', takenOverAt('lrdx-reservation', '[data-action="start"]'))).toEqual([]);
  });

  it('order-online page with the order-online widget', async () => {
    expect(
      await violationsOn(
        `/ku/showroom-order-online/vehicle/${vehicleId}`,
        takenOverAt('lrdx-order-online', 'input[name="payment-option"] >> nth=0'),
      ),
    ).toEqual([]);
  });

  it('the QA page of every block: the expanded entry form keeps its tab padding without an inline style', async () => {
    const violations = await violationsOn('/ku/blocks', async (page) => {
      const tab = page.locator('.lrdx-tabs--entry-form .lrdx-tabs__tab').first();
      await tab.scrollIntoViewIfNeeded();
      await page.waitForSelector('.lrdx-tabs--entry-form [role="tab"]', { state: 'attached' });
      // The seeded tab_x_padding (22 px) reaches the tab through its class and the stylesheet.
      expect(await tab.getAttribute('style')).toBeNull();
      expect(await tab.evaluate((el) => [getComputedStyle(el).paddingInlineStart, getComputedStyle(el).paddingInlineEnd])).toEqual([
        '22px',
        '22px',
      ]);
    });
    expect(violations).toEqual([]);
  });

  it('the API documentation (Swagger UI)', async () => {
    expect(await violationsOn('/api/docs', (page) => page.locator('.swagger-ui .info .title').waitFor())).toEqual([]);
  });
});
