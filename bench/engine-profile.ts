/**
 * The engine alone, in process, on 100,000 demo-seed rows generated in memory (no database): the
 * script to run under `node --cpu-prof --import tsx bench/engine-profile.ts` when tuning the engine.
 * Prints build time and p50/p99 of the 300-query mix (all facet counts), after a warm-up round.
 */
import { performance } from 'node:perf_hooks';
import { buildListingIndex } from '../server/listing/engine/index.js';
import { BENCH_LISTING, inMemoryVehicleRows } from './in-memory-stock.js';
import { mixData, percentile, queryMix } from './query-mix.js';
import { ms, printTable } from './table.js';

const count = Number(process.env.VEHICLES ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 5);

const rows = inMemoryVehicleRows(count);
const listing = BENCH_LISTING;
const started = performance.now();
const index = buildListingIndex({ version: 1, vehicles: rows, dealers: [], listings: [listing] });
const buildMs = performance.now() - started;
const queries = queryMix(mixData(rows));

const named: Array<[string, Parameters<typeof index.query>[1]]> = [
  ['no filter', { page: 1, items: 12, sort: 'createdAtDesc', filters: { checkbox: {}, ranges: {} } }],
  [
    'two filters',
    { page: 1, items: 12, sort: 'createdAtDesc', filters: { checkbox: { states: ['used'], brands: ['land_rover'] }, ranges: {} } },
  ],
  [
    'price range + sort',
    { page: 1, items: 12, sort: 'priceAsc', filters: { checkbox: {}, ranges: { msrp_price: { gteq: 60_000, lteq: 150_000 } } } },
  ],
];

const samples: number[] = [];
const namedSamples = new Map<string, number[]>(named.map(([name]) => [name, []]));
for (let round = 0; round <= rounds; round++) {
  for (const query of queries) {
    const t0 = performance.now();
    index.query(listing, query);
    if (round > 0) samples.push(performance.now() - t0);
  }
  for (const [name, query] of named) {
    const t0 = performance.now();
    index.query(listing, query);
    if (round > 0) namedSamples.get(name)?.push(performance.now() - t0);
  }
}
const rowsOut = [['300-query mix', ms(percentile(samples, 50)), ms(percentile(samples, 99)), ms(Math.max(...samples))]];
for (const [name, list] of namedSamples) rowsOut.push([name, ms(percentile(list, 50)), ms(percentile(list, 99)), ms(Math.max(...list))]);
printTable(
  `Engine in process, ${count.toLocaleString('en')} vehicles (build ${buildMs.toFixed(0)} ms)`,
  ['query', 'p50', 'p99', 'max'],
  rowsOut,
);
