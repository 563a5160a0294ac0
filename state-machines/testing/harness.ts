/**
 * The one test harness of every machine (test-only code).
 *
 * - `createHarness(machine, { calls, input, actions, now })` starts the machine with a deferred
 *   fake for each named call (state-machines/shared/async.ts): the call waits, with its input,
 *   until the test answers it (`answer`, `fail`); a call the machine stops leaves the list (its
 *   abort signal fired, as a real request is aborted). The actor runs on a `TestClock`, so the
 *   machine's delayed events (its timers) fire when the test moves the clock.
 * - `modelParams(h, options)` plays createTestModel's sampled events on a harness the way the
 *   real world would — a call's done/error event answers that call, a timer's event moves the
 *   clock, anything else is sent — and, in every state a path reaches, asserts that the real
 *   actor agrees with the model and that exactly the state's calls are out.
 * - `reachedStates`, `describePath` and `testPaths` are the rest of the scaffolding every model
 *   test repeated; `walkShortestPaths` is the whole walk of a machine whose states are few.
 */
import { expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  type Actor,
  type EventObject,
  type Snapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel, type EventExecutor, type StatePath, type TestModelOptions, type TestParam, type TestPath } from 'xstate/graph';
import { TimerClock } from './timer-clock.js';

/** Lets settled promises deliver their done/error events before the test looks again. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The harness's clock: a TimerClock whose `fireNext` asserts that a timer is pending. */
export class TestClock extends TimerClock {
  /** Moves the clock to the next timer, which fires it. */
  fireNext(): void {
    const next = this.nextDue();
    expect(next, 'a timer is pending').not.toBeNull();
    if (next !== null) this.set(next);
  }
}

export interface PendingCall {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The calls a machine has out, by name, each waiting for the test's answer. */
export class FakeCalls<TName extends string> {
  private readonly lists = new Map<TName, PendingCall[]>();

  constructor(readonly names: readonly TName[]) {
    for (const name of names) this.lists.set(name, []);
  }

  /** The stand-in for the call `name`: a promise the test settles. */
  logic(name: TName) {
    return fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const list = this.list(name);
          const call: PendingCall = { input, resolve, reject };
          list.push(call);
          // A stopped call leaves, as a real request is aborted; an answered one has left already.
          signal.addEventListener('abort', () => remove(list, call));
        }),
    );
  }

  private list(name: TName): PendingCall[] {
    const list = this.lists.get(name);
    if (!list) throw new Error(`harness: ${name} is not one of the faked calls (${this.names.join(', ')})`);
    return list;
  }

  /** One name per call out, in the order of `names`. */
  out(): TName[] {
    return this.names.flatMap((name) => this.list(name).map(() => name));
  }
  get size(): number {
    return this.out().length;
  }
  count(name: TName): number {
    return this.list(name).length;
  }
  has(name: TName): boolean {
    return this.count(name) > 0;
  }
  /** The input of the latest call `name` out (undefined when none is). */
  input(name: TName): unknown {
    return this.list(name).at(-1)?.input;
  }
  /** Takes the latest call `name` out of the list, to settle it; fails the test when none is out. */
  take(name: TName): PendingCall {
    const call = this.list(name).pop();
    expect(call, `${name} is out`).toBeDefined();
    return call as PendingCall;
  }
}

function remove(list: PendingCall[], call: PendingCall) {
  const index = list.indexOf(call);
  if (index >= 0) list.splice(index, 1);
}

type Implementations<TMachine extends AnyStateMachine> = NonNullable<Parameters<TMachine['provide']>[0]>;

export interface HarnessOptions<TMachine extends AnyStateMachine, TName extends string> {
  /** Every call of the machine the test answers by hand (each actor named in `setup` with `requiredCall`). */
  calls: readonly TName[];
  input?: InputFrom<TMachine>;
  /** The caller's outward actions, usually recording what they were given. */
  actions?: Implementations<TMachine>['actions'];
  /** Where the clock starts. */
  now?: number;
}

export interface Harness<TMachine extends AnyStateMachine, TName extends string> {
  actor: Actor<TMachine>;
  calls: FakeCalls<TName>;
  clock: TestClock;
  snapshot: () => SnapshotFrom<TMachine>;
  send: (event: EventFromLogic<TMachine>) => void;
  /** Resolves the latest call `name` with `output` and lets the machine take the answer. */
  answer: (name: TName, output: unknown) => Promise<void>;
  /** Rejects the latest call `name` with `error` and lets the machine take the failure. */
  fail: (name: TName, error: unknown) => Promise<void>;
  settle: () => Promise<void>;
}

/** The machine, started, with every call faked and the given actions, on a test clock. */
export function createHarness<TMachine extends AnyStateMachine, const TName extends string>(
  machine: TMachine,
  options: HarnessOptions<TMachine, TName>,
): Harness<TMachine, TName> {
  const calls = new FakeCalls(options.calls);
  const clock = new TestClock(options.now ?? 0);
  const actors = Object.fromEntries(options.calls.map((name) => [name, calls.logic(name)]));
  // The fakes answer whatever the test gives them, so their logic cannot carry each call's own
  // output type; `provide` keeps the machine's type, which the actor below is typed with.
  const provided = (machine as AnyStateMachine).provide({ actors, actions: options.actions ?? {} });
  const actor = createActor(provided, { input: options.input, clock }) as unknown as Actor<TMachine>;
  actor.start();
  return {
    actor,
    calls,
    clock,
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event),
    answer: async (name, output) => {
      calls.take(name).resolve(output);
      await settle();
    },
    fail: async (name, error) => {
      calls.take(name).reject(error);
      await settle();
    },
    settle,
  };
}

const CALL_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The call a `xstate.done.actor.<name>` / `xstate.error.actor.<name>` event answers, or null. */
export function callOf(eventType: string): { name: string; failed: boolean } | null {
  const match = CALL_EVENT.exec(eventType);
  return match ? { name: match[2] ?? '', failed: match[1] === 'error' } : null;
}

type AnyEvent = { type: string };

/**
 * For machines with at most one call out per state: the call each state value (as JSON) has out.
 * `callsOut` is what modelParams asks for; `isAnswerPossible` tells whether a sampled call event
 * can happen in a state (only while its call is out), or null for any other event.
 */
export function callsByState<TName extends string>(table: Record<string, TName>) {
  const outIn = (state: { value: unknown }): TName | undefined => table[JSON.stringify(state.value)];
  const isAnswerPossible = (state: { value: unknown }, event: AnyEvent): boolean | null => {
    const call = callOf(event.type);
    return call ? outIn(state) === call.name : null;
  };
  return {
    outIn,
    callsOut: (state: { value: unknown }): TName[] => {
      const out = outIn(state);
      return out ? [out] : [];
    },
    isAnswerPossible,
    /** createTestModel's `filterEvents`: an answer only while its call is out, any other event always. */
    filterEvents: (state: { value: unknown }, event: AnyEvent): boolean => isAnswerPossible(state, event) ?? true,
  };
}
/** Builders of a model's sampled call answers, typed as the machine's events: `done(name, output)`, `failed(name, error)`. */
export function callAnswers<TEvent extends EventObject, TName extends string>() {
  return {
    done: (name: TName, output: unknown) => ({ type: `xstate.done.actor.${name}`, output }) as unknown as TEvent,
    failed: (name: TName, error: unknown) => ({ type: `xstate.error.actor.${name}`, error }) as unknown as TEvent,
  };
}

/**
 * createTestModel's `filterEvents` for a model that samples `events`: only those are walked (the
 * graph also offers, bare, every other event type the machine accepts), an answer only while its
 * call is out (`calls`, from callsByState), and an event `when` names only in the states it accepts.
 */
export function sampledOnly<TSnapshot extends { value: unknown }, TEvent extends AnyEvent>(
  events: readonly TEvent[],
  calls: { isAnswerPossible: (state: { value: unknown }, event: AnyEvent) => boolean | null },
  when: Partial<Record<TEvent['type'], (state: TSnapshot) => boolean>> = {},
): (state: TSnapshot, event: TEvent) => boolean {
  const sampled = new Set(events.map((event) => JSON.stringify(event)));
  return (state, event) => {
    if (!sampled.has(JSON.stringify(event))) return false;
    const answer = calls.isAnswerPossible(state, event);
    if (answer !== null) return answer;
    const accepts = when[event.type as TEvent['type']];
    return accepts ? accepts(state) : true;
  };
}

type MachineSnapshotLike = Snapshot<unknown> & { value: unknown };
type Executor<H> = (h: H, event: AnyEvent) => unknown;

export interface ModelOptions<TMachine extends AnyStateMachine, TName extends string> {
  /** What the model tells apart (the one given to createTestModel); the real actor must agree. Default: the state value. */
  serializeState?: (state: SnapshotFrom<TMachine>) => string;
  /** The calls the state has out; the harness asserts exactly these are pending (one name per call). */
  callsOut: (state: SnapshotFrom<TMachine>) => TName[];
  /** More checks of a state: the model's state and the real actor's snapshot. */
  check?: (state: SnapshotFrom<TMachine>, real: SnapshotFrom<TMachine>) => void;
  /** Events the machine raises itself on its clock, with how far to move the clock (or how to move it). */
  timers?: Record<string, number | Executor<Harness<TMachine, TName>>>;
  /** Executors that replace the default one for an event type (e.g. an answer computed from the call's input). */
  events?: Record<string, Executor<Harness<TMachine, TName>>>;
}

/** createTestModel's test parameters for a harness: every sampled event played, every state checked. */
export function modelParams<TMachine extends AnyStateMachine, TName extends string>(
  h: Harness<TMachine, TName>,
  options: ModelOptions<TMachine, TName>,
): TestParam<SnapshotFrom<TMachine>, EventFromLogic<TMachine>> {
  const serialize = options.serializeState ?? ((state: SnapshotFrom<TMachine>) => JSON.stringify((state as { value: unknown }).value));
  const play = async (event: AnyEvent) => {
    const own = options.events?.[event.type];
    if (own) return own(h, event);
    const timer = options.timers?.[event.type];
    if (timer !== undefined) return typeof timer === 'number' ? h.clock.increment(timer) : timer(h, event);
    const call = callOf(event.type);
    if (call) {
      // The graph's step carries the whole sampled event, with its output or error.
      const { output, error } = event as { output?: unknown; error?: unknown };
      return call.failed ? h.fail(call.name as TName, error) : h.answer(call.name as TName, output);
    }
    h.send(event as EventFromLogic<TMachine>);
  };
  const execute: EventExecutor<SnapshotFrom<TMachine>, AnyEvent> = ({ event }) => play(event) as Promise<void>;
  return {
    states: {
      '*': (state) => {
        const real = h.snapshot();
        expect(serialize(real)).toBe(serialize(state));
        const order = (names: TName[]) => [...names].sort();
        expect(order(h.calls.out()), 'the calls out').toEqual(order(options.callsOut(state)));
        options.check?.(state, real);
      },
    },
    // Every event type gets the executor, so no sampled event is ever skipped silently.
    events: new Proxy({}, { get: () => execute }) as TestParam<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>['events'],
  };
}

/** Every state value (as JSON) the paths pass through. */
export function reachedStates<TSnapshot extends MachineSnapshotLike>(paths: StatePath<TSnapshot, AnyEvent>[]): Set<string> {
  return new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(s.value)));
}

/**
 * A test named `label` that the paths pass through each of `states` (values as JSON, as
 * `reachedStates` gives them); states the list does not name may be reached too.
 */
export function itReaches<TSnapshot extends MachineSnapshotLike>(
  label: string,
  paths: StatePath<TSnapshot, AnyEvent>[],
  states: readonly string[],
): void {
  it(label, () => {
    const reached = reachedStates(paths);
    for (const state of states) expect(reached, state).toContain(state);
  });
}

/** A path as its events, `xstate.` dropped; `detail` may add a payload to a step. */
export function describePath(path: { steps: { event: AnyEvent }[] }, detail?: (event: AnyEvent) => string): string {
  return path.steps.map(({ event }) => event.type.replace('xstate.', '') + (detail?.(event) ?? '')).join(' → ');
}

/** One test per path (named `label: events`), each on fresh test parameters (a fresh harness). */
export function testPaths<TSnapshot extends MachineSnapshotLike, TEvent extends EventObject>(
  label: string,
  paths: TestPath<TSnapshot, TEvent>[],
  params: () => TestParam<TSnapshot, TEvent>,
  detail?: (event: AnyEvent) => string,
): void {
  for (const path of paths) it(`${label}: ${describePath(path, detail)}`, () => path.test(params()));
}

/**
 * The model-based walk of a machine whose states are few: its model's shortest paths (createTestModel
 * with `model`), a test that they pass through exactly `states` (values as JSON), and one test per
 * path on fresh parameters.
 */
export function walkShortestPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: Partial<TestModelOptions<SnapshotFrom<TMachine>, EventFromLogic<TMachine>, InputFrom<TMachine>>>,
  states: readonly string[],
  params: () => TestParam<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>,
): void {
  const paths = createTestModel(machine, model).getShortestPaths();
  it('reaches every state', () => expect([...reachedStates(paths)].sort()).toEqual([...states].sort()));
  testPaths('shortest', paths, params);
}
