/**
 * Site pages at campaign traffic (docs/caching.md, docs/load-shedding.md): a server process on a fresh
 * demo database (1,500 vehicles), measured in one run so every figure is a ratio to the same machine:
 *  - restart after a crash: SIGKILL, start again with `npm run start:prod` (the compiled server, as a
 *    hosting team runs it: docs/production-start.md), time until the first page answers;
 *  - 50 connections for 10 s on `/settings` (a trivial JSON route), `/ku/`, `/ku/stock` and a vehicle
 *    page: throughput as a share of `/settings`', p99 and timeouts;
 *  - a conditional GET with the page's own validator on every HTML page kind (304 expected);
 *  - overload: 200 connections on `/ku/stock`: the slowest answer and how many were refused (503).
 * Standalone: `npx tsx bench/page-traffic.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.js';
import { ensureCompiledServer } from './compiled-server.js';
import { startServerProcess } from './server-process.js';
import { printTable } from './table.js';

export const PAGE_BUDGETS = {
  home: { throughput: 0.5, p99: 250 },
  heavy: { throughput: 0.3, p99: 400 },
  overloadMaxWaitMs: 2000,
  restartMs: 6000,
} as const;

function load(url: string, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    headers: { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' },
  });
}

async function firstPageAfterStart(env: Record<string, string>, origin: string) {
  const started = performance.now();
  const server = await startServerProcess(env, 'compiled');
  for (;;) {
    const res = await fetch(`${origin}/ku/`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { server, ms: performance.now() - started };
}

async function vehiclePath(origin: string): Promise<string> {
  const xml = await (await fetch(`${origin}/sitemaps/vehicles-1.xml`)).text();
  const loc = /<loc>[^<]*?(\/ku\/showroom\/[^<]+)<\/loc>/.exec(xml);
  if (!loc?.[1]) throw new Error('no vehicle page in the sitemap');
  return loc[1];
}

async function conditionalStatus(url: string): Promise<string> {
  const first = await fetch(url);
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  const lastModified = first.headers.get('last-modified');
  if (!etag && !lastModified) return 'no validator';
  const again = await fetch(url, {
    headers: { ...(etag ? { 'if-none-match': etag } : {}), ...(lastModified ? { 'if-modified-since': lastModified } : {}) },
  });
  await again.arrayBuffer();
  return String(again.status);
}

export async function reportPageTraffic(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-page-traffic-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), SQLITE_PATH: join(dir, 'lrdx.sqlite'), DEMO_ADMIN: '0', RATE_LIMITS: 'off', PUBLIC_ORIGIN: origin };
  const over: string[] = [];
  await ensureCompiledServer();
  // The first start seeds the demo data; the crash and the restart are what is measured.
  let { server } = await firstPageAfterStart(env, origin);
  await server.kill();
  const restart = await firstPageAfterStart(env, origin);
  server = restart.server;
  try {
    const vehicle = await vehiclePath(origin);
    const pages = [
      { name: '/ku/', path: '/ku/', budget: PAGE_BUDGETS.home },
      { name: '/ku/stock', path: '/ku/stock', budget: PAGE_BUDGETS.heavy },
      { name: 'vehicle page', path: vehicle, budget: PAGE_BUDGETS.heavy },
    ];
    for (const page of pages) await load(`${origin}${page.path}`, 2, 1); // warm the process (a CDN edge or a visitor would)
    const settings = await load(`${origin}/settings`, 50, 10);
    const rows: string[][] = [
      ['/settings', settings.requests.average.toFixed(0), '1.00', `${settings.latency.p99} ms`, String(settings.timeouts), '', ''],
    ];
    for (const page of pages) {
      const result = await load(`${origin}${page.path}`, 50, 10);
      const ratio = result.requests.average / settings.requests.average;
      const ok = ratio >= page.budget.throughput && result.latency.p99 <= page.budget.p99 && result.timeouts === 0;
      if (!ok) over.push(`${page.name} at 50 connections`);
      rows.push([
        page.name,
        result.requests.average.toFixed(0),
        ratio.toFixed(2),
        `${result.latency.p99} ms`,
        String(result.timeouts),
        `≥ ${page.budget.throughput} ×, p99 ≤ ${page.budget.p99} ms, 0 timeouts`,
        ok ? 'ok' : 'OVER',
      ]);
    }
    printTable(
      'Site pages, 50 connections for 10 s (ratios to /settings in the same run)',
      ['route', 'req/s', '× /settings', 'p99', 'timeouts', 'budget', ''],
      rows,
    );

    const kinds = [
      ...pages,
      { name: 'content page', path: '/ku/about-us' },
      { name: 'family page', path: '/ku/defender' },
      { name: '/ku/blocks', path: '/ku/blocks' },
    ];
    const conditional: string[][] = [];
    for (const kind of kinds) {
      const status = await conditionalStatus(`${origin}${kind.path}`);
      if (status !== '304') over.push(`conditional GET of ${kind.name}`);
      conditional.push([kind.name, status, status === '304' ? 'ok' : 'OVER']);
    }
    printTable("Conditional GET with the page's own validator (budget: 304)", ['page', 'status', ''], conditional);

    const overload = await load(`${origin}/ku/stock`, 200, 10);
    const refused = overload.statusCodeStats?.['503']?.count ?? 0;
    const overloadOk = overload.latency.max <= PAGE_BUDGETS.overloadMaxWaitMs && overload.timeouts === 0;
    if (!overloadOk) over.push('overload wait');
    printTable(
      'Overload: 200 connections on /ku/stock for 10 s (budget: nobody waits more than 2 s; a page or a 503)',
      ['answers', 'pages (2xx)', 'refused (503)', 'slowest', 'p99', 'timeouts', ''],
      [
        [
          String(overload.requests.total),
          String(overload['2xx']),
          String(refused),
          `${overload.latency.max} ms`,
          `${overload.latency.p99} ms`,
          String(overload.timeouts),
          overloadOk ? 'ok' : 'OVER',
        ],
      ],
    );

    const restartOk = restart.ms <= PAGE_BUDGETS.restartMs;
    if (!restartOk) over.push('restart to first page');
    printTable(
      'Restart after SIGKILL to the first page, 1,500 vehicles (budget ≤ 6 s)',
      ['time', ''],
      [[`${(restart.ms / 1000).toFixed(2)} s`, restartOk ? 'ok' : 'OVER']],
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = await reportPageTraffic();
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
