/**
 * Site pages over real HTTP (docs/caching.md): the server runs as its own process on the seeded demo
 * database and autocannon loads it from this one.
 *
 * - Uncached render: with PAGE_CACHE_MB=0 each request renders; one connection's p50 is about the
 *   render's CPU time (plus loopback).
 * - Kept pages: with the page cache on, 50 connections on `/ku/`, `/ku/stock` and a vehicle page next to
 *   the trivial `/settings` in the same run, printed as shares of its throughput, with p99.
 *   Budgets: `/ku/` ≥ 0.5 × `/settings`, p99 ≤ 250 ms; `/ku/stock` and the vehicle page ≥ 0.3 ×,
 *   p99 ≤ 400 ms.
 * - Conditional GET: every HTML page kind answers 304 to its own ETag.
 *
 * Standalone: `npx tsx bench/site-pages.ts` (seeds data/bench-pages.sqlite on its first run).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.js';
import { startBenchServer } from './listing-api.js';
import { ms, printTable } from './table.js';

const SQLITE = 'data/bench-pages.sqlite';
const CONNECTIONS = 50;
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

interface PageKind {
  name: string;
  path: string;
  share: number;
  p99Ms: number;
}

function run(url: string, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, headers: HEADERS });
}

/** A vehicle page's canonical address: the listing's first vehicle, through the slug redirect. */
async function vehiclePath(origin: string): Promise<string> {
  const listing = (await (await fetch(`${origin}/public_api/listing/iraq?items=1`)).json()) as { data: Array<{ id: number }> };
  const id = listing.data[0]?.id;
  if (id === undefined) throw new Error('the bench database has no vehicle');
  const answer = await fetch(`${origin}/ku/showroom/x-${id}`, { redirect: 'manual' });
  return answer.headers.get('location') ?? `/ku/showroom/x-${id}`;
}

const failures = (r: autocannon.Result): number => r.non2xx + r.errors + r.timeouts;

/** Prints the tables; returns what is over budget. */
export async function reportSitePages(): Promise<string[]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const over: string[] = [];
  const kinds = async (): Promise<PageKind[]> => [
    { name: '/ku/', path: '/ku/', share: 0.5, p99Ms: 250 },
    { name: '/ku/stock', path: '/ku/stock', share: 0.3, p99Ms: 400 },
    { name: 'vehicle page', path: await vehiclePath(origin), share: 0.3, p99Ms: 400 },
  ];

  // Uncached: every request renders.
  let stop = await startBenchServer(port, SQLITE, 64, { PAGE_CACHE_MB: '0', SEED_ON_START: '1' });
  const renderRows: string[][] = [];
  try {
    for (const kind of await kinds()) {
      const url = `${origin}${kind.path}`;
      await run(url, 1, 1);
      const one = await run(url, 1, 3);
      renderRows.push([kind.name, ms(one.latency.p50), ms(one.latency.p99), failures(one) ? `${failures(one)} failed` : 'ok']);
    }
  } finally {
    await stop();
  }
  printTable(
    'Site pages rendered on every request (PAGE_CACHE_MB=0, one connection ≈ render time)',
    ['page', 'p50', 'p99', ''],
    renderRows,
  );

  // Kept pages, 50 connections, next to /settings.
  stop = await startBenchServer(port, SQLITE, 64, { SEED_ON_START: '1' });
  const rows: string[][] = [];
  try {
    await run(`${origin}/settings`, 1, 1);
    const settings = await run(`${origin}/settings`, CONNECTIONS, 4);
    const trivial = settings.requests.average;
    rows.push([
      '/settings (trivial route)',
      trivial.toFixed(0),
      '1.00',
      ms(settings.latency.p99),
      '',
      failures(settings) ? 'failed' : 'ok',
    ]);
    for (const kind of await kinds()) {
      const url = `${origin}${kind.path}`;
      await run(url, 1, 1);
      const loaded = await run(url, CONNECTIONS, 4);
      const share = loaded.requests.average / trivial;
      const first = await fetch(url, { headers: HEADERS });
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      const conditional = await fetch(url, { headers: { ...HEADERS, 'if-none-match': etag } });
      await conditional.arrayBuffer();
      const ok = share >= kind.share && loaded.latency.p99 <= kind.p99Ms && conditional.status === 304 && failures(loaded) === 0;
      if (!ok) over.push(`site page ${kind.name}`);
      rows.push([
        kind.name,
        loaded.requests.average.toFixed(0),
        share.toFixed(2),
        ms(loaded.latency.p99),
        String(conditional.status),
        ok ? 'ok' : `over (≥ ${kind.share}×, p99 ≤ ${kind.p99Ms} ms, 304)`,
      ]);
    }
  } finally {
    await stop();
  }
  printTable(
    `Site pages kept in memory, ${CONNECTIONS} connections`,
    ['page', 'req/s', '× /settings', 'p99', 'If-None-Match', 'budget'],
    rows,
  );
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = await reportSitePages();
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
