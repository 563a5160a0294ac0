/**
 * The reservation page's welcome comes with the HTML (widgets/reservation/server-render.tsx,
 * server/render/reservation-first-screens.ts; docs/decisions.md, "Page speed as a first-time visitor
 * gets it"): it is on screen before any of the widget's script, which waits for the visitor's first
 * touch (or starts at once when the browser keeps a reservation in progress); the widget takes over
 * the same nodes without a layout shift, and the welcome's button pressed before it ran is not lost.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForFirstPaint } from './support/first-paint.js';
import { holdWidgetBundle } from './support/hold-bundle.js';
import { useVisitorSuite } from './support/lifecycle.js';

const WELCOME = { ku: 'ئۆتۆمبێلەکەت بە شێوەی ئۆنلاین حیجز بکە', en: 'Reserve your vehicle online' } as const;

/** Sums every layout shift from the page's start (the take-over's shifts among them). */
const SHIFT_RECORDER = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('reservation page: the welcome drawn by the server', () => {
  const suite = useVisitorSuite('reserve-first-screen');

  async function openHeld(
    language: 'ku' | 'en',
    viewport: { width: number; height: number },
  ): Promise<{ page: Page; release: () => void; bundles: string[] }> {
    const page = await suite.browser.newPage({ viewport });
    await page.addInitScript(SHIFT_RECORDER);
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (/\/widgets\/reservation-[^/]+\.js$/.test(request.url())) bundles.push(request.url());
    });
    const release = await holdWidgetBundle(page, 'reservation');
    await page.goto(`${suite.server.origin}/${language}/reserve`, { waitUntil: 'domcontentloaded' });
    await waitForFirstPaint(page);
    return { page, release, bundles };
  }

  const defined = (page: Page) => page.evaluate(() => customElements.get('lrdx-reservation') !== undefined);

  for (const [language, viewport] of [
    ['ku', { width: 390, height: 844 }],
    ['en', { width: 1280, height: 800 }],
  ] as const)
    it(`/${language}/reserve at ${viewport.width} px: the welcome is there before the script, and the same nodes after, without a shift`, async () => {
      const { page, release, bundles } = await openHeld(language, viewport);
      const widget = page.locator('lrdx-reservation');
      const title = widget.locator('[data-screen="landing"] h2');
      expect(await title.innerText()).toBe(WELCOME[language]);
      expect(await widget.locator('.lrdx-flow').getAttribute('dir')).toBe(language === 'ku' ? 'rtl' : 'ltr');
      expect(await defined(page)).toBe(false);
      const before = await page.evaluate(`(() => {
        const root = document.querySelector('lrdx-reservation').shadowRoot;
        // Kept by identity: the widget's render sets exactly its own attributes.
        window.__serverNodes = [...root.querySelectorAll('[data-screen="landing"], [data-screen="landing"] *')];
        return { height: document.querySelector('lrdx-reservation').getBoundingClientRect().height, count: window.__serverNodes.length };
      })()`);
      release();
      // Nothing of the widget loads during the page's load: it waits for the visitor.
      await page.waitForLoadState('networkidle');
      expect(bundles).toEqual([]);
      // The visitor's first touch (keyboard focus on the button) starts the take-over.
      const start = widget.locator('[data-screen="landing"] [data-action="start"]');
      await start.focus();
      await expect.poll(() => defined(page), { timeout: 30_000 }).toBe(true);
      // The machine has its first answer and shows its own welcome: the server's nodes, unchanged.
      await expect.poll(() => widget.locator('.lrdx-flow').getAttribute('data-state'), { timeout: 30_000 }).toBe('"landing"');
      const after = await page.evaluate(`(() => {
        const root = document.querySelector('lrdx-reservation').shadowRoot;
        const nodes = [...root.querySelectorAll('[data-screen="landing"], [data-screen="landing"] *')];
        return {
          height: document.querySelector('lrdx-reservation').getBoundingClientRect().height,
          same: nodes.length === window.__serverNodes.length && nodes.every((node, i) => node === window.__serverNodes[i]),
          shift: window.__shift,
        };
      })()`);
      expect(after).toEqual({ height: (before as { height: number }).height, same: true, shift: 0 });
      expect(await title.innerText()).toBe(WELCOME[language]);
      // The focus stays where the visitor put it: the first screen's heading does not pull it.
      expect(
        await start.evaluate(
          (button) => button.getRootNode() instanceof ShadowRoot && (button.getRootNode() as ShadowRoot).activeElement === button,
        ),
      ).toBe(true);
      await page.close();
    });

  it('keeps a press on the welcome’s button made before the widget ran, and shows the cars', async () => {
    const { page, release } = await openHeld('ku', { width: 390, height: 844 });
    const widget = page.locator('lrdx-reservation');
    await widget.locator('[data-screen="landing"] [data-action="start"]').click();
    expect(await defined(page)).toBe(false);
    release();
    await expect.poll(() => widget.locator('[data-screen="vehicles"]').count(), { timeout: 30_000 }).toBe(1);
    await page.close();
  });

  it('starts the widget at once, without a touch, when the browser keeps a reservation in progress', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    // Any record under the key: the loader only asks whether one is kept (the widget reads it).
    await page.addInitScript(() => localStorage.setItem('sl_order_online_reservation', JSON.stringify({ stage: 'checkout' })));
    await page.goto(`${suite.server.origin}/ku/reserve`, { waitUntil: 'load' });
    await expect.poll(() => defined(page), { timeout: 30_000 }).toBe(true);
    await page.close();
  });
});
