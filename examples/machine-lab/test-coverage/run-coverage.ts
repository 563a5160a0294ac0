/**
 * Runs the machine tests with the recorder (a child vitest), merges what each test file saw, and
 * writes dist/lab-coverage.json: per machine, every state and transition and whether a
 * test reached it. The lab page reads that file (it is served beside the page).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { discoverMachines } from '../engine/discover.js';
import { coverageOf, type MachineCoverage, type RecordedCoverage } from './model.js';

/** Beside the built lab (dist/ is not committed); the examples server serves it as /machine-lab/coverage.json. */
export const COVERAGE_FILE = resolve(import.meta.dirname, '../../../dist/lab-coverage.json');
const ROOT = resolve(import.meta.dirname, '../../..');

export function mergeRecorded(parts: RecordedCoverage[]): RecordedCoverage {
  const merged: Record<string, { states: Set<string>; transitions: Set<string> }> = {};
  for (const part of parts) {
    for (const [id, seen] of Object.entries(part)) {
      const entry = (merged[id] ??= { states: new Set(), transitions: new Set() });
      seen.states.forEach((s) => entry.states.add(s));
      seen.transitions.forEach((t) => entry.transitions.add(t));
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([id, e]) => [id, { states: [...e.states].sort(), transitions: [...e.transitions].sort() }]),
  );
}

/** `only`: test paths to run (default every machine test). */
export async function runCoverage(file = COVERAGE_FILE, only: string[] = []): Promise<{ file: string; machines: MachineCoverage[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'lab-coverage-'));
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'examples/machine-lab/test-coverage/vitest.config.ts', ...only], {
      cwd: ROOT,
      env: { ...process.env, LAB_COVERAGE_DIR: dir },
      // The tests' own output is not the report; their failure is (below).
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`the machine tests failed (exit ${run.status}); coverage not written`);
    const parts = readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as RecordedCoverage);
    const recorded = mergeRecorded(parts);
    const machines = (await discoverMachines()).map((m) => coverageOf(m.name, m.machine, recorded));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ generatedAt: new Date().toISOString(), machines }, null, 2) + '\n');
    return { file, machines };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
