/**
 * Connects the shared soft-lock countdown (widgets/features/soft-lock) to the reservation machine: runs it
 * while a lock is held, extends through the same holder, and tells the machine when the hold ends
 * (`lock.expired`, or `lock.lost` when someone else took the car) or was extended (so storage keeps
 * the new end for a reload).
 */
import { useEffect, useState } from 'react';
import type { ReservationEvent } from '../../state-machines/reservation/index.js';
import { takeSoftLock, useSoftLock, type SoftLockView } from '../features/soft-lock/index.js';

export interface HeldLockOptions {
  apiBase: string;
  holder: string;
  vehicleId: number | null;
  lock: { lockId: string; expiresAt: number } | null;
  send: (event: ReservationEvent) => void;
}

export interface HeldLock extends SoftLockView {
  /** The hold ended because another visitor holds the car. */
  kickedOut: boolean;
  warningOpen: boolean;
  dismissWarning: () => void;
}

export function useHeldLock({ apiBase, holder, vehicleId, lock, send }: HeldLockOptions): HeldLock {
  const [kickedOut, setKickedOut] = useState(false);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const view = useSoftLock({
    lock,
    extendLock: async () => {
      const taken = await takeSoftLock(apiBase, vehicleId ?? 0, holder);
      return { lockId: taken.lockId, expiresAt: taken.expiresAt, now: taken.now };
    },
    onEnd: (phase) => {
      setKickedOut(phase === 'kickedOut');
      send({ type: phase === 'expired' ? 'lock.expired' : 'lock.lost' });
    },
  });

  const extendedTo = view.phase === 'active' && lock && view.expiresAt > lock.expiresAt ? view.expiresAt : null;
  useEffect(() => {
    if (extendedTo !== null && lock) send({ type: 'lock.extended', lockId: lock.lockId, expiresAt: extendedTo });
  }, [extendedTo]);

  const warning = view.phase === 'warning' || view.phase === 'extending';
  return {
    ...view,
    kickedOut,
    // Dismissed once per end time: an extension that still ends soon warns again.
    warningOpen: warning && dismissedFor !== (lock?.expiresAt ?? null),
    dismissWarning: () => setDismissedFor(lock?.expiresAt ?? null),
  };
}
