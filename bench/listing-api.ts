/**
 * The listing API over real HTTP on the 100,000-vehicle dataset: the server runs as its own process
 * (as in production) and autocannon loads it from this one. Latency is measured with one connection
 * (p50/p99 ≈ server time + loopback), throughput with ten. The server's own time per request comes
 * from its Server-Timing header (engine = the facet index, app = the whole handler), averaged over
 * the one-connection run.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../scripts/free-port.js';
import { BENCH_SQLITE } from './dataset.js';
import { ms, printTable } from './table.js';

export const LISTING_QUERIES: Array<{ name: string; query: string }> = [
  { name: 'no filter', query: 'items=12' },
  { name: 'two filters', query: 'items=12&filter[states_in][]=used&filter[brands_in][]=land_rover' },
  { name: 'price range + sort', query: 'items=12&filter[msrp_price_gteq]=60000&filter[msrp_price_lteq]=150000&sort=priceAsc' },
];

async function startBenchServer(port: number): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: BENCH_SQLITE,
      DATABASE_URL: '',
      SEED_ON_START: '0',
      EXAMPLES: '0',
      LOG_LEVEL: 'warn',
      // The listing GETs are never limited; off anyway, so a bench of a limited route measures the route.
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('lrdx is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** Sums of the Server-Timing metrics seen, per metric name. */
type TimingTotals = { count: number; sums: Map<string, number> };

function readServerTiming(header: unknown, totals: TimingTotals): void {
  if (typeof header !== 'string') return;
  totals.count += 1;
  for (const part of header.split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
    if (match) totals.sums.set(match[1] as string, (totals.sums.get(match[1] as string) ?? 0) + Number(match[2]));
  }
}

function run(url: string, connections: number, duration: number, timing?: TimingTotals): Promise<autocannon.Result> {
  const { pathname, search } = new URL(url);
  return autocannon({
    url,
    connections,
    duration,
    headers: { accept: 'application/json' },
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

/** `port`: where the bench server listens; by default one the system picks, so a taken port never fails the bench. */
export async function reportListingApi(requestedPort?: number): Promise<void> {
  const port = requestedPort ?? (await freePort());
  const stop = await startBenchServer(port);
  try {
    const rows: string[][] = [];
    for (const { name, query } of LISTING_QUERIES) {
      const url = `http://127.0.0.1:${port}/public_api/listing/iraq?${query}`;
      await run(url, 1, 1); // warm-up: index built, JIT warm
      const timing: TimingTotals = { count: 0, sums: new Map() };
      const latency = await run(url, 1, 4, timing);
      const throughput = await run(url, 10, 4);
      const failed = latency.non2xx + latency.errors + throughput.non2xx + throughput.errors;
      const mean = (metric: string): string => (timing.count ? ms((timing.sums.get(metric) ?? 0) / timing.count) : '-');
      rows.push([
        name,
        ms(latency.latency.p50),
        ms(latency.latency.p99),
        mean('engine'),
        mean('app'),
        throughput.requests.average.toFixed(0),
        failed ? `${failed} failed` : 'ok',
      ]);
    }
    printTable(
      'Listing API, 100,000 vehicles, page of 12 with facets (HTTP, autocannon)',
      ['query', 'p50', 'p99', 'engine (mean)', 'server (mean)', 'req/s (10 conn)', ''],
      rows,
    );
    console.log('Budget: p50 ≤ 5 ms, p99 ≤ 20 ms server time.');
  } finally {
    await stop();
  }
}
