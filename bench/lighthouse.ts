/**
 * Lighthouse (mobile form factor, simulated throttling: its defaults) on the home, a content page,
 * a family page, the QA page with every block, a page with the shell's popups, the stock-locator
 * and vehicle pages of the real server with the demo data, in Debian's Chromium. The budget of
 * Budgets (docs/architecture.md, "Tests"): performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, CLS ≤ 0.05. After a warm-up
 * load, the median of three runs; the scores still move by a few points on a busy machine.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { printTable } from './table.js';
import { showroomPath, type ShowroomSlugAttributes } from '../domain/showroom-slug.js';

interface PageScore {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failedA11y: string[];
  /** True when Speed Index could not be measured and the score is the other metrics' (performanceScore). */
  withoutSpeedIndex: boolean;
}

type Audits = Record<string, { numericValue?: number; score?: number | null; errorMessage?: string }>;

/**
 * Lighthouse's performance score, or, when only Speed Index failed, the weighted score of the other
 * metrics. A page that is complete in its first painted frame leaves the trace without screenshots
 * (Lighthouse: SPEEDINDEX_OF_ZERO, GoogleChrome/lighthouse#15556, speedline#21), and Lighthouse then
 * gives no performance score at all: the family page hit this once its fonts stopped re-flowing it.
 */
export function performanceScore(
  category: { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined,
  audits: Audits,
): { score: number; withoutSpeedIndex: boolean } {
  if (!category) return { score: 0, withoutSpeedIndex: false };
  if (category.score !== null) return { score: category.score, withoutSpeedIndex: false };
  const weighted = category.auditRefs.filter((ref) => ref.weight > 0);
  const failed = weighted.filter((ref) => typeof audits[ref.id]?.score !== 'number');
  const speedIndexOnly =
    failed.length === 1 &&
    failed[0]?.id === 'speed-index' &&
    /SPEEDINDEX_OF_ZERO|NO_SCREENSHOTS/.test(audits['speed-index']?.errorMessage ?? '');
  if (!speedIndexOnly) return { score: 0, withoutSpeedIndex: false };
  const rest = weighted.filter((ref) => ref.id !== 'speed-index');
  const total = rest.reduce((sum, ref) => sum + ref.weight, 0);
  const score = rest.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0) / total;
  return { score, withoutSpeedIndex: true };
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string) => audits[id]?.numericValue ?? Number.NaN;

async function audit(url: string, port: number): Promise<PageScore> {
  const run = () => lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  let result = await run();
  // A trace without its navigation start (NO_NAVSTART) happens now and then on the same page that
  // measures fine the next time; Lighthouse's own advice is to run again, once.
  if (result?.lhr.runtimeError) {
    console.log(`Lighthouse could not measure ${url} (${result.lhr.runtimeError.code}): running it once more`);
    result = await run();
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError)
    console.log(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  for (const id of ['largest-contentful-paint', 'cumulative-layout-shift']) {
    const failure = (audits[id] as { errorMessage?: string } | undefined)?.errorMessage;
    if (failure) console.log(`Lighthouse ${id} on ${url}: ${failure}`);
  }
  const performance = performanceScore(categories.performance, audits as Audits);
  const failedA11y = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    performance: Math.round(performance.score * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    failedA11y,
    withoutSpeedIndex: performance.withoutSpeedIndex,
  };
}

/** Runs per page; the reported one is the run with the median performance score. */
const RUNS = 3;

/**
 * Three runs, reporting the median one (by performance score, then LCP): one busy second on the
 * machine moves a single run by several points, as Lighthouse's own variability guide says.
 */
async function medianAudit(url: string, port: number): Promise<PageScore> {
  const runs: PageScore[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, port));
  runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return runs[Math.floor(runs.length / 2)] as PageScore;
}

/**
 * Warms the server's caches as a visitor after the first would find them: the page's HTML and the
 * pictures it preloads (the demo scenes are drawn by sharp on their first request, ~0.9 s, then
 * served from memory; a real site's pictures are files).
 */
async function warm(origin: string, path: string): Promise<void> {
  const html = await (await fetch(origin + path)).text();
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const urls = new Set<string>();
  for (const link of preloads) {
    for (const match of link.matchAll(/(?:href|imagesrcset)="([^"]+)"/g)) {
      for (const candidate of (match[1] ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url?.startsWith('/')) urls.add(url);
      }
    }
  }
  await Promise.all([...urls].map(async (url) => (await fetch(origin + url)).arrayBuffer()));
}

export async function reportLighthouse(): Promise<string[]> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const overBudget: string[] = [];
  try {
    const listing = (await (await fetch(`${server.origin}/public_api/listing/iraq?items=1`)).json()) as {
      data: Array<{ id: number; attributes: ShowroomSlugAttributes }>;
    };
    const vehicle = listing.data[0];
    if (!vehicle) throw new Error('the demo listing has no vehicle');
    const pages: Array<[string, string]> = [
      ['home', '/ku/'],
      ['content page', '/ku/about-us'],
      // A family page (hero, models, 360 views, colour picker, galleries) and the QA page with every block.
      ['family page', '/ku/defender'],
      ['every block (/ku/blocks)', '/ku/blocks'],
      // The cookie banner (pending consent), quick links, the modal form and exit popup hosts, in Arabic.
      ['page with the shell popups (ar)', '/ar/contact-us'],
      ['stock locator', '/ku/stock'],
      // The vehicle's own address: `/ku/showroom/vehicle-{id}` answers with a redirect, which Lighthouse counts.
      ['vehicle page', showroomPath(vehicle)],
    ];
    const rows: string[][] = [];
    for (const [name, path] of pages) {
      await warm(server.origin, path);
      // Simulated throttling scales the CPU work it observes: on a shared machine a busy minute costs points.
      const load = loadavg()[0] ?? 0;
      const score = await medianAudit(server.origin + path, chrome.port);
      const within = score.performance >= 95 && score.accessibility === 100 && score.lcpMs <= 2000 && score.cls <= 0.05 ? 'yes' : 'NO';
      if (within === 'NO') overBudget.push(`Lighthouse ${name}`);
      rows.push([
        name,
        // * : Speed Index unmeasurable (complete in the first frame); the score of the other metrics.
        score.withoutSpeedIndex ? `${score.performance}*` : String(score.performance),
        String(score.accessibility),
        `${(score.lcpMs / 1000).toFixed(2)} s`,
        score.cls.toFixed(3),
        `${Math.round(score.tbtMs)} ms`,
        within,
        score.failedA11y.join(', ') || '-',
        load.toFixed(1),
      ]);
    }
    printTable(
      'Lighthouse, mobile with simulated throttling (budget: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, CLS ≤ 0.05; * = without Speed Index, see performanceScore)',
      ['page', 'performance', 'accessibility', 'LCP', 'CLS', 'TBT', 'within budget', 'failed accessibility audits', 'load average'],
      rows,
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
  return overBudget;
}
