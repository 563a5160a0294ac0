/**
 * The machine's generated paths (`xstate/graph`): shortest paths to every state and simple paths,
 * walked with the events the active states name (payloads from the presets) and the calls answered
 * as QA chose (a `success` call gives its data, an `error` call its error, a `manual` call its
 * preset's sample answer or a failure). States are told apart by value and context, a few contexts
 * per value (`stateNames`), so guards that read the context pass and the walk still ends; a path can
 * then run on a real lab actor.
 */
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { LabEngine, toJson, type EngineOptions } from './engine.js';
import type { LabMachine } from './registry.js';
import { carryRequestId, fillTemplates, type AnswerMode, type LabSession } from './session.js';
import { machineInputOf } from '../presets/index.js';
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

/** What a call answers in a generated path when QA answers it by hand: the preset's failure. */
export const PATH_FAILURE = { code: 'server_error', message: 'Lab failure', status: 500 };

export interface PathSamples {
  /** Sample payloads of the machine's own events, by type (presets). */
  events?: Record<string, Record<string, unknown>>;
  /** A valid answer of each call, by actor (presets): what a `manual` call answers with in a path. */
  calls?: Record<string, unknown>;
}

/** The input a spawned or invoked call was given (XState keeps it on the child's options). */
function callInput(child: unknown): unknown {
  return (child as { options?: { input?: unknown } } | undefined)?.options?.input;
}

/**
 * The answers a call can give in a path: from its mode (a `success` call its data, an `error` call
 * its error, a `recorded` call what it recorded), and for a `manual` call both its sample answer and
 * a failure, so the walk reaches what follows either. Templates (`$input.requestId`) are filled with
 * the input of the call that is out, so the answer is one the machine takes.
 */
function callAnswers(type: string, answer: AnswerMode, sample: unknown, input: unknown, now: number): AnyEvent[] {
  const done = CALL.exec(type)?.[1] === 'done';
  const output = (data: unknown): AnyEvent => ({ type, output: fillTemplates(data, now, input) });
  const error = (body: unknown): AnyEvent => ({ type, error: body });
  switch (answer.mode) {
    case 'success':
      return done ? [output(answer.data)] : [];
    case 'error':
      return done ? [] : [error({ status: 0, ...answer.error })];
    case 'recorded':
      if (answer.outcome.ok !== done) return [];
      return [
        done
          ? output(carryRequestId((answer.outcome as { output: unknown }).output, input))
          : error((answer.outcome as { error: unknown }).error),
      ];
    case 'manual':
      return done ? [output(sample)] : [error(PATH_FAILURE)];
    default:
      // `never` and `real`: no answer the walk can know.
      return [];
  }
}

/** The events to try in a state: the machine's own (with samples) and the answers of the calls out in it. */
export function pathEvents(machine: AnyStateMachine, session: LabSession, samples: PathSamples = {}): (state: AnySnapshot) => AnyEvent[] {
  const types = eventTypesOf(machine);
  const own = types.filter((type) => !CALL.test(type)).map((type) => ({ ...(samples.events?.[type] ?? {}), type }) as AnyEvent);
  return (state) => {
    const children = state.children as Record<string, unknown>;
    const answers = types.flatMap((type) => {
      const actor = CALL.exec(type)?.[2];
      if (!actor || !children[actor]) return [];
      const answer: AnswerMode = session.answers[actor] ?? { mode: 'manual' };
      return callAnswers(type, answer, samples.calls?.[actor], callInput(children[actor]), session.startTime);
    });
    return [...own, ...answers];
  };
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

/**
 * The walk's name of a state: its value and its context, so an event that only changes the context
 * (a phone number typed, a quiz answer chosen) leads somewhere new and the guards that read it can
 * pass. A machine whose context keeps changing (a request counter) would never end, so each state
 * value gets at most `perValue` contexts; the further ones all count as one.
 */
function stateNames(perValue: number): (state: AnySnapshot) => string {
  const names = new Map<string, string>();
  const contexts = new Map<string, number>();
  // The walk asks again for the same snapshot: its context is written out once.
  const known = new WeakMap<AnySnapshot, string>();
  return (state) => {
    const cached = known.get(state);
    if (cached !== undefined) return cached;
    const value = stateText(state.value);
    const full = `${value} ${JSON.stringify(toJson(state.context))}`;
    let name = names.get(full);
    if (name === undefined) {
      const seen = contexts.get(value) ?? 0;
      name = seen < perValue ? full : `${value} (other contexts)`;
      contexts.set(value, seen + 1);
      names.set(full, name);
    }
    known.set(state, name);
    return name;
  };
}

/** An event's name for the walk (its JSON), written once per event object. */
function eventNames(): (event: AnyEvent) => string {
  const known = new WeakMap<AnyEvent, string>();
  return (event) => {
    let name = known.get(event);
    if (name === undefined) known.set(event, (name = JSON.stringify(event)));
    return name;
  };
}

/** The shortest path of each state value (the walk finds one per context). */
function shortestPerTarget(paths: LabPath[]): LabPath[] {
  const best = new Map<string, LabPath>();
  for (const path of paths) {
    const known = best.get(path.target);
    if (!known || path.events.length < known.events.length) best.set(path.target, path);
  }
  return [...best.values()].sort((a, b) => a.events.length - b.events.length || a.target.localeCompare(b.target));
}

/** How many transitions the simple-path walk may try: their number grows fast with the states. */
export const SIMPLE_WALK_BUDGET = 20_000;

export function generatePaths(entry: LabMachine, session: LabSession, samples: PathSamples = {}, simpleLimit = 200): PathSet {
  let tried = 0;
  const options = (perValue: number, budget = Infinity) => ({
    input: machineInputOf(entry.name, session.input),
    events: pathEvents(entry.machine, session, samples),
    // A walk out of budget tries nothing more: the simple paths found so far are kept, marked cut.
    filterEvents: (state: AnySnapshot, event: AnyEvent) => ++tried <= budget && possible(state, event),
    serializeState: stateNames(perValue),
    serializeEvent: eventNames(),
  });
  // The graph's options are typed per machine; the lab walks any machine.
  const shortest = getShortestPaths(entry.machine, options(4) as never) as unknown as StatePath<AnySnapshot, AnyEvent>[];
  tried = 0;
  // Simple paths grow fast with the states: fewer contexts per value, and a budget of tries.
  const simple = (getSimplePaths(entry.machine, options(1, SIMPLE_WALK_BUDGET) as never) as unknown as StatePath<AnySnapshot, AnyEvent>[])
    .map((p) => toLabPath('simple', p))
    .filter((p) => p.events.length > 0);
  return {
    // The path to the initial state has no step: nothing to run.
    shortest: shortestPerTarget(shortest.map((p) => toLabPath('shortest', p)).filter((p) => p.events.length > 0)),
    simple: simple.slice(0, simpleLimit),
    simpleCut: simple.length > simpleLimit || tried > SIMPLE_WALK_BUDGET,
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
