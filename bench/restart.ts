/**
 * Restart to first page (docs/operations.md, "Start-up"): the compiled server (`npm run start:prod`, as
 * a hosting team runs it) started on a database that is already migrated and seeded, timed from the
 * spawn until `/ku/` answers 200, and until `/readyz` says ready. At 1,500 vehicles (the demo seed,
 * budget ≤ 6 s) and at 100,000 (bench/dataset.ts, budget ≤ 15 s). A process is killed (SIGKILL, as a
 * crash) once measured, so each start is a restart of a database another process left behind.
 *
 * Standalone: `npx tsx bench/restart.ts [1500|100000…]` (default both; the first run seeds the files).
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { freePort } from '../scripts/free-port.js';
import { BENCH_SQLITE, BENCH_VEHICLES, ensureBenchDataset } from './dataset.js';
import { ensureCompiledServer } from './compiled-server.js';
import { productionEnv, startServerProcess } from './server-process.js';
import { printTable } from './table.js';

const DEMO_VEHICLES = 1_500;
const DEMO_SQLITE = 'data/bench-restart-demo.sqlite';
/** Restart to first page, per vehicle count. */
export const RESTART_BUDGETS_MS: Record<number, number> = { [DEMO_VEHICLES]: 6_000, [BENCH_VEHICLES]: 15_000 };
const RUNS = 3;

interface Restart {
  /** Until the process says it is running (modules loaded, migrations checked, routes compiled, listening). */
  listeningMs: number;
  firstPageMs: number;
  readyMs: number;
}

async function until(url: string, started: number): Promise<number> {
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res) await res.arrayBuffer();
    if (res?.status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function restartOnce(sqlitePath: string): Promise<Restart> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Resolves when the process says it is running; the page and the probe are asked for meanwhile.
  const serving = startServerProcess({ ...productionEnv(port), SQLITE_PATH: sqlitePath, SEED_ON_START: '0' }, 'compiled');
  const listening = serving.then(() => performance.now() - started);
  try {
    const [listeningMs, firstPageMs, readyMs] = await Promise.all([
      listening,
      until(`${origin}/ku/`, started),
      until(`${origin}/readyz`, started),
    ]);
    return { listeningMs, firstPageMs, readyMs };
  } finally {
    await (await serving).kill();
  }
}

/** Prints the table; returns what is over budget. */
export async function reportRestart(counts: number[] = [DEMO_VEHICLES, BENCH_VEHICLES]): Promise<string[]> {
  await ensureCompiledServer();
  const over: string[] = [];
  const rows: string[][] = [];
  for (const vehicles of counts) {
    const path =
      vehicles === BENCH_VEHICLES ? BENCH_SQLITE : vehicles === DEMO_VEHICLES ? DEMO_SQLITE : `data/bench-restart-${vehicles}.sqlite`;
    await ensureBenchDataset(path, vehicles);
    const runs: Restart[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await restartOnce(path));
    const median = (pick: (r: Restart) => number): number => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
    const firstPage = median((r) => r.firstPageMs);
    const budget = RESTART_BUDGETS_MS[vehicles];
    const ok = budget === undefined || firstPage <= budget;
    if (!ok) over.push(`restart to first page at ${vehicles} vehicles`);
    rows.push([
      vehicles.toLocaleString('en'),
      `${(median((r) => r.listeningMs) / 1000).toFixed(2)} s`,
      `${(firstPage / 1000).toFixed(2)} s`,
      `${(median((r) => r.readyMs) / 1000).toFixed(2)} s`,
      budget === undefined ? '' : `≤ ${budget / 1000} s`,
      budget === undefined ? '' : ok ? 'ok' : 'OVER',
    ]);
  }
  printTable(
    `Restart to first page, compiled server on an existing database, median of ${RUNS} (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
    ['vehicles', 'listening', 'first /ku/ 200', '/readyz 200', 'budget', ''],
    rows,
  );
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = process.argv.slice(2).map(Number);
  const over = await reportRestart(counts.length > 0 ? counts : undefined);
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
