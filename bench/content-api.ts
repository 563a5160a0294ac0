/**
 * The content API's stock, offer, breadcrumb, compare and currency routes on the bench server, next
 * to /settings (run by bench/listing-api.ts with the answer cache off: these routes have none).
 * Informational: no budget of its own beyond the listing's.
 */
import type autocannon from 'autocannon';
import { ms } from './table.js';

export const CONTENT_ROUTES: Array<{ name: string; path: string }> = [
  { name: '/vehicles (page of 12)', path: '/vehicles?items=12' },
  { name: '/vehicles (filter + sort)', path: '/vehicles?items=12&filter[family_in][]=Defender&sort=priceAsc' },
  { name: '/vehicles/grouped_nameplates', path: '/vehicles/grouped_nameplates' },
  { name: '/vehicles/{id}/specs', path: '/vehicles/1/specs' },
  { name: '/offer_car_models', path: '/offer_car_models?car_model_key=Range%20Rover%20Sport' },
  { name: '/nav_entries/breadcrumbs/{pageId}', path: '/nav_entries/breadcrumbs/1' },
  { name: '/compare/spec/{id}', path: '/compare/spec/defender_110' },
  { name: '/currency-exchange', path: '/currency-exchange' },
];

type Run = (url: string, connections: number, duration: number) => Promise<autocannon.Result>;

/** One row per route: p50, p99 (one connection), req/s (ten), share of /settings' req/s, failures. */
export async function measureContentRoutes(origin: string, trivialRps: number, run: Run): Promise<string[][]> {
  const rows: string[][] = [];
  for (const { name, path } of CONTENT_ROUTES) {
    const url = `${origin}${path}`;
    await run(url, 1, 1); // warm-up
    const latency = await run(url, 1, 2);
    const throughput = await run(url, 10, 2);
    const failed = latency.non2xx + latency.errors + latency.timeouts + throughput.non2xx + throughput.errors + throughput.timeouts;
    // No answer in a run (a starved machine) is a measurement of nothing, not "0 ms, ok".
    const answered = latency['2xx'] > 0 && throughput['2xx'] > 0;
    rows.push([
      name,
      ms(latency.latency.p50),
      ms(latency.latency.p99),
      throughput.requests.average.toFixed(0),
      (throughput.requests.average / trivialRps).toFixed(2),
      !answered ? 'no answer' : failed ? `${failed} failed` : 'ok',
    ]);
  }
  return rows;
}
