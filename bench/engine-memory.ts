/**
 * The listing index's memory and build time at a server's start (docs/listing-api.md, "Memory, as a
 * server holds it"), measured on the real path: a demo-seed SQLite dataset of VEHICLES vehicles
 * (built once by bench/make-dataset.ts in a process of its own, at DATASET, by default in /tmp), read
 * in chunks straight into the column builders (`loadListingIndex`, server/listing/engine/load.ts, as
 * index-service.ts does). Prints the peak resident memory of the process (while building) and what
 * it keeps after the build beside the 1 GB budget, the build's CPU time (`process.cpuUsage`: on a
 * shared machine the wall clock says as much about the load) beside the 10 s budget, and the
 * columns' own bytes by part. `FROM=rows` measures the old path instead (every row loaded, then the
 * build: loadIndexSource and buildListingIndex), for a before/after on the same dataset. DATASET may
 * be a PostgreSQL database's `postgres://` URL instead (bench/kept-postgres.ts keeps one). Run with
 * the collector exposed, so each figure is taken after a full collection:
 * `VEHICLES=1000000 node --expose-gc --import tsx bench/engine-memory.ts`. REPORT_JSON=<file> also
 * writes the figures there, for bench/million.ts (`npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildListingIndex, loadIndexSource, loadListingIndex, type ListingIndex } from '../server/listing/engine/index.js';
import { readIndexedChunks } from '../server/listing/engine/load.js';
import { isPostgresDataset, openBenchDataset } from './dataset.js';
import { printTable } from './table.js';
import { writeReportJson } from './report-json.js';

const count = Number(process.env.VEHICLES ?? 200_000);
const path = process.env.DATASET ?? `/tmp/lrdx-bench-${count}.sqlite`;
const postgres = isPostgresDataset(path);
const fromRows = process.env.FROM === 'rows';
/**
 * WORKER=0: the read on the main thread in keyset chunks; WORKER=1: in a worker thread; unset: as a
 * server reads (in a worker on a SQLite file, one COPY on the main thread on PostgreSQL:
 * server/listing/engine/load.ts).
 */
const worker = process.env.WORKER === '0' ? false : process.env.WORKER === '1' ? true : undefined;
const inWorker = worker ?? !postgres;
/** Resident memory a server process may use at 1,000,000 vehicles (docs/listing-api.md). */
const BUDGET_BYTES = 2 ** 30;
/** CPU time the build may take at 1,000,000 vehicles (docs/listing-api.md). */
const BUILD_BUDGET_MS = 10_000;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

// The dataset, seeded in a process of its own when missing (its memory is not this process's).
execFileSync(process.execPath, ['--import', 'tsx', 'bench/make-dataset.ts'], {
  env: { ...process.env, VEHICLES: String(count), DATASET: path },
  stdio: 'inherit',
});

/**
 * CPU time (ms) of this process's main thread and of its other threads together (the read's worker,
 * the collector's helpers), from Linux's per-thread counters (/proc/self/task); undefined elsewhere.
 * On a shared machine the wall clock says as much about the load: the main thread's CPU is the
 * build's critical path, the read's worker runs beside it.
 */
function threadCpu(): { main: number; others: number } | undefined {
  const ticks = 100; // USER_HZ: /proc reports CPU time in hundredths of a second on Linux
  try {
    let main = 0;
    let others = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
      if (Number(tid) === process.pid) main += ms;
      else others += ms;
    }
    return { main, others };
  } catch {
    return undefined;
  }
}

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
async function snapshot(): Promise<{ rss: number; heap: number; buffers: number }> {
  // Twice, a turn apart: what the first collection left to sweep is gone before memory is read.
  collect?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  collect?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, buffers: m.arrayBuffers };
}

const handle = openBenchDataset(path);
const loadBefore = loadavg()[0] ?? 0;
const start = await snapshot();
const cpuBefore = process.cpuUsage();
const threadsBefore = threadCpu();
const started = performance.now();
const eluBefore = performance.eventLoopUtilization();
const index: ListingIndex = fromRows
  ? buildListingIndex(await loadIndexSource(handle.db))
  : await loadListingIndex(handle.db, undefined, worker === undefined ? {} : { worker });
const wallMs = performance.now() - started;
// The main thread's busy time: with the read in a worker thread, the build's critical path on a quiet machine.
const mainMs = performance.eventLoopUtilization(eluBefore).active;
const cpu = process.cpuUsage(cpuBefore);
const threadsAfter = threadCpu();
// Threads that ended during the build (the worker) leave the count: theirs is the rest of the process's CPU.
const mainCpuMs = threadsBefore && threadsAfter ? threadsAfter.main - threadsBefore.main : undefined;
const cpuMs = (cpu.user + cpu.system) / 1000;
const loadAfter = loadavg()[0] ?? 0;
const peak = process.resourceUsage().maxRSS * 1024;
const built = await snapshot();
// The read alone, once more after the measurement: how much of the CPU time above is the database's.
const readBefore = process.cpuUsage();
let read = 0;
for await (const chunk of readIndexedChunks(handle.db)) read += chunk.rows.length;
const readCpu = process.cpuUsage(readBefore);
const readMs = (readCpu.user + readCpu.system) / 1000;
await handle.close();
if (read !== count) throw new Error(`read ${read} vehicles, the dataset holds ${count}`);
if (index.size !== count) throw new Error(`the index holds ${index.size} vehicles, the dataset ${count}`);

const how = fromRows
  ? 'every row loaded, then built (FROM=rows)'
  : `read straight into the columns, ${inWorker ? 'in chunks, the read in a worker thread' : postgres && worker === undefined ? 'through one COPY on the main thread' : 'in chunks on the main thread'}`;
printTable(
  `Listing index from ${handle.describe}, ${count.toLocaleString('en')} vehicles, ${how}`,
  ['figure', 'measured', 'budget (1,000,000 vehicles)'],
  [
    ['peak resident memory of the process (while building)', mb(peak), mb(BUDGET_BYTES)],
    ['resident memory after the build (what a server keeps)', mb(built.rss), mb(BUDGET_BYTES)],
    ['JS heap / typed arrays after the build', `${mb(built.heap)} / ${mb(built.buffers)}`, '—'],
    ['resident memory at the start (before reading)', mb(start.rss), '—'],
    [
      'CPU time of reading and building (process.cpuUsage: every thread, the worker and the collector included)',
      `${cpuMs.toFixed(0)} ms`,
      `${BUILD_BUDGET_MS} ms`,
    ],
    [
      '  of which the main thread (the rest: the read worker, the collector)',
      mainCpuMs === undefined ? 'not measured (no /proc)' : `${mainCpuMs.toFixed(0)} ms (${(cpuMs - mainCpuMs).toFixed(0)} ms)`,
      '—',
    ],
    ['  reading the rows alone on the main thread (the same chunked read, after)', `${readMs.toFixed(0)} ms`, '—'],
    ['wall clock of reading and building', `${wallMs.toFixed(0)} ms`, `${BUILD_BUDGET_MS} ms (time to ready)`],
    ['  of which the main thread was busy (event loop active)', `${mainMs.toFixed(0)} ms`, '—'],
    ['load average (1 min) at the start / end', `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}`, '—'],
  ],
);

/** Bytes of the buffers under a part (a buffer shared by two parts counted in the first). */
const seen = new Set<ArrayBufferLike>();
function bytes(...arrays: ArrayBufferView[]): number {
  let total = 0;
  for (const a of arrays) {
    if (seen.has(a.buffer)) continue;
    seen.add(a.buffer);
    total += a.buffer.byteLength;
  }
  return total;
}
const cols = index.columns;
const checkbox = Object.values(cols.checkbox);
const vinChars = cols.keywords.vins.reduce((sum, vin) => sum + vin.length, 0);
printTable(
  'The columns by part (typed arrays, room to spare included; the VIN strings estimated)',
  ['part', 'bytes'],
  [
    ['sort orders', mb(bytes(...Object.values(cols.sorts)))],
    ['range orders (not shared with a sort)', mb(bytes(...Object.values(cols.rangeOrders)))],
    [
      'range and sort key columns, ids, unpriced',
      mb(bytes(cols.ids, ...Object.values(cols.ranges), ...Object.values(cols.sortKeys), cols.unpriced)),
    ],
    [
      'checkbox codes (single, multi offsets/items/bits)',
      mb(bytes(...checkbox.flatMap((c) => (c.kind === 'single' ? [c.codes] : [c.offsets, c.items, ...(c.bits ? [c.bits] : [])])))),
    ],
    ['per-value bit sets', mb(bytes(...Object.values(cols.valueBits).flatMap((sets) => sets ?? [])))],
    ['joint codes', mb(bytes(cols.joint.codes))],
    ['keyword label rows and VIN tails', mb(bytes(...cols.keywords.labels.map((l) => l.rows), ...cols.keywords.vinTails.values()))],
    ['VIN strings (about 32 bytes each + 1 a character)', mb(cols.keywords.vins.length * 32 + vinChars)],
  ],
);

/** What bench/million.ts reads back (REPORT_JSON). */
export interface EngineMemoryFigures {
  vehicles: number;
  wallMs: number;
  mainMs: number;
  cpuMs: number;
  mainCpuMs: number | undefined;
  readCpuMs: number;
  peakRss: number;
  keptRss: number;
  /** Whether the read ran in a worker thread beside the build. */
  readInWorker: boolean;
}
writeReportJson({
  vehicles: count,
  wallMs,
  mainMs,
  cpuMs,
  mainCpuMs,
  readCpuMs: readMs,
  peakRss: peak,
  keptRss: built.rss,
  readInWorker: !fromRows && inWorker,
} satisfies EngineMemoryFigures);
