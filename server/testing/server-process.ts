/**
 * `npm start`'s server as a real child process, for tests about several processes, crashes and
 * start-up: ready once it prints "lrdx is running", rejected with its output if it exits first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { PortTakenError, startOnFreePort } from './port-taken.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  origin: string;
  output(): string;
  child: ChildProcess;
  exited: Promise<void>;
  /** SIGTERM (the clean shutdown) unless it has ended already; resolves once it has. */
  stop(): Promise<void>;
}

/**
 * Starts the server on a free port with `env` over quiet test defaults (no demo site, no seed, no
 * rate limits); again on another port when the one found free was taken meanwhile (port-taken.ts).
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startOnFreePort(freePort, (port) => startOnPort(port, env));
}

/**
 * The arguments that start the server: the compiled one, as `npm run start:prod` runs it, when
 * `npm test` says it has just built it (LRDX_TEST_SERVER=compiled: scripts/test.sh, after the
 * build), which starts in about a second less of CPU than compiling every module on the way
 * (docs/architecture.md, "Where the test time goes"); otherwise `node --import tsx server/main.ts`,
 * the sources as they are, for a test run alone after an edit. start-prod.mjs still refuses a build
 * older than the sources rather than test stale code.
 */
export function serverEntryArgs(): string[] {
  return process.env.LRDX_TEST_SERVER === 'compiled' ? ['scripts/start-prod.mjs'] : ['--import', 'tsx', 'server/main.ts'];
}

async function startOnPort(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverEntryArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      EXAMPLES: '0',
      SEED_ON_START: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (!output.includes('lrdx is running')) return;
      clearInterval(timer);
      resolve();
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      const message = `server exited before it was ready:\n${output}`;
      reject(output.includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`) ? new PortTakenError(message) : new Error(message));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, output: () => output, child, exited, stop };
}
