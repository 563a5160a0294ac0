/**
 * Which element is a page's largest contentful paint, and when, on a phone (390×844, CPU ×4 via CDP):
 * every `largest-contentful-paint` entry in order, with its element, URL and time. Usage:
 * npx tsx bench/lcp-element.ts [path …] (default: the first reservable car's vehicle page and /ku/stock),
 * against the real server on a fresh database.
 */
import { launchChromium } from '../e2e/support/browser.js';
import { reservable } from '../e2e/support/order-online.js';
import { startServer } from '../e2e/support/server.js';
import { showroomPath } from '../domain/showroom-slug.js';

const RECORDER = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const inShadow = el && el.getRootNode() instanceof ShadowRoot ? ' (in ' + el.getRootNode().host.nodeName + ')' : '';
      window.__lcp.push(Math.round(e.startTime) + ' ms ' + (el ? el.nodeName + '.' + (el.className || '') : '?') + inShadow + ' ' + (e.url || '').slice(-60) + ' size ' + e.size);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const browser = await launchChromium();
    const paths = process.argv.slice(2);
    if (paths.length === 0) paths.push(showroomPath((await reservable(server))[0]!), '/ku/stock');
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(RECORDER);
      await page.goto(server.origin + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      console.log(path);
      for (const line of await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp)) console.log('  ' + line);
      await context.close();
    }
    await browser.close();
  } finally {
    await server.stop();
  }
}

await main();
