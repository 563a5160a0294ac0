import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTestTimes, reportTestTimes } from './test-times.js';

const RUN = [
  '# npm test passed\t2026-12-01T03:50:00Z\tabc1234\t2 cores',
  'Type check, lint, format\t95',
  'Build\t61',
  'Throwaway PostgreSQL on port 31234\t2',
  'Unit, machine and server tests (vitest; SQLite and PostgreSQL)\t884',
  'total\t1042',
].join('\n');

describe('npm test times in the bench', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads what scripts/test.sh writes, and refuses anything else', () => {
    const times = parseTestTimes(RUN);
    expect(times).toMatchObject({ finished: '2026-12-01T03:50:00Z', commit: 'abc1234', cores: '2 cores', totalSeconds: 1042 });
    expect(times?.steps.map((step) => step.seconds)).toEqual([95, 61, 2, 884]);
    expect(parseTestTimes('')).toBeUndefined();
    expect(parseTestTimes('Build\t61\ntotal\t61')).toBeUndefined();
    expect(parseTestTimes(RUN.replace('total\t1042', ''))).toBeUndefined();
    expect(parseTestTimes(RUN.replace('\t95', '\tlong'))).toBeUndefined();
  });

  it('prints the run beside the 15-minute budget and names it when over; says so when no run is recorded', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const folder = mkdtempSync(join(tmpdir(), 'lrdx-test-times-'));
    const file = join(folder, 'test-times.tsv');
    writeFileSync(file, RUN);
    expect(reportTestTimes(file)).toEqual(['npm test time']);
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toMatch(/whole run +17 min 22 s +100 % +≤ 15 min +OVER/);
    expect(printed).toContain('Throwaway PostgreSQL ');
    expect(printed).not.toContain('31234');
    writeFileSync(file, RUN.replace('total\t1042', 'total\t600'));
    expect(reportTestTimes(file)).toEqual([]);
    expect(reportTestTimes(join(folder, 'none.tsv'))).toEqual([]);
    expect(String(log.mock.calls.at(-1)?.[0])).toContain('no passing run recorded');
  });
});
