/**
 * First start (docs/architecture.md, "Build"): what a fresh clone's `npm start` costs after
 * `npm install`. The repository's files (tracked and new, as `git ls-files` lists them, without
 * dist/, dist-server/ or data/) are copied into an empty folder beside the installed node_modules,
 * and `npm start` runs there: it builds the browser bundles and the server, migrates and seeds a new
 * SQLite database, and serves. Timed from the spawn to each build stage's progress line, to the end
 * of the build, and to the first `/ku/` answered 200. Budget: first page ≤ 60 s on 2 cores.
 *
 * Standalone: `npx tsx bench/first-start.ts`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../scripts/free-port.js';
import { printTable } from './table.js';

export const FIRST_START_BUDGET_MS = 60_000;

interface Mark {
  what: string;
  ms: number;
}

/** An empty folder with the repository's source files and a link to its node_modules: a fresh clone after `npm install`. */
function freshClone(): string {
  const root = process.cwd();
  const clone = mkdtempSync(join(tmpdir(), 'lrdx-first-start-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file.length > 0);
  for (const file of files) {
    // A tracked file deleted in the working tree is not part of this checkout either.
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(root, file), join(clone, file));
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(clone, 'node_modules'), 'dir');
  return clone;
}

async function untilPage(url: string, started: number, exited: Promise<number | null>): Promise<number> {
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    const res = await fetch(url).catch(() => null);
    if (res) await res.arrayBuffer();
    if (res?.status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('npm start exited before serving the first page');
}

/** Runs `npm start` in a fresh clone; the times of its progress lines and of the first page. */
export async function measureFirstStart(): Promise<{ marks: Mark[]; buildMs: number; firstPageMs: number }> {
  const clone = freshClone();
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so the npm, tsx and server processes under it end together.
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      // The retailer demo origin would take port + 1, which another process may hold.
      EXAMPLES: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const marks: Mark[] = [];
  let buildMs = 0;
  let output = '';
  const onLine = (line: string) => {
    const at = performance.now() - started;
    if (/^build .*written in|^dist\/|^dist-server\/|^server compiled|^Seeded|^Migrat|lrdx is running/.test(line)) {
      marks.push({ what: line.length > 90 ? `${line.slice(0, 87)}…` : line, ms: at });
    }
    if (/^server compiled|^dist-server\/ is up to date/.test(line)) buildMs = at;
  };
  let pending = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line.trim());
  };
  child.stdout.on('data', read);
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const firstPageMs = await untilPage(`http://127.0.0.1:${port}/ku/`, started, exited);
    marks.push({ what: 'first /ku/ answered 200', ms: firstPageMs });
    return { marks, buildMs, firstPageMs };
  } catch (error) {
    console.error(output.slice(-4000));
    throw error;
  } finally {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(clone, { recursive: true, force: true });
  }
}

/** Prints the table; returns what is over budget. */
export async function reportFirstStart(): Promise<string[]> {
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const { marks, buildMs, firstPageMs } = await measureFirstStart();
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const rows = marks.map((mark) => [mark.what, seconds(mark.ms), '', '']);
  const ok = firstPageMs <= FIRST_START_BUDGET_MS;
  rows.push(['build (bundles and server)', seconds(buildMs), '', '']);
  rows.push(['start to first page after the build', seconds(firstPageMs - buildMs), '', '']);
  rows.push(['first start: npm start to first page', seconds(firstPageMs), `≤ ${FIRST_START_BUDGET_MS / 1000} s`, ok ? 'ok' : 'OVER']);
  printTable(
    `First start of a fresh clone (npm start after npm install; ${availableParallelism()} cores, load average ${load} before)`,
    ['stage', 'since spawn', 'budget', ''],
    rows,
  );
  return ok ? [] : ['first start to first page'];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const over = await reportFirstStart();
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
