/**
 * Page load in Debian's Chromium: LCP, CLS and the load event for the home, stock-locator and
 * vehicle pages, each opened as a first visit (a new browser per load: no HTTP or code cache, no
 * warm renderer; docs/decisions.md, "Page speed as a first-time visitor gets it") on the real
 * server with the demo data. No network or CPU throttling: this is not Lighthouse's simulated
 * mobile, so it reports, it does not judge the Lighthouse budgets of the architecture; CLS is
 * comparable as it is.
 */
import { launchChromium } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { ms, printTable } from './table.js';

interface Vitals {
  lcp: number;
  cls: number;
  load: number;
  scripts: number;
}

/** Runs in the page: observes LCP and layout shifts from the start (buffered) until asked. */
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

export async function reportPageLoad(): Promise<void> {
  const server = await startServer();
  try {
    const listing = (await (await fetch(`${server.origin}/public_api/listing/iraq?items=1`)).json()) as { data: Array<{ id: number }> };
    const firstId = listing.data[0]?.id;
    const pages: Array<[string, string]> = [
      ['home', '/ku/'],
      ['stock locator', '/ku/stock'],
      ['vehicle page', `/ku/showroom/vehicle-${firstId}`],
    ];
    const rows: string[][] = [];
    for (const [name, path] of pages) {
      const runs: Vitals[] = [];
      for (let i = 0; i < 3; i++) {
        const browser = await launchChromium();
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(1500); // let widgets render and late shifts happen
        const vitals = await page.evaluate(() => {
          const w = window as unknown as { __vitals: { lcp: number; cls: number } };
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script' || r.name.endsWith('.js'))
            .reduce((sum, r) => sum + (r as PerformanceResourceTiming).encodedBodySize, 0);
          return { lcp: w.__vitals.lcp, cls: w.__vitals.cls, load: nav?.loadEventEnd ?? 0, scripts };
        });
        runs.push(vitals);
        await browser.close();
      }
      const median = (pick: (v: Vitals) => number) => [...runs].map(pick).sort((a, b) => a - b)[1] ?? 0;
      const cls = median((v) => v.cls);
      rows.push([
        name,
        ms(median((v) => v.lcp)),
        cls.toFixed(3),
        ms(median((v) => v.load)),
        `${(median((v) => v.scripts) / 1024).toFixed(1)} KB`,
        cls <= 0.05 ? 'ok' : 'OVER',
      ]);
    }
    printTable(
      'Page load in Chromium, 390×844, no throttling (median of 3 first visits, a new browser each)',
      ['page', 'LCP', 'CLS', 'load', 'JS transferred', 'CLS ≤ 0.05'],
      rows,
    );
  } finally {
    await server.stop();
  }
}
