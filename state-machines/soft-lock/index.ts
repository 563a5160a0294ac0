export { softLockMachine, remainingMs, toSoftLockError, EXTEND_LOCK_ID, type SoftLockMachine } from './soft-lock.machine.js';
export {
  SOFT_LOCK_WARNING_MS,
  LOCK_LOST_CODES,
  type SoftLockInput,
  type SoftLockContext,
  type SoftLockEvent,
  type SoftLockError,
  type ExtendLockInput,
  type ExtendLockOutput,
} from './soft-lock.types.js';
