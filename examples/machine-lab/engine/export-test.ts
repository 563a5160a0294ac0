/**
 * A lab session as a vitest file in the project's own test style: the machine on the shared harness
 * (state-machines/testing/harness.ts), each step replayed (`send`, the clock moved, each call's
 * answer given with `answer`/`fail` as the lab gave it), and the state checked after every step.
 * Saved beside the machine (`state-machines/<name>/<file>.test.ts`), it runs in `npm test` unchanged.
 */
import type { LabEngine, TimelineEntry } from './engine.js';
import { call, quote } from './print-literal.js';

/** Statements sit two levels in (describe → it). */
const INDENT = 4;
const comment = (text: string) => text.replace(/\*\//g, '* /');

function stepLines(entry: TimelineEntry): string[] {
  const lines: string[] = [];
  const step = entry.step;
  if (!step) return lines;
  if (step.note) lines.push(`// ${step.note.replace(/\n/g, ' ')}`);
  if (step.kind === 'event') lines.push(call('h.send', [step.event], INDENT), 'await h.settle();');
  if (step.kind === 'clock') lines.push(`h.clock.increment(${step.advanceMs});`, 'await h.settle();');
  if (step.kind === 'mode') lines.push(`// From here ${step.actor} answers: ${JSON.stringify(step.answer)}`);
  // The calls the step settled, answered as the lab answered them (by hand, from the chosen mode, or by the server).
  for (const record of entry.calls) {
    if (record.status === 'answered' && record.outcome?.ok)
      lines.push(call('await h.answer', [record.actor, record.outcome.output], INDENT));
    if (record.status === 'failed' && record.outcome && !record.outcome.ok)
      lines.push(call('await h.fail', [record.actor, record.outcome.error], INDENT));
  }
  lines.push(call('expect(h.snapshot().value).toEqual', [entry.value], INDENT));
  return lines;
}

export interface ExportOptions {
  /** The test's name; default the session's title. */
  title?: string;
}

/** The vitest file for the engine's session as played so far. */
export function exportTest(engine: LabEngine, options: ExportOptions = {}): string {
  const { entry } = engine;
  const session = engine.session;
  const title = options.title ?? session.title ?? `${entry.name} lab session`;
  const start = engine.timeline[0];
  const harness = { calls: entry.actors, input: session.input, now: session.startTime };
  const body = [
    call('const h = createHarness', [harness], INDENT, [entry.exportName]),
    // Calls answered at the start (before any step), e.g. a load on entry.
    ...(start
      ? stepLines({ ...start, step: { kind: 'mode', actor: '(start)', answer: { mode: 'manual' } } }).filter(
          (line) => !line.startsWith('// From'),
        )
      : []),
    ...engine.timeline.slice(1).flatMap((item) => ['', ...stepLines(item)]),
  ];
  return [
    `/**`,
    ` * Exported from the machine lab (examples/machine-lab/, docs/machine-lab.md): ${comment(title)}.`,
    ` * Replays the session's ${session.steps.length} steps on the shared harness and checks the state after each.`,
    ` */`,
    `import { describe, expect, it } from 'vitest';`,
    `import { createHarness } from '../testing/harness.js';`,
    `import { ${entry.exportName} } from './index.js';`,
    ``,
    `describe(${quote(`${entry.name} machine, lab session`)}, () => {`,
    `  it(${quote(title)}, async () => {`,
    ...body.map((line) => (line ? `    ${line}` : '')),
    `  });`,
    `});`,
    ``,
  ].join('\n');
}
