/**
 * `npm run lab -- …`: the machine lab for terminals and CI (scripts/lab.ts runs this).
 *
 *   npm run lab -- --list
 *   npm run lab -- <machine> --script session.json [--export file.test.ts]
 *   npm run lab -- <machine> --paths
 *   npm run lab -- --coverage
 *
 * A script replays a saved session, printing each step's state; a step whose `expect` is not met is
 * marked and the exit code is 1. Exit code 2: wrong usage or an unreadable session.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { discoverMachines } from '../engine/discover.js';
import { replay, type TimelineEntry } from '../engine/engine.js';
import { exportTest } from '../engine/export-test.js';
import { newSession } from '../engine/new-session.js';
import { generatePaths } from '../engine/paths.js';
import { parseSession } from '../engine/session.js';
import { describeStep } from '../engine/describe.js';
import { presetOf } from '../presets/index.js';
import { REAL_CALLS } from '../presets/real-calls.js';
import { runCoverage } from '../test-coverage/run-coverage.js';

export interface CliIo {
  out: (line: string) => void;
  /** The API the `real` answer mode calls (LRDX_API, default the local server). */
  apiBase?: string;
}

const USAGE = 'usage: npm run lab -- --list | <machine> --script session.json [--export file.test.ts] | <machine> --paths | --coverage';

function line(entry: TimelineEntry): string {
  const step = entry.step ? describeStep(entry.step) : 'start';
  const mark = entry.mismatch ? `✗ ${entry.mismatch}` : entry.step?.expect ? '✓' : '';
  const calls = entry.calls.map((c) => `${c.actor}:${c.status}`).join(' ');
  return `${String(entry.index).padStart(3)}  ${step.padEnd(34)} ${entry.state.padEnd(24)} ${mark}${calls ? `  [${calls}]` : ''}`.trimEnd();
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function runCli(args: string[], io: CliIo): Promise<number> {
  const machines = await discoverMachines();
  if (args.includes('--list')) {
    for (const m of machines) io.out(`${m.name.padEnd(20)} ${m.exportName.padEnd(28)} calls: ${m.actors.join(', ') || '-'}`);
    return 0;
  }
  if (args.includes('--coverage')) {
    const report = await runCoverage();
    for (const m of report.machines) {
      io.out(
        `${m.name.padEnd(20)} states ${m.states.covered.length}/${m.states.all.length}  transitions ${m.transitions.covered.length}/${m.transitions.all.length}`,
      );
      for (const state of m.states.missed) io.out(`    never reached: ${state}`);
    }
    io.out(`written to ${report.file}`);
    return 0;
  }
  const name = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1]?.startsWith('--') !== true);
  const entry = machines.find((m) => m.name === name);
  if (!entry) {
    io.out(name ? `no machine "${name}" (try --list)` : USAGE);
    return 2;
  }
  const preset = presetOf(entry.name);
  if (args.includes('--paths')) {
    const paths = generatePaths(entry, newSession(entry), preset.events);
    io.out(`${entry.name}: ${paths.shortest.length} shortest paths, ${paths.simple.length}${paths.simpleCut ? '+' : ''} simple paths`);
    for (const p of [...paths.shortest, ...paths.simple])
      io.out(`  ${p.kind.padEnd(8)} → ${p.target.padEnd(24)} ${p.events.map((e) => e.type).join(' → ')}`);
    return 0;
  }
  const file = option(args, '--script');
  if (!file) {
    io.out(USAGE);
    return 2;
  }
  let session;
  try {
    session = parseSession(readFileSync(file, 'utf8'));
  } catch (error) {
    io.out(`cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  if (session.machine !== entry.name) {
    io.out(`${file} is a session of ${session.machine}, not ${entry.name}`);
    return 2;
  }
  const engine = await replay(entry, session, {
    real: REAL_CALLS[entry.name] ?? {},
    apiBase: io.apiBase ?? '',
    eventSamples: preset.events ?? {},
  });
  engine.stop();
  io.out(`${entry.name}: ${session.title ?? file}`);
  for (const item of engine.timeline) io.out(line(item));
  const exportTo = option(args, '--export');
  if (exportTo) {
    writeFileSync(exportTo, exportTest(engine));
    io.out(`test written to ${exportTo}`);
  }
  const failed = engine.mismatches().length;
  io.out(failed ? `${failed} step(s) did not reach the expected state` : `all ${session.steps.length} steps as expected`);
  return failed ? 1 : 0;
}
