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
 *   do it: it prints the command that does, once, instead of the row.
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
import { ms, printTable } from './table.js';

export const MILLION = 1_000_000;
/** Where bench/engine-memory.ts (and make-dataset.ts) keep the million-vehicle dataset by default (MILLION_DATASET: elsewhere). */
export const MILLION_DATASET = process.env.MILLION_DATASET ?? `/tmp/lrdx-bench-${MILLION}.sqlite`;
export const MAKE_MILLION_DATASET = `VEHICLES=${MILLION} DATASET=${MILLION_DATASET} node --import tsx bench/make-dataset.ts`;

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

/** Prints the table; returns the names of the million-vehicle figures over their budget. */
export async function reportMillion(): Promise<string[]> {
  await ensureBenchDataset();
  const loadBefore = loadavg()[0] ?? 0;
  const small = inMemory(BENCH_VEHICLES);
  const large = inMemory(MILLION);
  const smallStart = serverStart(BENCH_VEHICLES, BENCH_SQLITE);
  const largeStart = existsSync(MILLION_DATASET) ? serverStart(MILLION, MILLION_DATASET) : undefined;
  const loadAfter = loadavg()[0] ?? 0;

  const over: string[] = [];
  const row = (figure: string, at100k: string, at1m: string, budget: string, isOver = false): string[] => {
    if (isOver) over.push(`${figure} at 1,000,000 vehicles`);
    return [figure, at100k, at1m, budget];
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
  const missing = `no dataset (${MILLION_DATASET})`;
  /** A row of the server's start; `bytes`: a memory figure, held to the memory budget. */
  const serverRow = (figure: string, shown: (f: EngineMemoryFigures) => string, bytes?: (f: EngineMemoryFigures) => number): string[] =>
    row(
      figure,
      shown(smallStart),
      largeStart ? shown(largeStart) : missing,
      bytes ? mb(BUDGET.memory) : '—',
      largeStart !== undefined && bytes !== undefined && bytes(largeStart) > BUDGET.memory,
    );
  rows.push(
    row(
      "a server's start on SQLite: read + build (wall / CPU)",
      `${whole(smallStart.wallMs)} / ${whole(smallStart.cpuMs)}`,
      largeStart ? `${whole(largeStart.wallMs)} / ${whole(largeStart.cpuMs)}` : missing,
      `${whole(BUDGET.buildMs)} (wall: time to ready)`,
      largeStart !== undefined && largeStart.wallMs > BUDGET.buildMs,
    ),
    serverRow('  CPU of the main thread (the read runs in a worker thread beside it)', (f) =>
      f.mainCpuMs === undefined ? '—' : whole(f.mainCpuMs),
    ),
    serverRow('  the read alone on the main thread (CPU, read again after)', (f) => whole(f.readCpuMs)),
    serverRow(
      '  peak resident memory of that process',
      (f) => mb(f.peakRss),
      (f) => f.peakRss,
    ),
    serverRow(
      '  resident memory after the build',
      (f) => mb(f.keptRss),
      (f) => f.keptRss,
    ),
  );
  printTable(
    `Listing engine at 100,000 and 1,000,000 vehicles (load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end)`,
    ['figure', '100,000', '1,000,000', 'budget at 1,000,000'],
    rows,
  );
  if (!largeStart) console.log(`The server-start rows at 1,000,000 need the dataset (about 4.6 GB, made once): ${MAKE_MILLION_DATASET}`);
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = await reportMillion();
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
