/**
 * A bench server as its own process (as in production), started with `server/main.ts` and the given
 * environment; resolves once it prints that it is running. `stop` ends it with SIGTERM, `kill` with
 * SIGKILL (a crash: nothing is closed cleanly).
 */
import { spawn } from 'node:child_process';

export interface BenchServer {
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** `source`: the TypeScript sources through tsx; `compiled`: `npm run start:prod` (docs/production-start.md). */
export type ServerEntry = 'source' | 'compiled';

/**
 * The environment of a production start answering on `port` (NODE_ENV=production, as a hosting
 * team runs it): no demo admin, no rate limits, its own address as the public origin. The demo
 * seed's checkout uses the local test vendor, which production refuses otherwise.
 */
export function productionEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    DEMO_ADMIN: '0',
    RATE_LIMITS: 'off',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: '1',
  };
}

export async function startServerProcess(env: Record<string, string>, entry: ServerEntry = 'source'): Promise<BenchServer> {
  const args = entry === 'compiled' ? ['scripts/start-prod.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', EXAMPLES: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('lrdx is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { stop: end('SIGTERM'), kill: end('SIGKILL') };
}
