import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import { softLockMachine } from './soft-lock.machine.js';
import type { ExtendLockInput, ExtendLockOutput, SoftLockEvent } from './soft-lock.types.js';

const START = 1_000_000;
const HOLD = 900_000;
const WARNING = 120_000;
const INPUT = { lockId: 'lock-1', expiresAt: START + HOLD, now: START, warningMs: WARNING };
const LOST = { code: 'vehicle_locked', message: 'Someone else holds the car' };
const NETWORK = { code: 'network_error', message: 'offline' };

type Snapshot = SnapshotFrom<typeof softLockMachine>;

interface Pending {
  input: ExtendLockInput;
  resolve: (value: ExtendLockOutput) => void;
  reject: (error: unknown) => void;
}

/** The machine on a simulated clock whose pending timers the test can see, and a hand-settled extension. */
function createHarness() {
  const sim = new SimulatedClock();
  sim.set(START);
  const due = new Map<number, number>();
  const clock = {
    setTimeout(fn: () => void, ms: number) {
      const id: number = sim.setTimeout(() => {
        due.delete(id);
        fn();
      }, ms);
      due.set(id, sim.now() + ms);
      return id;
    },
    clearTimeout(id: number) {
      due.delete(id);
      sim.clearTimeout(id);
    },
  };
  const extensions: Pending[] = [];
  const machine = softLockMachine.provide({
    actors: {
      extendLock: fromPromise<ExtendLockOutput, ExtendLockInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const pending = { input, resolve, reject };
            extensions.push(pending);
            // A stopped extension (the lock ended meanwhile) leaves the list, as a real fetch is aborted.
            signal.addEventListener('abort', () => extensions.splice(extensions.indexOf(pending), 1));
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: INPUT, clock });
  actor.start();
  /** Moves the clock to the next timer, which fires it. */
  const fireNextTimer = () => {
    expect(due.size, 'a timer is pending').toBeGreaterThan(0);
    sim.set(Math.min(...due.values()));
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, sim, due, extensions, fireNextTimer, settle };
}
type Harness = ReturnType<typeof createHarness>;

function phase(state: Snapshot): string {
  const { now, expiresAt, warningMs } = state.context;
  if (now >= expiresAt) return 'past-expiry';
  return now >= expiresAt - warningMs ? 'in-warning' : 'before-warning';
}

/** What the model tells apart: the state, where the clock stands against the lock, the error. */
const abstractState = (state: Snapshot) => JSON.stringify([state.value, phase(state), state.context.error?.code ?? null]);

const extended = (state: Snapshot): SoftLockEvent => ({
  type: 'xstate.done.actor.extendLock',
  output: { lockId: state.context.lockId, expiresAt: state.context.now + HOLD, now: state.context.now },
});

/**
 * A tick to a moment relative to the lock. The graph merges concrete states with the same abstract
 * state, so the executor recomputes the moment from the real actor's lock (the `to` field).
 */
type Tick = Extract<SoftLockEvent, { type: 'tick' }> & { to: 'warning' | 'expiry' };
const tickTime = (context: Snapshot['context'], to: Tick['to']) =>
  to === 'warning' ? context.expiresAt - WARNING + 1_000 : context.expiresAt + 1_000;
const tick = (state: Snapshot, to: Tick['to']): Tick => ({ type: 'tick', now: tickTime(state.context, to), to });

const EVENTS = (state: Snapshot): SoftLockEvent[] => [
  tick(state, 'warning'),
  tick(state, 'expiry'),
  { type: 'lock.extend' },
  { type: 'lock.lost' },
  { type: 'lock.release' },
  extended(state),
  { type: 'xstate.error.actor.extendLock', error: LOST },
  { type: 'xstate.error.actor.extendLock', error: NETWORK },
  // The machine's own delayed events; the executor fires them by moving the clock.
  { type: 'timer.warning' },
  { type: 'timer.expiry' },
];

function isPossible(state: Snapshot, event: SoftLockEvent): boolean {
  // The pure transition function still answers in a final state; a running actor would not.
  if (state.status === 'done') return false;
  if (event.type === 'tick') return event.now > state.context.now;
  if (event.type.includes('actor.extendLock')) return state.matches('extending');
  if (event.type === 'timer.warning') return state.matches('active');
  if (event.type === 'timer.expiry') return state.matches('warning') || state.matches('extending');
  return true;
}

const full = (event: { type: string }) => event as SoftLockEvent;

function params(h: Harness): TestParam<Snapshot, SoftLockEvent> {
  const settleExtension = async (settle: (p: Pending) => void) => {
    const pending = h.extensions.pop();
    expect(pending, 'an extension is out').toBeDefined();
    if (pending) settle(pending);
    await h.settle();
  };
  const send = ({ event }: { event: { type: string } }) => void h.actor.send(full(event));
  const after = () => h.fireNextTimer();
  return {
    states: {
      '*': (state: Snapshot) => {
        const real = h.actor.getSnapshot();
        expect(abstractState(real)).toBe(abstractState(state));
        expect(real.context.lockId).toBe('lock-1');
        // An extension is out exactly while extending; a final state leaves no timer behind.
        expect(h.extensions).toHaveLength(state.matches('extending') ? 1 : 0);
        if (real.status === 'done') expect(h.due.size).toBe(0);
        else expect(h.due.size).toBe(1);
      },
    },
    events: {
      tick: ({ event }) => {
        const now = tickTime(h.actor.getSnapshot().context, (event as Tick).to);
        // The wall clock moved; a timer due on the way fires first, as in a browser.
        h.sim.set(Math.max(h.sim.now(), now));
        h.actor.send({ type: 'tick', now });
      },
      'lock.extend': send,
      'lock.lost': send,
      'lock.release': send,
      'xstate.done.actor.extendLock': () => {
        const { lockId, now } = h.actor.getSnapshot().context;
        return settleExtension((p) => p.resolve({ lockId, expiresAt: now + HOLD, now }));
      },
      'xstate.error.actor.extendLock': ({ event }) => {
        const failed = full(event);
        return settleExtension((p) => failed.type === 'xstate.error.actor.extendLock' && p.reject(failed.error));
      },
      'timer.warning': after,
      'timer.expiry': after,
    },
  };
}

const describePath = (path: { steps: { event: { type: string } }[] }) =>
  path.steps
    .map(({ event }) => {
      const e = full(event);
      const detail = e.type === 'xstate.error.actor.extendLock' ? `(${(e.error as { code: string }).code})` : '';
      return e.type.replace('xstate.', '') + detail;
    })
    .join(' → ') || '(start)';

describe('soft-lock machine, model-based on a simulated clock', () => {
  const model = createTestModel(softLockMachine, {
    input: INPUT,
    events: EVENTS,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = new Set(shortest.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)));
    expect(reached).toEqual(new Set(['active', 'warning', 'extending', 'expired', 'kickedOut', 'released']));
  });
  for (const path of shortest) it(`shortest: ${describePath(path)}`, () => path.test(params(createHarness())));

  const simple = model.getSimplePaths({ toState: (state) => state.matches('expired') });
  it('has several simple paths to expiry', () => expect(simple.length).toBeGreaterThan(5));
  for (const path of simple) it(`simple to expiry: ${describePath(path)}`, () => path.test(params(createHarness())));
});

describe('soft-lock machine, timers', () => {
  it('warns two minutes before the end and expires at the end', () => {
    const h = createHarness();
    h.sim.set(START + HOLD - WARNING - 1);
    expect(h.actor.getSnapshot().value).toBe('active');
    h.sim.set(START + HOLD - WARNING);
    expect(h.actor.getSnapshot().value).toBe('warning');
    h.sim.set(START + HOLD - 1);
    expect(h.actor.getSnapshot().value).toBe('warning');
    h.sim.set(START + HOLD);
    expect(h.actor.getSnapshot().value).toBe('expired');
  });

  it('an extension restarts the count from the new end', async () => {
    const h = createHarness();
    h.sim.set(START + HOLD - 60_000);
    h.actor.send({ type: 'lock.extend' });
    expect(h.extensions[0]?.input).toEqual({ lockId: 'lock-1' });
    const now = START + HOLD - 60_000;
    h.extensions.pop()?.resolve({ lockId: 'lock-1', expiresAt: now + HOLD, now });
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('active');
    h.sim.set(START + HOLD + 1);
    expect(h.actor.getSnapshot().value).toBe('active');
    h.sim.set(now + HOLD - WARNING);
    expect(h.actor.getSnapshot().value).toBe('warning');
  });

  it('an input already past its end starts expired; a late tick expires a throttled tab', () => {
    const done = createActor(softLockMachine, { input: { ...INPUT, now: INPUT.expiresAt } }).start();
    expect(done.getSnapshot().value).toBe('expired');
    const h = createHarness();
    h.actor.send({ type: 'tick', now: START + HOLD + 5 });
    expect(h.actor.getSnapshot().value).toBe('expired');
  });

  it('a tick that runs back in time is ignored', () => {
    const h = createHarness();
    h.actor.send({ type: 'tick', now: START + 10 });
    h.actor.send({ type: 'tick', now: START + 5 });
    expect(h.actor.getSnapshot().context.now).toBe(START + 10);
  });
});
