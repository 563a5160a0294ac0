/**
 * The production start (docs/production-start.md): the compiled server serves the site from
 * dist-server/ with plain Node, and a missing or stale build is refused with the command that fixes
 * it. `npm test` builds dist-server/ before this layer runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';

const repo = resolve(import.meta.dirname, '..');
const launcher = (cwd: string) =>
  spawnSync(process.execPath, ['scripts/start-prod.mjs'], { cwd, encoding: 'utf8', env: { ...process.env, PORT: '1' } });

describe('npm run start:prod refuses a build it cannot trust', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-start-prod-'));
  mkdirSync(join(dir, 'scripts'));
  for (const file of ['start-prod.mjs', 'server-build-files.mjs']) copyFileSync(join(repo, 'scripts', file), join(dir, 'scripts', file));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without browser bundles, then without the compiled server, then with a build of other sources', () => {
    let run = launcher(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The browser bundles (dist/) are missing.');
    expect(run.stderr).toContain('npm run build');

    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'manifest.json'), '{}');
    writeFileSync(join(dir, 'dist', 'loader.js'), '');
    run = launcher(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The compiled server (dist-server/) is missing.');

    for (const root of ['server', 'site', 'domain', 'state-machines', 'widgets']) mkdirSync(join(dir, root));
    mkdirSync(join(dir, 'dist-server'));
    writeFileSync(
      join(dir, 'dist-server', 'build-info.json'),
      JSON.stringify({ sourceHash: 'of other sources', builtAt: '2026-01-01T00:00:00Z' }),
    );
    run = launcher(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is older than the sources');
  });
});

describe('npm run start:prod serves the compiled server', () => {
  it('answers the home page and the probes', async () => {
    const port = await freePort();
    const data = mkdtempSync(join(tmpdir(), 'lrdx-start-prod-db-'));
    const child = spawn(process.execPath, ['scripts/start-prod.mjs'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_PATH: join(data, 'lrdx.sqlite'),
        DATABASE_URL: '',
        EXAMPLES: '0',
        DEMO_ADMIN: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((ready, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('lrdx is running')) ready();
        });
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('exit', (code) => fail(new Error(`start:prod exited with ${code}: ${out}`)));
      });
      const home = await fetch(`http://127.0.0.1:${port}/ku/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="ckb" dir="rtl"');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      // A start that was refused (a stale build) has exited already: waiting for its exit would hang.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(data, { recursive: true, force: true });
    }
    // The first start seeds a new demo database: minutes on a busy two-core machine.
  }, 300_000);
});
