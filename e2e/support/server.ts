/**
 * Starts the real product as `npm start` would (after the build, from dist-server/): a child process with a fresh
 * SQLite database in a temporary folder, the site + API on one port and the retailer demo on the next.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PortTakenError, startOnFreePort } from '../../server/testing/port-taken.js';
import { copySeededDatabase, SEEDED_DATABASE_ENV } from './seeded-database.js';

/** The origin of the server started on `port` (its PUBLIC_ORIGIN). */
export function originOf(port: number): string {
  return `http://localhost:${port}`;
}

export interface RunningServer {
  origin: string;
  examplesOrigin: string;
  port: number;
  /** Sends the server process a signal (CMS_SCHEDULER_SIGNAL: run the scheduler now). */
  signal(name: NodeJS.Signals): void;
  /** Everything the server wrote to stdout and stderr so far (a test reads the local SMS code from it). */
  output(): string;
  stop(): Promise<void>;
}

/** Two consecutive free ports (the site and the retailer demo). */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    const ok = await Promise.all([port, port + 1].map((p) => isFree(p)));
    if (ok.every(Boolean)) return port;
  }
  throw new Error('no free port pair found');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * `options.port`: the site's port (the retailer demo takes the next), for a test that must name the
 * server's origin before it starts (an OpenID provider's redirect URI); `originOf(port)` is that origin.
 */
export async function startServer(extraEnv: Record<string, string> = {}, options: { port?: number } = {}): Promise<RunningServer> {
  if (options.port !== undefined) return startOnPorts(options.port, extraEnv);
  // Again on another pair when the one found free was taken meanwhile (server/testing/port-taken.ts),
  // on a new copy of the seeded database: the failed start's copy names the taken ports' origins.
  const sqlitePath = extraEnv.SQLITE_PATH;
  const freshDatabase = sqlitePath !== undefined && !existsSync(sqlitePath);
  return startOnFreePort(
    freePortPair,
    (port) => startOnPorts(port, extraEnv),
    () => {
      if (freshDatabase) for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${sqlitePath}${suffix}`, { force: true });
    },
  );
}

async function startOnPorts(port: number, extraEnv: Record<string, string>): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-e2e-'));
  const origin = originOf(port);
  const examplesOrigin = `http://localhost:${port + 1}`;
  const sqlitePath = extraEnv.SQLITE_PATH ?? join(dir, 'e2e.sqlite');
  // A new SQLite file starts as the run's seeded demo database (support/seeded-database.ts), not empty.
  const seeded = process.env[SEEDED_DATABASE_ENV];
  if (seeded && !extraEnv.DATABASE_URL && extraEnv.SEED_ON_START !== '0' && !existsSync(sqlitePath))
    copySeededDatabase(seeded, sqlitePath, {
      publicOrigin: extraEnv.PUBLIC_ORIGIN ?? origin,
      examplesOrigin: extraEnv.EXAMPLES_ORIGIN ?? examplesOrigin,
    });
  // The compiled server, as `npm start` runs it: the e2e global setup has built it (or found it
  // current), and start-prod refuses a build older than the sources rather than test stale code.
  // Loading server/main.ts through tsx instead took seconds more in every file (docs/architecture.md, "Tests").
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-prod.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      // Lead exports and other run-time files stay in the test's own folder.
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      PUBLIC_ORIGIN: origin,
      EXAMPLES_ORIGIN: examplesOrigin,
      LOG_LEVEL: 'warn',
      // Every browser of every test calls from 127.0.0.1: the limits (tested beside their routes) stay out of the way.
      RATE_LIMITS: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('lrdx is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      const message = `server exited with ${code} before it was ready:\n${output}`;
      rmSync(dir, { recursive: true, force: true });
      reject(output.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message));
    });
  });

  return {
    origin,
    examplesOrigin,
    port,
    output: () => output,
    signal: (name) => {
      child.kill(name);
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
