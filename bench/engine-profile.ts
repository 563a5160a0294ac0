/**
 * The engine alone, in process, on 100,000 demo-seed rows generated in memory (no database): the
 * script to run under `node --cpu-prof --import tsx bench/engine-profile.ts` when tuning the engine.
 * Prints build time and p50/p99 of the 300-query mix (all facet counts), after a warm-up round, then
 * the time one stock change takes to apply in place (docs/listing-api.md, "Index updates") and the
 * first query after it (on the cached base set the change kept current). VEHICLES goes to 1,000,000.
 * REPORT_JSON=<file> also writes the figures there, for bench/million.ts (`npm run bench`).
 */
import { performance } from 'node:perf_hooks';
import { buildListingIndex } from '../server/listing/engine/index.js';
import { BENCH_LISTING, inMemoryVehicleRows } from './in-memory-stock.js';
import { mixData, percentile, queryMix } from '../server/listing/testing/query-mix.js';
import type { IndexedVehicleRow } from '../server/listing/engine/index.js';
import { ms, printTable } from './table.js';
import { writeReportJson } from './report-json.js';

const count = Number(process.env.VEHICLES ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 5);

const rows = inMemoryVehicleRows(count);
const listing = BENCH_LISTING;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const index = buildListingIndex({ version: 1, vehicles: rows, dealers: [], listings: [listing] });
const buildMs = performance.now() - started;
// CPU time beside wall time: on a shared machine the wall clock says as much about the load.
const buildCpu = process.cpuUsage(cpuBefore);
const buildCpuMs = (buildCpu.user + buildCpu.system) / 1000;
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
/** Per query of the mix, its slowest time over the measured rounds (for the SLOWEST table). */
const worst = new Float64Array(queries.length);
const namedSamples = new Map<string, number[]>(named.map(([name]) => [name, []]));
for (let round = 0; round <= rounds; round++) {
  for (const [q, query] of queries.entries()) {
    const t0 = performance.now();
    index.query(listing, query);
    const took = performance.now() - t0;
    if (round > 0) samples.push(took);
    if (round > 0) worst[q] = Math.max(worst[q] as number, took);
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
  `Engine in process, ${count.toLocaleString('en')} vehicles (build ${buildMs.toFixed(0)} ms, ${buildCpuMs.toFixed(0)} ms of CPU; budget at 1,000,000: 10,000 ms)`,
  ['query', 'p50', 'p99', 'max'],
  rowsOut,
);

// SLOWEST=n: the n slowest queries of the mix and their shape (docs/listing-api.md, "At a million vehicles").
const slowest = Number(process.env.SLOWEST ?? 0);
if (slowest > 0) {
  const order = [...worst.keys()].sort((a, b) => (worst[b] as number) - (worst[a] as number)).slice(0, slowest);
  printTable(
    `The ${slowest} slowest queries of the mix`,
    ['time', 'matches', 'sort', 'page', 'checkbox filters', 'range'],
    order.map((q) => {
      const query = queries[q] as (typeof queries)[number];
      const result = index.query(listing, query);
      const boxes = Object.entries(query.filters.checkbox).map(([name, values]) => `${name}:${(values ?? []).length}`);
      return [
        ms(worst[q] as number),
        String(result.total),
        query.sort,
        String(query.page),
        boxes.join(' ') || '-',
        Object.keys(query.filters.ranges).join(' ') || '-',
      ];
    }),
  );
}

// One stock change at a time, as the change log brings them: CHANGES of each kind.
const changes = Number(process.env.CHANGES ?? 10);
const byId = new Map(rows.map((row) => [Number(row.id), row]));
let nextId = count + 1;
let version = 1;
const kinds: Array<[string, (i: number) => { id: number; row: IndexedVehicleRow | null }]> = [
  [
    'price',
    (i) => {
      const row = rows[(i * 7919) % rows.length] as IndexedVehicleRow;
      return { id: Number(row.id), row: { ...row, display_price: 20_000 + ((i * 7_777) % 150_000) } };
    },
  ],
  [
    'status',
    (i) => {
      const row = rows[(i * 104_729) % rows.length] as IndexedVehicleRow;
      return { id: Number(row.id), row: { ...row, status: i % 2 === 0 ? 'sold' : 'reserved' } };
    },
  ],
  [
    'new vehicle',
    (i) => {
      const id = nextId++;
      return { id, row: { ...(rows[i % rows.length] as IndexedVehicleRow), id, vin: `SALBENCH${String(id).padStart(9, '0')}` } };
    },
  ],
  ['removed vehicle', (i) => ({ id: Number((rows[(i * 15_485_863) % rows.length] as IndexedVehicleRow).id), row: null })],
  // A paint no vehicle had: its filter's dictionary grows, which re-packs the joint codes in one pass
  // over every row (docs/listing-api.md, "Index updates").
  [
    'new vehicle, new value',
    (i) => {
      const id = nextId++;
      const row = { ...(rows[i % rows.length] as IndexedVehicleRow), id, vin: `SALBENCH${String(id).padStart(9, '0')}` };
      return { id, row: { ...row, color: `Bench paint ${id}`, specific_color: `Bench paint ${id}` } };
    },
  ],
];
// KINDS=new: only the kinds named (comma-separated prefixes), e.g. many new vehicles past the room to spare.
const only = process.env.KINDS?.split(',');
const changeRows: string[][] = [];
const changeFigures: Record<string, { p50: number; max: number }> = {};
for (const [name, make] of kinds) {
  if (only && !only.some((prefix) => name.startsWith(prefix))) continue;
  const applied: number[] = [];
  const firstQuery: number[] = [];
  for (let i = 0; i < changes; i++) {
    const change = make(i + 1);
    if (change.row === null && !byId.has(change.id)) continue;
    if (change.row) byId.set(change.id, change.row);
    else byId.delete(change.id);
    const t0 = performance.now();
    if (!index.applyChanges(++version, [change])) throw new Error(`${name}: not applied in place`);
    applied.push(performance.now() - t0);
    const t1 = performance.now();
    index.query(listing, queries[i % queries.length] as Parameters<typeof index.query>[1]);
    firstQuery.push(performance.now() - t1);
  }
  changeRows.push([name, ms(percentile(applied, 50)), ms(Math.max(...applied)), ms(percentile(firstQuery, 50))]);
  changeFigures[name] = { p50: percentile(applied, 50), max: Math.max(...applied) };
}
printTable(
  `One stock change applied in place, ${count.toLocaleString('en')} vehicles (${changes} of each)`,
  ['change', 'apply p50', 'apply max (worst)', 'first query after (p50)'],
  changeRows,
);

/** What bench/million.ts reads back (REPORT_JSON). */
export interface EngineProfileFigures {
  vehicles: number;
  buildMs: number;
  buildCpuMs: number;
  mix: { p50: number; p99: number; max: number };
  changes: Record<string, { p50: number; max: number }>;
  /** Peak resident memory of the process, bytes (the bench's own rows included). */
  peakRss: number;
}
writeReportJson({
  vehicles: count,
  buildMs,
  buildCpuMs,
  mix: { p50: percentile(samples, 50), p99: percentile(samples, 99), max: Math.max(...samples) },
  changes: changeFigures,
  peakRss: process.resourceUsage().maxRSS * 1024,
} satisfies EngineProfileFigures);
