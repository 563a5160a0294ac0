/**
 * The machine's generated paths (`xstate/graph`): shortest paths to every state and simple paths,
 * walked with the events the active states name (payloads from the presets) and the calls answered
 * as QA chose (a `success` call gives its data, an `error` call its error). States are told apart by
 * their value only, so the walk stays small; a path can then run on a real lab actor.
 */
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { LabEngine, type EngineOptions } from './engine.js';
import type { LabMachine } from './registry.js';
import { fillTemplates, type AnswerMode, type LabSession } from './session.js';
import { stateText } from './state-text.js';

type AnySnapshot = SnapshotFrom<AnyStateMachine>;
type AnyEvent = EventObject & Record<string, unknown>;

export interface LabPath {
  kind: 'shortest' | 'simple';
  /** The state the path ends in. */
  target: string;
  events: AnyEvent[];
  /** The state after each event. */
  states: string[];
}

export interface PathSet {
  shortest: LabPath[];
  simple: LabPath[];
  /** When the simple paths were cut at the limit. */
  simpleCut: boolean;
}

/** Every event type the machine's states name, `xstate.*` included. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  const walk = (node: { ownEvents: string[]; states: Record<string, unknown> }) => {
    for (const type of node.ownEvents) if (type && type !== '*') types.add(type);
    for (const child of Object.values(node.states)) walk(child as typeof node);
  };
  walk(machine.root as unknown as { ownEvents: string[]; states: Record<string, unknown> });
  return [...types].sort();
}

const CALL = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The events to try in a state: the machine's own, with samples; call answers from the chosen modes. */
export function pathEvents(machine: AnyStateMachine, session: LabSession, samples: Record<string, Record<string, unknown>>): AnyEvent[] {
  const events: AnyEvent[] = [];
  for (const type of eventTypesOf(machine)) {
    const call = CALL.exec(type);
    if (!call) {
      events.push({ ...(samples[type] ?? {}), type });
      continue;
    }
    const answer: AnswerMode = session.answers[call[2] ?? ''] ?? { mode: 'manual' };
    const done = call[1] === 'done';
    if (done && answer.mode === 'success') events.push({ type, output: fillTemplates(answer.data, session.startTime, {}) });
    if (!done && answer.mode === 'error') events.push({ type, error: { status: 0, ...answer.error } });
    if (answer.mode === 'recorded' && answer.outcome.ok === done) {
      events.push(
        done
          ? { type, output: (answer.outcome as { output: unknown }).output }
          : { type, error: (answer.outcome as { error: unknown }).error },
      );
    }
  }
  return events;
}

function possible(state: AnySnapshot, event: AnyEvent): boolean {
  // The pure transition still answers in a final state; a running actor would not.
  if (state.status !== 'active') return false;
  const call = CALL.exec(event.type);
  // A call's answer only comes while the call is out (a child with the call's name).
  if (call && !(state.children as Record<string, unknown>)[call[2] ?? '']) return false;
  try {
    return state.can(event);
  } catch {
    // A guard that reads a payload the sample lacks: the graph cannot walk that event.
    return false;
  }
}

function toLabPath(kind: LabPath['kind'], path: StatePath<AnySnapshot, AnyEvent>): LabPath {
  // The graph's first step is the machine starting (`xstate.init`), which the lab does by itself.
  const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
  return {
    kind,
    target: stateText(path.state.value),
    events: steps.map((step) => step.event),
    states: steps.map((step) => stateText(step.state.value)),
  };
}

export function generatePaths(
  entry: LabMachine,
  session: LabSession,
  samples: Record<string, Record<string, unknown>> = {},
  simpleLimit = 200,
): PathSet {
  const options = {
    input: session.input,
    events: pathEvents(entry.machine, session, samples),
    filterEvents: possible,
    serializeState: (state: AnySnapshot) => stateText(state.value),
    serializeEvent: (event: AnyEvent) => JSON.stringify(event),
  };
  // The graph's options are typed per machine; the lab walks any machine.
  const shortest = getShortestPaths(entry.machine, options as never) as unknown as StatePath<AnySnapshot, AnyEvent>[];
  const simple = (getSimplePaths(entry.machine, options as never) as unknown as StatePath<AnySnapshot, AnyEvent>[])
    .map((p) => toLabPath('simple', p))
    .filter((p) => p.events.length > 0);
  return {
    // The path to the initial state has no step: nothing to run.
    shortest: shortest.map((p) => toLabPath('shortest', p)).filter((p) => p.events.length > 0),
    simple: simple.slice(0, simpleLimit),
    simpleCut: simple.length > simpleLimit,
  };
}

export interface PathRun {
  ok: boolean;
  engine: LabEngine;
  /** Where the real actor left the path, if it did. */
  failure: string | null;
}

/**
 * Runs a path on a lab actor: every call waits for the path's answer (manual), the machine's own
 * events are sent, and after each step the actor must be in the state the path says.
 */
export async function runPath(entry: LabMachine, session: LabSession, path: LabPath, options: EngineOptions = {}): Promise<PathRun> {
  const manual = Object.fromEntries(entry.actors.map((actor) => [actor, { mode: 'manual' as const }]));
  const engine = await new LabEngine(entry, { ...session, answers: manual, steps: [] }, options).start();
  for (const [index, event] of path.events.entries()) {
    const expect = path.states[index] ?? '';
    const call = CALL.exec(event.type);
    if (call) {
      const actor = call[2] ?? '';
      if (!engine.calls.waiting().some((c) => c.actor === actor)) {
        return { ok: false, engine, failure: `step ${index + 1}: no ${actor} call is out in ${engine.state}` };
      }
      const outcome = call[1] === 'done' ? { ok: true as const, output: event.output } : { ok: false as const, error: event.error };
      await engine.apply({ kind: 'answer', actor, outcome, expect });
    } else {
      await engine.send(event, expect);
    }
    const last = engine.timeline.at(-1);
    if (last?.mismatch) return { ok: false, engine, failure: `step ${index + 1} (${event.type}): ${last.mismatch}` };
  }
  return { ok: true, engine, failure: null };
}
