/**
 * A held soft lock (a time-limited hold on a vehicle while the visitor checks out):
 * active → warning (two minutes before the end) → expired, with an extension on request and a
 * `kickedOut` end when the server says someone else holds the car.
 * Time comes from outside: the timers are XState delayed events (a `raise` with a named delay and
 * a `cancel` on exit — what `after` does underneath, written out because `createTestModel` refuses
 * `after`), so they run on the actor's clock and a test drives them with a `SimulatedClock`; and
 * `tick { now }` events (the view's one-second interval) correct for timers a sleeping background
 * tab delayed: whatever the timers say, `always` guards on `now` decide.
 * The extension is a spawned child (`extendLock`, provided by the caller) rather than an invocation
 * so `createTestModel` can walk the machine.
 */
import { assertEvent, assign, cancel, raise, setup, spawnChild, stopChild } from 'xstate';
import {
  LOCK_LOST_CODES,
  SOFT_LOCK_WARNING_MS,
  type ExtendLockInput,
  type ExtendLockOutput,
  type SoftLockContext,
  type SoftLockError,
  type SoftLockEvent,
  type SoftLockInput,
} from './soft-lock.types.js';
import { codeAndMessageOf } from '../../domain/api-error.js';
import { requiredCall } from '../shared/async.js';

export const EXTEND_LOCK_ID = 'extendLock';
const WARNING_TIMER = 'warningTimer';
const EXPIRY_TIMER = 'expiryTimer';

export function toSoftLockError(error: unknown): SoftLockError {
  return codeAndMessageOf(error);
}

/** Milliseconds left on the lock at the machine's last known time (never negative). */
export function remainingMs(context: Pick<SoftLockContext, 'expiresAt' | 'now'>): number {
  return Math.max(0, context.expiresAt - context.now);
}

const PAST_EXPIRY = { guard: 'isPastExpiry', target: '#softLock.expired' } as const;

/** While the hold counts down (before and after the warning): the clock ticks, and the visitor may extend. */
const COUNTING = {
  tick: { actions: 'setNow' },
  'lock.extend': { target: 'extending', actions: 'clearError' },
} as const;

export const softLockMachine = setup({
  types: {
    context: {} as SoftLockContext,
    events: {} as SoftLockEvent,
    input: {} as SoftLockInput,
  },
  actors: {
    // The caller provides the real call (re-init by the same holder) with `.provide()`.
    extendLock: requiredCall<ExtendLockOutput, ExtendLockInput>('softLockMachine', 'extendLock'),
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, remainingMs(context) - context.warningMs),
    untilExpiry: ({ context }) => remainingMs(context),
  },
  guards: {
    isPastExpiry: ({ context }) => context.now >= context.expiresAt,
    isPastWarning: ({ context }) => context.now >= context.expiresAt - context.warningMs,
    isLockLost: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.extendLock');
      return LOCK_LOST_CODES.includes(toSoftLockError(event.error).code);
    },
  },
  actions: {
    setNow: assign({
      now: ({ context, event }) => {
        assertEvent(event, 'tick');
        // A clock never runs back: an out-of-order tick must not revive an expired lock.
        return Math.max(context.now, event.now);
      },
    }),
    // Timers fired: the clock has at least reached the moment they were set for.
    reachWarning: assign({ now: ({ context }) => Math.max(context.now, context.expiresAt - context.warningMs) }),
    reachExpiry: assign({ now: ({ context }) => Math.max(context.now, context.expiresAt) }),
    startExtension: spawnChild('extendLock', { id: EXTEND_LOCK_ID, input: ({ context }) => ({ lockId: context.lockId }) }),
    stopExtension: stopChild(EXTEND_LOCK_ID),
    applyExtension: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.extendLock');
      return { lockId: event.output.lockId, expiresAt: event.output.expiresAt, now: event.output.now, error: null };
    }),
    setError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.extendLock');
        return toSoftLockError(event.error);
      },
    }),
    clearError: assign({ error: null }),
    scheduleWarning: raise({ type: 'timer.warning' }, { id: WARNING_TIMER, delay: 'untilWarning' }),
    cancelWarning: cancel(WARNING_TIMER),
    scheduleExpiry: raise({ type: 'timer.expiry' }, { id: EXPIRY_TIMER, delay: 'untilExpiry' }),
    cancelExpiry: cancel(EXPIRY_TIMER),
  },
}).createMachine({
  id: 'softLock',
  context: ({ input }) => ({
    lockId: input.lockId,
    expiresAt: input.expiresAt,
    now: input.now,
    warningMs: input.warningMs ?? SOFT_LOCK_WARNING_MS,
    error: null,
  }),
  initial: 'active',
  on: {
    'lock.lost': '.kickedOut',
    'lock.release': '.released',
  },
  states: {
    active: {
      always: [PAST_EXPIRY, { guard: 'isPastWarning', target: 'warning' }],
      entry: 'scheduleWarning',
      exit: 'cancelWarning',
      on: {
        'timer.warning': { target: 'warning', actions: 'reachWarning' },
        ...COUNTING,
      },
    },
    warning: {
      always: PAST_EXPIRY,
      entry: 'scheduleExpiry',
      exit: 'cancelExpiry',
      on: {
        'timer.expiry': { target: 'expired', actions: 'reachExpiry' },
        ...COUNTING,
      },
    },
    extending: {
      entry: ['startExtension', 'scheduleExpiry'],
      exit: ['stopExtension', 'cancelExpiry'],
      // The lock keeps running while the server answers; the answer may come too late.
      always: PAST_EXPIRY,
      on: {
        'timer.expiry': { target: 'expired', actions: 'reachExpiry' },
        tick: { actions: 'setNow' },
        'xstate.done.actor.extendLock': { target: 'active', actions: 'applyExtension' },
        'xstate.error.actor.extendLock': [
          { guard: 'isLockLost', target: 'kickedOut', actions: 'setError' },
          // Any other failure (network): the hold still stands until it ends; back to counting.
          { target: 'active', actions: 'setError' },
        ],
      },
    },
    expired: { type: 'final' },
    kickedOut: { type: 'final' },
    released: { type: 'final' },
  },
});

export type SoftLockMachine = typeof softLockMachine;
