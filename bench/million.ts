/**
 * The listing engine at 1,000,000 vehicles beside 100,000, in one table (docs/listing-api.md, "At a
 * million vehicles"), each figure from a process of its own (a million rows need a larger heap, and
 * one run's garbage must not weigh on the next):
 *
 * - in memory, no database (bench/engine-profile.ts): the build, the 300-query mix, one stock change
 *   of each kind applied in place;
 * - a server's start on SQLite (bench/engine-memory.ts: the chunked read straight into the builders,
 *   as index-service.ts does), with its peak and kept memory: at 100,000 on data/bench.sqlite, at
 *   1,000,000 on /tmp/lrdx-bench-1000000.sqlite only when that file is there. Seeding a million
 *   vehicles takes about half an hour, longer than the rest of `npm run bench`, so the bench does not
 *   do it: it prints the command that does, once, instead of the row;
 * - the same on PostgreSQL, at 100,000 and 1,000,000, on the datasets of the bench's kept cluster
 *   (bench/kept-postgres.ts: started for these rows and stopped after) when it was made; else the
 *   bench prints the commands that make it, once.
 *
 * The build budget (≤ 10 s at a million) is the wall clock of a server's read and build, its time to
 * ready (the readiness probe answers after it); the CPU time is printed beside it, steadier on a shared
 * machine. Standalone: `node --import tsx bench/million.ts` (about three minutes with the dataset).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_SQLITE, BENCH_VEHICLES, ensureBenchDataset } from './dataset.js';
import type { EngineMemoryFigures } from './engine-memory.js';
import type { EngineProfileFigures } from './engine-profile.js';
import { benchDatabaseUrl, hasBenchDatabase, KEPT_POSTGRES, keptPostgresExists, onKeptPostgres } from './kept-postgres.js';
import { ms, printTable } from './table.js';

export const MILLION = 1_000_000;
/** Where bench/engine-memory.ts (and make-dataset.ts) keep the million-vehicle dataset by default (MILLION_DATASET: elsewhere). */
export const MILLION_DATASET = process.env.MILLION_DATASET ?? `/tmp/lrdx-bench-${MILLION}.sqlite`;
export const MAKE_MILLION_DATASET = `VEHICLES=${MILLION} DATASET=${MILLION_DATASET} node --import tsx bench/make-dataset.ts`;
const MAKE_POSTGRES = (vehicles: number): string => `POSTGRES=1 VEHICLES=${vehicles} node --import tsx bench/make-dataset.ts`;

/** The budgets at a million vehicles (docs/listing-api.md, "The engine and its budget"). */
const BUDGET = { buildMs: 10_000, p50: 10, p99: 25, changeMs: 50, memory: 2 ** 30 };

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const whole = (value: number): string => `${value.toLocaleString('en', { maximumFractionDigits: 0 })} ms`;

/** Runs one bench script in a process of its own and reads back the figures it writes (REPORT_JSON). */
function runPart<T>(script: string, nodeOptions: string[], env: Record<string, string>): T {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-million-'));
  const file = join(dir, 'figures.json');
  try {
    // Its own tables are not printed: this part prints them side by side. Errors still show.
    execFileSync(process.execPath, [...nodeOptions, '--import', 'tsx', script], {
      env: { ...process.env, ...env, REPORT_JSON: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const inMemory = (vehicles: number): EngineProfileFigures =>
  runPart<EngineProfileFigures>('bench/engine-profile.ts', ['--max-old-space-size=6000'], { VEHICLES: String(vehicles) });

const serverStart = (vehicles: number, dataset: string): EngineMemoryFigures =>
  runPart<EngineMemoryFigures>('bench/engine-memory.ts', ['--expose-gc'], { VEHICLES: String(vehicles), DATASET: dataset });

/** A server's start on each PostgreSQL dataset the kept cluster holds (bench/kept-postgres.ts). */
async function postgresStarts(serverUrl: string): Promise<{ small?: EngineMemoryFigures; large?: EngineMemoryFigures }> {
  const start = async (vehicles: number): Promise<EngineMemoryFigures | undefined> =>
    (await hasBenchDatabase(serverUrl, vehicles)) ? serverStart(vehicles, benchDatabaseUrl(serverUrl, vehicles)) : undefined;
  const small = await start(BENCH_VEHICLES);
  const large = await start(MILLION);
  return { ...(small && { small }), ...(large && { large }) };
}

/** Prints the table; returns the names of the million-vehicle figures over their budget. */
export async function reportMillion(): Promise<string[]> {
  await ensureBenchDataset();
  const loadBefore = loadavg()[0] ?? 0;
  const small = inMemory(BENCH_VEHICLES);
  const large = inMemory(MILLION);
  const smallStart = serverStart(BENCH_VEHICLES, BENCH_SQLITE);
  const largeStart = existsSync(MILLION_DATASET) ? serverStart(MILLION, MILLION_DATASET) : undefined;
  const postgres = keptPostgresExists() ? await onKeptPostgres(postgresStarts) : undefined;
  const loadAfter = loadavg()[0] ?? 0;

  const over: string[] = [];
  const row = (figure: string, at100k: string, at1m: string, budget: string, isOver = false): string[] => {
    if (isOver) over.push(`${figure} at 1,000,000 vehicles`);
    return [figure, at100k, at1m, budget];
  };
  /** The rows of a server's start on one database; `missing`: what the million column says without a dataset. */
  const serverRows = (
    database: string,
    at100k: EngineMemoryFigures | undefined,
    at1m: EngineMemoryFigures | undefined,
    missing: string,
  ): string[][] => {
    /** A figure of both counts: `show` of each start, `missing` where its dataset is not there. */
    const both = (show: (f: EngineMemoryFigures) => string): [string, string] => [
      at100k ? show(at100k) : missing,
      at1m ? show(at1m) : missing,
    ];
    const mainCpu = (f: EngineMemoryFigures): string =>
      f.mainCpuMs === undefined ? '—' : `${whole(f.mainCpuMs)} (${f.readInWorker ? 'read in a worker thread beside it' : 'read on it'})`;
    /** A memory figure, held to the memory budget. */
    const memoryRow = (figure: string, bytes: (f: EngineMemoryFigures) => number): string[] =>
      row(figure, ...both((f) => mb(bytes(f))), mb(BUDGET.memory), at1m !== undefined && bytes(at1m) > BUDGET.memory);
    return [
      row(
        `a server's start on ${database}: read + build (wall / CPU)`,
        ...both((f) => `${whole(f.wallMs)} / ${whole(f.cpuMs)}`),
        `${whole(BUDGET.buildMs)} (wall: time to ready)`,
        at1m !== undefined && at1m.wallMs > BUDGET.buildMs,
      ),
      row('  CPU of the main thread', ...both(mainCpu), '—'),
      row('  the read alone on the main thread (CPU, read again after)', ...both((f) => whole(f.readCpuMs)), '—'),
      memoryRow('  peak resident memory of that process', (f) => f.peakRss),
      memoryRow('  resident memory after the build', (f) => f.keptRss),
    ];
  };
  const rows: string[][] = [
    row(
      'index build in memory (wall / CPU)',
      `${whole(small.buildMs)} / ${whole(small.buildCpuMs)}`,
      `${whole(large.buildMs)} / ${whole(large.buildCpuMs)}`,
      `${whole(BUDGET.buildMs)}`,
      large.buildMs > BUDGET.buildMs,
    ),
    row('300-query mix, all facets: p50', ms(small.mix.p50), ms(large.mix.p50), ms(BUDGET.p50), large.mix.p50 > BUDGET.p50),
    row('300-query mix: p99', ms(small.mix.p99), ms(large.mix.p99), ms(BUDGET.p99), large.mix.p99 > BUDGET.p99),
    row('300-query mix: max', ms(small.mix.max), ms(large.mix.max), '—'),
  ];
  for (const [kind, figures] of Object.entries(large.changes)) {
    const before = small.changes[kind];
    rows.push(
      row(
        `${kind} applied in place: p50 / max`,
        before ? `${ms(before.p50)} / ${ms(before.max)}` : '—',
        `${ms(figures.p50)} / ${ms(figures.max)}`,
        ms(BUDGET.changeMs),
        figures.p50 > BUDGET.changeMs,
      ),
    );
  }
  rows.push(...serverRows('SQLite', smallStart, largeStart, `no dataset (${MILLION_DATASET})`));
  if (postgres) rows.push(...serverRows('PostgreSQL', postgres.small, postgres.large, 'no dataset'));
  else rows.push(row("a server's start on PostgreSQL", 'no dataset', 'no dataset', '—'));
  printTable(
    `Listing engine at 100,000 and 1,000,000 vehicles (load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end)`,
    ['figure', '100,000', '1,000,000', 'budget at 1,000,000'],
    rows,
  );
  if (!largeStart) console.log(`The server-start rows at 1,000,000 need the dataset (about 4.6 GB, made once): ${MAKE_MILLION_DATASET}`);
  if (!postgres?.large)
    console.log(
      `The PostgreSQL rows need its datasets (made once, into ${KEPT_POSTGRES}): ${MAKE_POSTGRES(BENCH_VEHICLES)}; ${MAKE_POSTGRES(MILLION)}`,
    );
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = await reportMillion();
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
