/** The lab's preset of the soft lock: a 15-minute hold, extended by another 15 minutes. */
import { softLockMachine } from '../../../../state-machines/soft-lock/index.js';
import { presetFor } from '../typed.js';

const HOLD_MS = 15 * 60_000;

export const preset = presetFor(softLockMachine, {
  input: (now) => ({ lockId: 'lock-1', expiresAt: now + HOLD_MS, now }),
  answers: { extendLock: { mode: 'success', data: { lockId: '$input.lockId', expiresAt: `$now+${HOLD_MS}`, now: '$now' } } },
  samples: { extendLock: { lockId: '$input.lockId', expiresAt: `$now+${HOLD_MS}`, now: '$now' } },
  events: { tick: { now: 0 } },
});
