/** Starts lock-server.ts as a child process and resolves with its port once it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LockServerProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./lock-server.ts', import.meta.url));

export function spawnLockServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<LockServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, ...extraEnv, LOCK_TEST_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let buffer = '';
    // A start, not a measure: tsx compiles the server on the way, which takes long on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`lock server did not start in 120 s: ${stderr}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({ port: (JSON.parse(line) as { port: number }).port, child, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`lock server exited with ${code}: ${stderr}`));
    });
  });
}
