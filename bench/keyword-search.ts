/**
 * Keyword search latency in the listing engine (docs/listing-api.md, "Keyword search"): on 100,000
 * demo-seed vehicles generated in memory, the 300 queries of the engine mix (query-mix.ts) run
 * plain and again each with a keyword (models, versions, colours, engines, dealers, VIN tails; in
 * Kurdish, Arabic and English spelling; one to three words), all facets counted. Prints p50/p99 of
 * both, the keyword's cost as a ratio to the plain filtered query of the same run, and the p50
 * against the budget (5 ms), plus suggestions' latency. Standalone: `npx tsx bench/keyword-search.ts`
 * (`VEHICLES=20000` for a smaller dataset); also part of `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { keywordWords } from '../domain/keyword-search.js';
import type { ListingQuery } from '../domain/listing-query.js';
import { dealerRows } from '../server/seed/dealers.js';
import { buildListingIndex, type IndexedVehicleRow } from '../server/listing/engine/index.js';
import type { DealerInfoRow } from '../server/listing/dealer-info.js';
import { BENCH_LISTING, inMemoryVehicleRows } from './in-memory-stock.js';
import { mixData, percentile, queryMix } from '../server/listing/testing/query-mix.js';
import { ms, printTable } from './table.js';

/** p50 of a keyword plus filters, at 100,000 vehicles (docs/listing-api.md, "The engine and its budget"). */
export const KEYWORD_P50_BUDGET_MS = 5;

/** What visitors type: whole and partial words, three scripts, several words. */
function keywords(rows: readonly IndexedVehicleRow[]): string[] {
  const vinTails = [0, 1, 2, 3, 4].map((i) => String(rows[(i * 7919) % rows.length]?.vin ?? '').slice(-6));
  return [
    'defender',
    'range rover sport',
    'ڕەینج ڕۆڤەر',
    'رينج روفر فيلار',
    'disc',
    'velar black',
    'ڕەش',
    'أبيض',
    'eiger',
    'petrol',
    'بەنزین',
    'هجين',
    'hse',
    'dynamic',
    'erbil',
    'بغداد',
    'def 110 grey',
    'f-pace',
    'evoque white',
    's',
    ...vinTails,
    vinTails[0]?.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string) ?? '',
  ];
}

function timeAll(queries: readonly ListingQuery[], run: (q: ListingQuery) => unknown): number[] {
  for (const q of queries) run(q); // warm-up: JIT and the listing's base set
  return queries.map((q) => {
    const started = performance.now();
    run(q);
    return performance.now() - started;
  });
}

/** Returns the names of budgets it found exceeded (for bench/run.ts's summary). */
export function reportKeywordSearch(count = Number(process.env.VEHICLES ?? 100_000)): string[] {
  const rows = inMemoryVehicleRows(count);
  const dealers = dealerRows().map((d) => ({ ...d, owner_metadata: d.owner_metadata ?? null }) as DealerInfoRow);

  const buildStarted = performance.now();
  const index = buildListingIndex({ version: 1, vehicles: rows, dealers, listings: [BENCH_LISTING] });
  const buildMs = performance.now() - buildStarted;

  const plain = queryMix(mixData(rows));
  const texts = keywords(rows);
  const withKeyword = plain.map((q, i) => ({ ...q, keyword: keywordWords(texts[i % texts.length] as string) }));
  const keywordOnly = withKeyword.map((q) => ({ ...q, filters: { checkbox: {}, ranges: {} } }));

  const plainMs = timeAll(plain, (q) => index.query(BENCH_LISTING, q));
  const keywordMs = timeAll(withKeyword, (q) => index.query(BENCH_LISTING, q));
  const onlyMs = timeAll(keywordOnly, (q) => index.query(BENCH_LISTING, q));
  const suggestMs = timeAll(withKeyword, (q) => index.suggest(BENCH_LISTING, q, 'ku', 8));

  const base = percentile(plainMs, 50);
  const row = (name: string, samples: number[]): string[] => {
    const p50 = percentile(samples, 50);
    return [
      name,
      String(samples.length),
      ms(p50),
      ms(percentile(samples, 99)),
      `${(p50 / base).toFixed(2)}×`,
      `${((p50 / KEYWORD_P50_BUDGET_MS) * 100).toFixed(0)}% of ${KEYWORD_P50_BUDGET_MS} ms`,
    ];
  };
  printTable(
    `Keyword search in the listing engine, ${rows.length.toLocaleString('en')} vehicles (page of 12, all facets; ${texts.length} keywords in ku/ar/en)`,
    ['query', 'queries', 'p50', 'p99', 'p50 vs plain filtered (same run)', 'p50 vs budget'],
    [
      row('filters only (the engine mix)', plainMs),
      row('keyword + the same filters', keywordMs),
      row('keyword alone', onlyMs),
      row('suggestions (keyword + filters, 8 labels)', suggestMs),
    ],
  );
  const p50 = percentile(keywordMs, 50);
  console.log(
    `Index with keywords built in ${buildMs.toFixed(0)} ms. Budget p50 ≤ ${KEYWORD_P50_BUDGET_MS} ms with a keyword plus filters: ${p50 <= KEYWORD_P50_BUDGET_MS ? 'met' : 'OVER'} (${ms(p50)}).`,
  );
  return p50 > KEYWORD_P50_BUDGET_MS ? ['keyword search p50'] : [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportKeywordSearch();
