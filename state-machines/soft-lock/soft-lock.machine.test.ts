import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createHarness as harnessOf, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import { softLockMachine, type SoftLockEvent } from './index.js';

const START = 1_000_000;
const HOLD = 900_000;
const WARNING = 120_000;
const INPUT = { lockId: 'lock-1', expiresAt: START + HOLD, now: START, warningMs: WARNING };
const LOST = { code: 'vehicle_locked', message: 'Someone else holds the car' };
const NETWORK = { code: 'network_error', message: 'offline' };

type Snapshot = SnapshotFrom<typeof softLockMachine>;

/** The machine on a simulated clock whose pending timers the test can see, and a hand-settled extension. */
const createHarness = () => harnessOf(softLockMachine, { calls: ['extendLock'], input: INPUT, now: START });
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

function params(h: Harness) {
  const after = () => h.clock.fireNext();
  return modelParams(h, {
    serializeState: abstractState,
    // An extension is out exactly while extending.
    callsOut: (state) => (state.matches('extending') ? ['extendLock'] : []),
    check: (_state, real) => {
      expect(real.context.lockId).toBe('lock-1');
      // A final state leaves no timer behind.
      if (real.status === 'done') expect(h.clock.pendingTimers).toBe(0);
      else expect(h.clock.pendingTimers).toBe(1);
    },
    events: {
      tick: (_h, event) => {
        const now = tickTime(h.snapshot().context, (event as Tick).to);
        // The wall clock moved; a timer due on the way fires first, as in a browser.
        h.clock.set(Math.max(h.clock.now(), now));
        h.send({ type: 'tick', now });
      },
      'xstate.done.actor.extendLock': () => {
        const { lockId, now } = h.snapshot().context;
        return h.answer('extendLock', { lockId, expiresAt: now + HOLD, now });
      },
    },
    timers: { 'timer.warning': after, 'timer.expiry': after },
  });
}

/** The error code of a failed extension, to tell paths apart by name. */
const errorCode = (event: { type: string }) => {
  const e = full(event);
  return e.type === 'xstate.error.actor.extendLock' ? `(${(e.error as { code: string }).code})` : '';
};

describe('soft-lock machine, model-based on a simulated clock', () => {
  const model = createTestModel(softLockMachine, {
    input: INPUT,
    events: EVENTS,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = reachedStates(shortest);
    expect(reached).toEqual(new Set(['"active"', '"warning"', '"extending"', '"expired"', '"kickedOut"', '"released"']));
  });
  testPaths('shortest', shortest, () => params(createHarness()), errorCode);

  const simple = model.getSimplePaths({ toState: (state) => state.matches('expired') });
  it('has several simple paths to expiry', () => expect(simple.length).toBeGreaterThan(5));
  testPaths('simple to expiry', simple, () => params(createHarness()), errorCode);
});

describe('soft-lock machine, timers', () => {
  it('warns two minutes before the end and expires at the end', () => {
    const h = createHarness();
    h.clock.set(START + HOLD - WARNING - 1);
    expect(h.actor.getSnapshot().value).toBe('active');
    h.clock.set(START + HOLD - WARNING);
    expect(h.actor.getSnapshot().value).toBe('warning');
    h.clock.set(START + HOLD - 1);
    expect(h.actor.getSnapshot().value).toBe('warning');
    h.clock.set(START + HOLD);
    expect(h.actor.getSnapshot().value).toBe('expired');
  });

  it('an extension restarts the count from the new end', async () => {
    const h = createHarness();
    h.clock.set(START + HOLD - 60_000);
    h.actor.send({ type: 'lock.extend' });
    expect(h.calls.input('extendLock')).toEqual({ lockId: 'lock-1' });
    const now = START + HOLD - 60_000;
    await h.answer('extendLock', { lockId: 'lock-1', expiresAt: now + HOLD, now });
    expect(h.actor.getSnapshot().value).toBe('active');
    h.clock.set(START + HOLD + 1);
    expect(h.actor.getSnapshot().value).toBe('active');
    h.clock.set(now + HOLD - WARNING);
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
