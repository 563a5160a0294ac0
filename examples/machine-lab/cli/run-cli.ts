/**
 * `npm run lab -- …`: the machine lab for terminals and CI (scripts/lab.ts runs this).
 *
 *   npm run lab -- --list
 *   npm run lab -- <machine> --script session.json [--export file.test.ts] [--api http://localhost:8080]
 *   npm run lab -- <machine> --paths
 *   npm run lab -- --coverage
 *
 * A script replays a saved session, printing each step's state; a step whose `expect` is not met is
 * marked and the exit code is 1. A `real` call goes to `--api` (else LRDX_API, else the local
 * server) and each step waits for its answer. Exit code 2: wrong usage or an unreadable session;
 * for `--paths`, a machine whose paths cannot be generated.
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
  /** The API the `real` answer mode calls when `--api` is not given (LRDX_API, default the local server). */
  apiBase?: string;
}

const USAGE =
  'usage: npm run lab -- --list | <machine> --script session.json [--export file.test.ts] [--api URL] | <machine> --paths | --coverage';

/** The options that take a value (the machine's name is the one other word). */
const VALUED = new Set(['--script', '--export', '--api']);

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
  const name = args.find((arg, i) => !arg.startsWith('--') && !VALUED.has(args[i - 1] ?? ''));
  const entry = machines.find((m) => m.name === name);
  if (!entry) {
    io.out(name ? `no machine "${name}" (try --list)` : USAGE);
    return 2;
  }
  const preset = presetOf(entry.name);
  if (args.includes('--paths')) {
    let paths;
    try {
      paths = generatePaths(entry, newSession(entry), { events: preset.events, calls: preset.samples });
    } catch (error) {
      io.out(`${entry.name}: the paths could not be generated: ${(error as Error).stack ?? String(error)}`);
      return 2;
    }
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
  const apiBase = option(args, '--api') ?? io.apiBase ?? '';
  const real = Object.entries(session.answers)
    .filter(([, answer]) => answer.mode === 'real')
    .map(([actor]) => actor)
    .concat(session.steps.flatMap((step) => (step.kind === 'mode' && step.answer.mode === 'real' ? [step.actor] : [])));
  const engine = await replay(entry, session, {
    real: REAL_CALLS[entry.name] ?? {},
    apiBase,
    eventSamples: preset.events,
    waitForReal: true,
  });
  engine.stop();
  io.out(`${entry.name}: ${session.title ?? file}`);
  if (real.length)
    io.out(`real calls (${[...new Set(real)].join(', ')}) go to ${apiBase || '(no API address)'}; each step waits for their answers`);
  for (const item of engine.timeline) {
    io.out(line(item));
    // A failed real call says what failed (status, code, message, URL): engine/calls.ts.
    for (const call of item.calls) {
      if (call.mode === 'real' && call.status === 'failed')
        io.out(`       ${call.actor} failed: ${JSON.stringify(call.outcome?.ok === false ? call.outcome.error : null)}`);
    }
  }
  const exportTo = option(args, '--export');
  if (exportTo) {
    writeFileSync(exportTo, exportTest(engine));
    io.out(`test written to ${exportTo}`);
  }
  const failed = engine.mismatches().length;
  io.out(failed ? `${failed} step(s) did not reach the expected state` : `all ${session.steps.length} steps as expected`);
  return failed ? 1 : 0;
}
