// Temporary: three Lighthouse runs on the stock and vehicle pages (not committed).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
try {
  const listing = (await (await fetch(`${server.origin}/public_api/listing/iraq?items=1`)).json()) as { data: Array<{ id: number }> };
  const pages = (process.env.PAGES ?? 'stock,vehicle').split(',');
  for (const [name, path] of [['stock', '/ku/stock'], ['vehicle', `/ku/showroom/vehicle-${listing.data[0]?.id ?? 1}`]] as const) {
    if (!pages.includes(name)) continue;
    await fetch(server.origin + path);
    for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
      const r = await lighthouse(server.origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = r!.lhr.audits;
      writeFileSync(`/tmp/lh-${name}-${run}.json`, JSON.stringify(r!.lhr));
      console.log(name, run, Math.round((r!.lhr.categories.performance?.score ?? 0) * 100), 'LCP', Math.round(a['largest-contentful-paint']?.numericValue ?? 0), 'TBT', Math.round(a['total-blocking-time']?.numericValue ?? 0), 'CLS', (a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
