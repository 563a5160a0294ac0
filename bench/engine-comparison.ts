/**
 * Our listing engine against the two obvious alternatives on the 100,000-vehicle dataset: the same
 * 300 deterministic queries (query-mix.ts) through (a) the engine in process, (b) @orama/orama in
 * process, (c) plain SQL on the same SQLite file; p50/p99 per query and our speed-up. Also the
 * engine's build time and memory.
 *
 * The alternatives take ~0.25 s (Orama) and ~3 s (SQL: 15 statements, each a scan of the wide
 * vehicles table) per query here, so by default they run an evenly spaced sample of the mix
 * (every 5th / every 10th query) and the speed-up compares against our times on the same sample.
 * BENCH_FULL=1 runs all 300 through each (about 20 minutes).
 */
import { performance } from 'node:perf_hooks';
import type { ListingQuery } from '../domain/listing-query.js';
import { buildListingIndex, loadIndexSource, type ListingIndex } from '../server/listing/engine/index.js';
import type { ListingRow } from '../server/db/schema.js';
import { openDatabase } from '../server/db/connection.js';
import { buildOrama, oramaQuery } from './compare-orama.js';
import { SqlListing } from './compare-sql.js';
import { BENCH_SQLITE } from './dataset.js';
import { mixData, percentile, queryMix } from '../server/listing/testing/query-mix.js';
import { ms, printTable } from './table.js';

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const FULL = process.env.BENCH_FULL === '1';

/** Times queries[i] for every i divisible by `every` (after warming up on `warm` of them). */
async function time(
  queries: readonly ListingQuery[],
  run: (q: ListingQuery) => unknown,
  every = 1,
  warm = queries.length,
): Promise<Map<number, number>> {
  for (const q of queries.slice(0, warm)) await run(q); // warm-up: JIT, caches, prepared statements
  const samples = new Map<number, number>();
  for (let i = 0; i < queries.length; i += every) {
    const started = performance.now();
    await run(queries[i] as ListingQuery);
    samples.set(i, performance.now() - started);
  }
  return samples;
}

export async function reportEngineComparison(path = BENCH_SQLITE): Promise<void> {
  const handle = openDatabase({ sqlitePath: path });
  const source = await loadIndexSource(handle.db);
  await handle.close();
  const listing = source.listings.find((l) => l.id === 'iraq') ?? (source.listings[0] as ListingRow);

  const memoryBefore = process.memoryUsage();
  const buildStarted = performance.now();
  const index: ListingIndex = buildListingIndex(source);
  const buildMs = performance.now() - buildStarted;
  const memoryAfter = process.memoryUsage();
  const queries = queryMix(mixData(source.vehicles));

  const engine = await time(queries, (q) => index.query(listing, q));
  const oramaStarted = performance.now();
  const orama = await buildOrama(source.vehicles);
  const oramaBuildMs = performance.now() - oramaStarted;
  const oramaSamples = await time(queries, (q) => oramaQuery(orama, q), FULL ? 1 : 5, FULL ? queries.length : 10);
  const sql = new SqlListing(path);
  const sqlSamples = await time(queries, (q) => sql.query(q), FULL ? 1 : 10, FULL ? queries.length : 3);
  sql.close();

  const row = (name: string, samples: Map<number, number>, build: string): string[] => {
    const theirs = [...samples.values()];
    const ours = [...samples.keys()].map((i) => engine.get(i) as number);
    const p50 = percentile(theirs, 50);
    const p99 = percentile(theirs, 99);
    const ratio = samples === engine ? '1×' : `${(p50 / percentile(ours, 50)).toFixed(0)}× / ${(p99 / percentile(ours, 99)).toFixed(0)}×`;
    return [name, `${samples.size}`, ms(p50), ms(p99), ratio, build];
  };
  printTable(
    `Listing engines, ${source.vehicles.length.toLocaleString('en')} vehicles, ${queries.length} queries (page of 12, all checkbox facets, disjunctive)`,
    ['engine', 'queries', 'p50', 'p99', 'slower than ours (p50 / p99, same queries)', 'build'],
    [
      row('ours (columnar + bit sets, also 6 range facets)', engine, `${buildMs.toFixed(0)} ms`),
      row('@orama/orama (1 + active filters searches)', oramaSamples, `${(oramaBuildMs / 1000).toFixed(1)} s`),
      row('SQLite SQL (page, count, 13 GROUP BY)', sqlSamples, 'file'),
    ],
  );
  console.log(
    `Engine index: built in ${buildMs.toFixed(0)} ms; typed arrays ${mb(memoryAfter.arrayBuffers - memoryBefore.arrayBuffers)}, JS heap +${mb(Math.max(0, memoryAfter.heapUsed - memoryBefore.heapUsed))} (rows held separately).`,
  );
}
