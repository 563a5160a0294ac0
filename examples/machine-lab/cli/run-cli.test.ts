import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const HOLD = join(ROOT, 'examples/machine-lab/sessions/soft-lock-hold.json');

async function cli(args: string[]) {
  const lines: string[] = [];
  const code = await runCli(args, { out: (line) => lines.push(line) });
  return { code, lines };
}

describe('npm run lab', () => {
  it('replays the order-online hold from the command line, one line per step, to the same states as the lab', async () => {
    const { code, lines } = await cli(['soft-lock', '--script', HOLD]);
    expect(code).toBe(0);
    expect(lines.slice(1, 8).map((line) => line.trim().split(/\s{2,}/)[2])).toEqual([
      'active',
      'active',
      'warning',
      'warning',
      'active',
      'warning',
      'expired',
    ]);
    expect(lines[5]).toContain('lock.extend');
    expect(lines[5]).toContain('[extendLock:answered]');
    expect(lines.at(-1)).toBe('all 6 steps as expected');
  });

  it('fails with exit code 1 and names the step when a state differs from the expected one', async () => {
    const session = JSON.parse(readFileSync(HOLD, 'utf8')) as { steps: { expect?: string }[] };
    (session.steps[1] as { expect?: string }).expect = 'expired';
    const file = join(mkdtempSync(join(tmpdir(), 'lab-cli-')), 'wrong.json');
    writeFileSync(file, JSON.stringify(session));
    const { code, lines } = await cli(['soft-lock', '--script', file]);
    expect(code).toBe(1);
    expect(lines.find((line) => line.includes('✗'))).toMatch(/^\s+2\s+clock \+1s\s+warning\s+✗ expected expired, got warning$/);
    expect(lines.at(-1)).toBe('1 step(s) did not reach the expected state');
  });

  it('refuses a session of another machine, and an unknown machine', async () => {
    expect((await cli(['order-online', '--script', HOLD])).lines).toEqual([`${HOLD} is a session of soft-lock, not order-online`]);
    expect(await cli(['nope', '--script', HOLD])).toEqual({ code: 2, lines: ['no machine "nope" (try --list)'] });
  });

  it('lists every machine and prints the path counts', async () => {
    const list = await cli(['--list']);
    expect(list.lines.map((line) => line.split(' ')[0])).toContain('soft-lock');
    const paths = await cli(['soft-lock', '--paths']);
    expect(paths.lines[0]).toMatch(/^soft-lock: 5 shortest paths, \d+ simple paths$/);
  });

  it('the npm script exits non-zero on a mismatch (a CI step fails)', () => {
    const session = JSON.parse(readFileSync(HOLD, 'utf8')) as { steps: { expect?: string }[] };
    (session.steps.at(-1) as { expect?: string }).expect = 'released';
    const file = join(mkdtempSync(join(tmpdir(), 'lab-cli-')), 'wrong.json');
    writeFileSync(file, JSON.stringify(session));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lab.ts', 'soft-lock', '--script', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ expected released, got expired');
  });

  it('generates the paths of the machines whose payloads and answers need data (stock locator, update checker, quiz)', async () => {
    for (const name of ['stock-locator', 'update-checker', 'quiz']) {
      const { code, lines } = await cli([name, '--paths']);
      expect(code, lines.join('\n')).toBe(0);
      const [, shortest] = /: (\d+) shortest paths/.exec(lines[0] ?? '') ?? [];
      expect(Number(shortest), lines[0]).toBeGreaterThan(0);
    }
  });

  it('replays a session with a real call against --api, waits for its answer and says what failed', async () => {
    const session = {
      version: 1,
      machine: 'stock-locator',
      startTime: 0,
      input: { listKey: 'iraq' },
      answers: { fetchListing: { mode: 'real' }, fetchSettings: { mode: 'manual' } },
      steps: [],
    };
    const file = join(mkdtempSync(join(tmpdir(), 'lab-cli-')), 'real.json');
    writeFileSync(file, JSON.stringify(session));
    // Port 9 (discard) has no server: the call fails at once, with no answer.
    const { code, lines } = await cli(['--api', 'http://127.0.0.1:9', 'stock-locator', '--script', file]);
    expect(code).toBe(0);
    expect(lines).toContain('real calls (fetchListing) go to http://127.0.0.1:9; each step waits for their answers');
    // The start waited for the failure: the machine is in `failed`, not still loading.
    expect(lines.find((line) => line.trim().startsWith('0'))).toMatch(/start\s+failed/);
    const failure = lines.find((line) => line.includes('fetchListing failed:')) ?? '';
    expect(failure).toContain('"status":0');
    expect(failure).toContain('"url":"http://127.0.0.1:9/public_api/listing/iraq"');
    expect(failure).toContain('no answer from http://127.0.0.1:9/public_api/listing/iraq');
  });
});
