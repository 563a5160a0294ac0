/**
 * Uncached render CPU per page kind (docs/caching.md, "Render cost"): the whole app in this process on
 * the demo database (1,500 vehicles) with the page cache off (PAGE_CACHE_MB=0), each page asked through
 * `app.inject` one at a time, and the process's CPU time (user + system) around each answer. After a
 * warm-up, the median of 20 per page, beside its budget (`/ku/` ≤ 15 ms, `/ku/stock` ≤ 40 ms, a vehicle
 * page ≤ 25 ms; `/ku/blocks` is printed without one). The stock widgets' first pages are kept per answer
 * they show (server/render/first-page-draws.ts), as they are after a publish; the row "stock drawn anew"
 * is `/ku/` with its locator drawn each time, as after a stock change (the answers the draw reads stay
 * kept: server/render/own-answers.ts). The load average is printed with it: on a shared
 * machine a busy neighbour inflates every figure.
 *
 * Measured in a child process with NODE_ENV=production (as production runs). Standalone:
 * `npx tsx bench/render-cost.ts` (seeds data/bench-render.sqlite on its first run). Where the time
 * goes: `NODE_ENV=production npx tsx bench/render-profile.ts` (bench/render-profile.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../server/db/connection.js';
import { quantile } from './listing-api.js';
import { printTable } from './table.js';

const SQLITE = 'data/bench-render.sqlite';
const ORIGIN = 'http://127.0.0.1:8080';
const WARM_UP = 5;
const MEASURE_FLAG = '--measure';
const RESULT_PREFIX = 'render-cost-result ';
const MEASURED = 20;

/** Median uncached render CPU per page kind, in milliseconds. */
export const RENDER_BUDGETS_MS = { home: 15, stock: 40, vehicle: 25 } as const;

export interface Kind {
  name: string;
  path: string;
  budgetMs?: number;
  /**
   * Each answer asked on a host of its own: the stock widgets' first pages, kept per answer and
   * origin (server/render/first-page-draws.ts), are drawn anew, as after a stock change; the answers
   * they read are kept per data stamp (server/render/own-answers.ts), which the host is not part of.
   */
  drawsAnew?: boolean;
}

async function openSeeded(path: string): Promise<DbHandle> {
  // The server is imported only by the measuring process (bench/run.ts imports this file too).
  const { openDatabase } = await import('../server/db/connection.js');
  const { migrateToLatest } = await import('../server/migrations/migrate.js');
  const { seedIfEmpty } = await import('../server/seed/index.js');
  mkdirSync(dirname(path), { recursive: true });
  const fresh = !existsSync(path);
  const handle = openDatabase({ sqlitePath: path });
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db, { examplesOrigin: 'http://127.0.0.1:8081', publicOrigin: ORIGIN });
  } catch (error) {
    await handle.close();
    if (fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    throw error;
  }
  return handle;
}

/** A vehicle page's canonical address: the listing's first vehicle, through the slug redirect. */
async function vehiclePath(app: FastifyInstance): Promise<string> {
  const listing = (await app.inject({ url: '/public_api/listing/iraq?items=1', headers: { origin: ORIGIN } })).json<{
    data: Array<{ id: number }>;
  }>();
  const id = listing.data[0]?.id;
  if (id === undefined) throw new Error('the bench database has no vehicle');
  const answer = await app.inject({ url: `/ku/showroom/x-${id}` });
  const location = answer.headers.location;
  return typeof location === 'string' ? new URL(location, ORIGIN).pathname : `/ku/showroom/x-${id}`;
}

/** CPU milliseconds of one answer; throws unless it is a 200. */
export async function renderCpuMs(app: FastifyInstance, path: string, host = '127.0.0.1:8080'): Promise<number> {
  const before = process.cpuUsage();
  const answer = await app.inject({ url: path, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', host } });
  const spent = process.cpuUsage(before);
  if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
  return (spent.user + spent.system) / 1000;
}

export interface RenderCost {
  name: string;
  medianMs: number;
  budgetMs?: number;
}

/** The whole app on the seeded demo database with the page cache off, and the page kinds to render. */
export async function openRenderApp(): Promise<{ app: FastifyInstance; kinds: Kind[]; close(): Promise<void> }> {
  const handle = await openSeeded(SQLITE);
  const { loadConfig } = await import('../server/config.js');
  const { buildApp } = await import('../server/app.js');
  const config = loadConfig({ ...process.env, PUBLIC_ORIGIN: ORIGIN, PAGE_CACHE_MB: '0', RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config }, { logger: { level: 'warn' } });
  const close = async (): Promise<void> => {
    await app.close();
    await handle.close();
  };
  try {
    await app.ready();
    const kinds: Kind[] = [
      { name: '/ku/', path: '/ku/', budgetMs: RENDER_BUDGETS_MS.home },
      { name: '/ku/, stock drawn anew', path: '/ku/', drawsAnew: true },
      { name: '/ku/stock', path: '/ku/stock', budgetMs: RENDER_BUDGETS_MS.stock },
      { name: 'vehicle page', path: await vehiclePath(app), budgetMs: RENDER_BUDGETS_MS.vehicle },
      { name: '/ku/blocks', path: '/ku/blocks' },
    ];
    return { app, kinds, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Measures every page kind; `rounds` answers each after the warm-up. */
export async function measureRenderCost(rounds = MEASURED): Promise<RenderCost[]> {
  const { app, kinds, close } = await openRenderApp();
  try {
    const results: RenderCost[] = [];
    for (const kind of kinds) {
      let hosts = 0;
      const host = (): string | undefined => (kind.drawsAnew ? `127.0.0.1:${9000 + (hosts += 1)}` : undefined);
      for (let i = 0; i < WARM_UP; i += 1) await renderCpuMs(app, kind.path, host());
      const samples: number[] = [];
      for (let i = 0; i < rounds; i += 1) samples.push(await renderCpuMs(app, kind.path, host()));
      results.push({ name: kind.name, medianMs: quantile(samples, 0.5), ...(kind.budgetMs ? { budgetMs: kind.budgetMs } : {}) });
    }
    return results;
  } finally {
    await close();
  }
}

/**
 * Measured in a process of its own with NODE_ENV=production, as production runs (docs/operations.md):
 * React's development build checks every element and costs a render about twice as much.
 */
async function measureInProductionProcess(): Promise<RenderCost[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), MEASURE_FLAG], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
  if (code !== 0 || !line) throw new Error(`the render cost process failed (exit ${code})`);
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as RenderCost[];
}

/** Prints the table; returns what is over budget. */
export async function reportRenderCost(): Promise<string[]> {
  const load = loadavg().map((n) => n.toFixed(2));
  const results = await measureInProductionProcess();
  const over = results.filter((r) => r.budgetMs !== undefined && r.medianMs > r.budgetMs).map((r) => `render CPU of ${r.name}`);
  printTable(
    `Uncached render CPU, median of ${MEASURED} (PAGE_CACHE_MB=0, NODE_ENV=production; load average ${load.join(' ')})`,
    ['page', 'CPU', 'budget', ''],
    results.map((r) => [
      r.name,
      `${r.medianMs.toFixed(1)} ms`,
      r.budgetMs === undefined ? '' : `≤ ${r.budgetMs} ms`,
      r.budgetMs === undefined ? '' : r.medianMs <= r.budgetMs ? 'ok' : 'OVER',
    ]),
  );
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes(MEASURE_FLAG)) {
  // The quiet process reportRenderCost started: one line of results (the app's console output may surround it).
  console.log(RESULT_PREFIX + JSON.stringify(await measureRenderCost()));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = await reportRenderCost();
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
