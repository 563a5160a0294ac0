/**
 * Vitest setup file for `npm run lab -- --coverage`: every actor the machine tests create (through
 * the harness or createActor) gets an inspector that records the state nodes its snapshots are in
 * and the transitions its microsteps take; each test file writes what it saw to LAB_COVERAGE_DIR.
 * The tests themselves are unchanged; they are run with this file added (test-coverage/vitest.config.ts).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { transitionKey } from './model.js';

const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();

function record(event: InspectionEvent): void {
  const snapshot =
    event.type === '@xstate.snapshot' || event.type === '@xstate.microstep' ? (event.snapshot as { _nodes?: { id: string }[] }) : null;
  if (!snapshot?._nodes) return;
  const machineId = (event.actorRef as unknown as { logic?: { id?: string } }).logic?.id;
  if (!machineId) return;
  let entry = seen.get(machineId);
  if (!entry) seen.set(machineId, (entry = { states: new Set(), transitions: new Set() }));
  for (const node of snapshot._nodes) entry.states.add(node.id);
  if (event.type === '@xstate.microstep') {
    // `_transitions` is how XState 5 tells an inspector which transitions a microstep took.
    for (const t of (event as unknown as { _transitions: Parameters<typeof transitionKey>[0][] })._transitions)
      entry.transitions.add(transitionKey(t));
  }
}

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const createActor: typeof xstate.createActor = (logic, ...rest) => {
    const options = (rest[0] ?? {}) as { inspect?: (event: InspectionEvent) => void };
    const inspect = (event: InspectionEvent) => {
      record(event);
      options.inspect?.(event);
    };
    return xstate.createActor(logic, { ...options, inspect } as never);
  };
  return { ...xstate, createActor };
});

afterAll(() => {
  const dir = process.env.LAB_COVERAGE_DIR;
  if (!dir) return;
  const out = Object.fromEntries([...seen].map(([id, entry]) => [id, { states: [...entry.states], transitions: [...entry.transitions] }]));
  writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify(out));
});
