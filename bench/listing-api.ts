/**
 * The listing API over real HTTP on the 100,000-vehicle dataset: the server runs as its own process
 * (as in production) and autocannon loads it from this one. Latency is measured with one connection
 * (p50/p99 ≈ server time + loopback), throughput with ten, next to the throughput of a trivial route
 * (`/settings`) in the same server. The server's own time per request comes from its Server-Timing
 * header (engine = the facet index, app = the whole handler), averaged over the one-connection run.
 *
 * Each query runs twice: with the answer cache off (LISTING_CACHE_MB=0: engine, rows, serialization
 * and compression on every request) and on (a repeated query is served from memory). Clients ask
 * for `br, gzip` as browsers do.
 *
 * Standalone: `npx tsx bench/listing-api.ts [--vehicles 20000]` (a smaller dataset builds faster
 * into data/bench-<n>.sqlite; the default is the full 100,000 in data/bench.sqlite).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.js';
import { BENCH_SQLITE, BENCH_VEHICLES, ensureBenchDataset } from './dataset.js';
import { ms, printTable } from './table.js';
import { measureContentRoutes } from './content-api.js';
import { startServerProcess } from './server-process.js';

/** Listing throughput on a popular (repeated) query must reach this share of /settings'. */
export const LISTING_THROUGHPUT_BUDGET = 0.5;
const ACCEPT_ENCODING = 'br, gzip';

export const LISTING_QUERIES: Array<{ name: string; query: string }> = [
  { name: 'no filter', query: 'items=12' },
  { name: 'two filters', query: 'items=12&filter[states_in][]=used&filter[brands_in][]=land_rover' },
  { name: 'price range + sort', query: 'items=12&filter[msrp_price_gteq]=60000&filter[msrp_price_lteq]=150000&sort=priceAsc' },
];

/** The server as its own process on `sqlitePath`; `env` adds or overrides variables (bench/site-pages.ts). */
export async function startBenchServer(
  port: number,
  sqlitePath: string,
  cacheMb: number,
  env: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const server = await startServerProcess({
    PORT: String(port),
    SQLITE_PATH: sqlitePath,
    LISTING_CACHE_MB: String(cacheMb),
    SEED_ON_START: '0',
    // The listing GETs are never limited; off anyway, so a bench of a limited route measures the route.
    RATE_LIMITS: 'off',
    ...env,
  });
  // Running is not ready: the listing index of 100,000 vehicles is built after the process listens,
  // and the listing answers 503 until then (docs/operations.md, "Start-up"). Measure a ready process.
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    await ready?.arrayBuffer();
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server.stop;
}

/** Sums of the Server-Timing metrics seen, per metric name, and every `app` (whole handler) duration. */
type TimingTotals = { count: number; sums: Map<string, number>; app: number[] };

function readServerTiming(header: unknown, totals: TimingTotals): void {
  if (typeof header !== 'string') return;
  totals.count += 1;
  for (const part of header.split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
    if (!match) continue;
    totals.sums.set(match[1] as string, (totals.sums.get(match[1] as string) ?? 0) + Number(match[2]));
    if (match[1] === 'app') totals.app.push(Number(match[2]));
  }
}

/** The q-quantile (0..1) of the values, by nearest rank; NaN when there are none. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** The ARCHITECTURE budget of a listing query with the answer cache off: server time (Server-Timing app). */
export const LISTING_SERVER_P50_MS = 5;
export const LISTING_SERVER_P99_MS = 20;

function run(url: string, connections: number, duration: number, timing?: TimingTotals): Promise<autocannon.Result> {
  const { pathname, search } = new URL(url);
  return autocannon({
    url,
    connections,
    duration,
    headers: { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING },
    requests: [
      {
        method: 'GET',
        path: pathname + search,
        onResponse: timing
          ? (_status, _body, _context, headers) => readServerTiming((headers as Record<string, unknown>)['server-timing'], timing)
          : undefined,
      },
    ],
  });
}

export interface ListingApiBenchOptions {
  port?: number;
  sqlitePath?: string;
  vehicles?: number;
}

/** Prints the table; returns what is over budget. */
export async function reportListingApi(options: ListingApiBenchOptions = {}): Promise<string[]> {
  const { sqlitePath = BENCH_SQLITE, vehicles = BENCH_VEHICLES } = options;
  // By default a port the system picks, so a taken port never fails the bench.
  const port = options.port ?? (await freePort());
  const rows: string[][] = [];
  const over: string[] = [];
  let contentRows: string[][] = [];
  for (const cacheMb of [0, 64]) {
    const cache = cacheMb > 0 ? 'on' : 'off';
    const stop = await startBenchServer(port, sqlitePath, cacheMb);
    try {
      const settingsUrl = `http://127.0.0.1:${port}/settings`;
      await run(settingsUrl, 1, 1);
      const settings = await run(settingsUrl, 10, 4);
      const trivial = settings.requests.average;
      const settingsFailed = settings.non2xx + settings.errors;
      rows.push([
        '/settings (trivial route)',
        cache,
        '',
        '',
        '',
        '',
        '',
        trivial.toFixed(0),
        '1.00',
        settingsFailed ? `${settingsFailed} failed` : 'ok',
      ]);
      for (const { name, query } of LISTING_QUERIES) {
        const url = `http://127.0.0.1:${port}/public_api/listing/iraq?${query}`;
        await run(url, 1, 1); // warm-up: index built, JIT warm
        const timing: TimingTotals = { count: 0, sums: new Map(), app: [] };
        const latency = await run(url, 1, 4, timing);
        const throughput = await run(url, 10, 4);
        const failed = latency.non2xx + latency.errors + latency.timeouts + throughput.non2xx + throughput.errors + throughput.timeouts;
        // A run that got no answer at all (a starved machine) measured nothing: say so, never "0 ms, ok".
        const answered = latency['2xx'] > 0 && throughput['2xx'] > 0;
        const serverP50 = quantile(timing.app, 0.5);
        const serverP99 = quantile(timing.app, 0.99);
        if (!answered) over.push(`listing ${name} (cache ${cache}): no answer within the run`);
        else if (cacheMb === 0 && !(serverP50 <= LISTING_SERVER_P50_MS && serverP99 <= LISTING_SERVER_P99_MS))
          over.push(`listing server time (${name}): p50 ${ms(serverP50)}, p99 ${ms(serverP99)}`);
        const mean = (metric: string): string => (timing.sums.has(metric) ? ms((timing.sums.get(metric) ?? 0) / timing.count) : '-');
        const ratio = throughput.requests.average / trivial;
        if (cacheMb > 0 && ratio < LISTING_THROUGHPUT_BUDGET) over.push(`listing throughput (${name}): ${ratio.toFixed(2)} × /settings`);
        rows.push([
          name,
          cache,
          ms(latency.latency.p50),
          ms(latency.latency.p99),
          mean('engine'),
          mean('app'),
          timing.app.length > 0 ? `${ms(serverP50)} / ${ms(serverP99)}` : '-',
          throughput.requests.average.toFixed(0),
          ratio.toFixed(2),
          !answered ? 'no answer' : failed ? `${failed} failed` : 'ok',
        ]);
      }
      if (cacheMb === 0) contentRows = await measureContentRoutes(`http://127.0.0.1:${port}`, trivial, run);
    } finally {
      await stop();
    }
  }
  printTable(
    `Listing API, ${vehicles.toLocaleString('en')} vehicles, page of 12 with facets (HTTP, autocannon, Accept-Encoding: ${ACCEPT_ENCODING})`,
    ['query', 'answer cache', 'p50', 'p99', 'engine (mean)', 'server (mean)', 'server p50 / p99', 'req/s (10 conn)', '× /settings', ''],
    rows,
  );
  console.log(
    `Budget: p50 ≤ 5 ms, p99 ≤ 20 ms server time (cache off); throughput ≥ ${LISTING_THROUGHPUT_BUDGET} × /settings (cache on, repeated query).`,
  );
  printTable(
    'Content API routes (HTTP, autocannon, answer cache off)',
    ['route', 'p50', 'p99', 'req/s (10 conn)', '× /settings', ''],
    contentRows,
  );
  return over;
}

/** `--vehicles <n>`: a dataset of that size (its own file unless it is the full one). */
function standaloneOptions(argv: string[]): ListingApiBenchOptions {
  const at = argv.indexOf('--vehicles');
  const vehicles = at >= 0 ? Number(argv[at + 1]) : BENCH_VEHICLES;
  if (!Number.isInteger(vehicles) || vehicles <= 0) throw new Error(`--vehicles must be a whole number above 0, got ${argv[at + 1]}`);
  return { vehicles, sqlitePath: vehicles === BENCH_VEHICLES ? BENCH_SQLITE : `data/bench-${vehicles}.sqlite` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = standaloneOptions(process.argv.slice(2));
  await ensureBenchDataset(options.sqlitePath, options.vehicles);
  const over = await reportListingApi(options);
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
