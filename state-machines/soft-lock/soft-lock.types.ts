/** Types of the soft-lock machine, shared by the order-online and reservation widgets. */
import type { CallEvents } from '../shared/async.js';

/** Two minutes before expiry the visitor is warned and offered to extend: the hold is time-limited (docs/buy-online.md, "The journey"). */
export const SOFT_LOCK_WARNING_MS = 120_000;

export interface SoftLockInput {
  lockId: string;
  /** When the hold ends, in milliseconds of the clock that `now` and `tick` use. */
  expiresAt: number;
  /** The time the lock was taken or restored, same clock. */
  now: number;
  warningMs?: number;
}

export interface SoftLockError {
  code: string;
  message: string;
}

export interface SoftLockContext {
  lockId: string;
  expiresAt: number;
  /** Last time the machine was told (input, `tick`, or the extend answer). */
  now: number;
  warningMs: number;
  error: SoftLockError | null;
}

export interface ExtendLockInput {
  lockId: string;
}

/** What an extension gives back: the (maybe new) lock id, the new end and the time it was read. */
export interface ExtendLockOutput {
  lockId: string;
  expiresAt: number;
  now: number;
}

export type SoftLockEvent =
  | { type: 'tick'; now: number }
  | { type: 'lock.extend' }
  | { type: 'lock.lost' }
  | { type: 'lock.release' }
  // Raised by the machine itself on its clock; sending them from outside is harmless but pointless.
  | { type: 'timer.warning' }
  | { type: 'timer.expiry' }
  | CallEvents<'extendLock', ExtendLockOutput>;

/** The server says another holder has the car: the error code of a 409 on extend or confirm. */
export const LOCK_LOST_CODES: readonly string[] = ['vehicle_locked', 'lock_expired', 'lock_not_found'];
