/**
 * `npm test`'s time (docs/architecture.md, "Tests"): the bench does not run the whole suite itself
 * (it takes longer than the rest of the bench together); `scripts/test.sh` writes each layer's
 * wall-clock seconds to `data/test-times.tsv` when a run passes, and this prints the last passing
 * run of this checkout beside the 15-minute budget, with when, on which commit and on how many cores
 * it ran. No recorded run: says so (run `npm test` first).
 *
 * Standalone: `npx tsx bench/test-times.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { printTable } from './table.js';

export const TEST_TIMES_FILE = 'data/test-times.tsv';
export const TEST_TIME_BUDGET_S = 15 * 60;

export interface TestTimes {
  /** "2026-12-01T03:50:00Z", the commit's short hash, "2 cores". */
  finished: string;
  commit: string;
  cores: string;
  steps: { name: string; seconds: number }[];
  totalSeconds: number;
}

/** Reads the file `scripts/test.sh` writes; undefined when there is none or it is not one of its. */
export function parseTestTimes(text: string): TestTimes | undefined {
  const [head, ...lines] = text.trim().split('\n');
  const header = head?.split('\t');
  if (!header || header[0] !== '# npm test passed' || header.length < 4) return undefined;
  const steps: TestTimes['steps'] = [];
  let totalSeconds: number | undefined;
  for (const line of lines) {
    const [name, value] = line.split('\t');
    const seconds = Number(value);
    if (!name || !Number.isFinite(seconds)) return undefined;
    if (name === 'total') totalSeconds = seconds;
    else steps.push({ name, seconds });
  }
  if (totalSeconds === undefined) return undefined;
  return { finished: header[1] ?? '', commit: header[2] ?? '', cores: header[3] ?? '', steps, totalSeconds };
}

const minutes = (seconds: number): string => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;

/** Prints the last passing `npm test`; answers the over-budget label when its total is over 15 minutes. */
export function reportTestTimes(file = TEST_TIMES_FILE): string[] {
  const times = existsSync(file) ? parseTestTimes(readFileSync(file, 'utf8')) : undefined;
  if (!times) {
    console.log(`\nnpm test: no passing run recorded in ${file} on this checkout (run \`npm test\`; the bench does not run it).`);
    return [];
  }
  const over = times.totalSeconds > TEST_TIME_BUDGET_S;
  printTable(
    `npm test, the last passing run on this checkout (${times.finished}, commit ${times.commit}, ${times.cores}; wall clock per step)`,
    ['step', 'time', 'share', 'budget', ''],
    [
      ...times.steps.map((step) => [
        // The throwaway PostgreSQL's step names its random port; the step is the same on every run.
        step.name.replace(/ on port \d+$/, ''),
        minutes(step.seconds),
        `${Math.round((100 * step.seconds) / Math.max(1, times.totalSeconds))} %`,
        '',
        '',
      ]),
      ['whole run', minutes(times.totalSeconds), '100 %', `≤ ${TEST_TIME_BUDGET_S / 60} min`, over ? 'OVER' : 'ok'],
    ],
  );
  return over ? ['npm test time'] : [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportTestTimes();
