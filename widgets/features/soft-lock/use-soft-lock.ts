/**
 * Runs the soft-lock machine for a held lock: one actor per lock, a one-second `tick` from this
 * browser's clock (which also corrects timers a background tab delayed), and the extension call
 * provided by the caller. Gives what the pieces need to render.
 */
import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { remainingMs, softLockMachine, type ExtendLockOutput } from '../../../state-machines/soft-lock/index.js';

export type SoftLockSnapshot = SnapshotFrom<typeof softLockMachine>;
export type SoftLockPhase = 'active' | 'warning' | 'extending' | 'expired' | 'kickedOut' | 'released';

export interface UseSoftLockOptions {
  /** The held lock, or null while none is held. A new lockId or expiresAt starts a new count. */
  lock: { lockId: string; expiresAt: number } | null;
  extendLock: (lockId: string) => Promise<ExtendLockOutput>;
  /** Told when the count ends: 'expired' or 'kickedOut'. */
  onEnd?: (phase: 'expired' | 'kickedOut') => void;
  now?: () => number;
}

export interface SoftLockView {
  phase: SoftLockPhase | null;
  remainingMs: number;
  expiresAt: number;
  /** The last extension failed (network): the warning dialog says so. */
  extendFailed: boolean;
  extend: () => void;
  lost: () => void;
  release: () => void;
}

export function useSoftLock({ lock, extendLock, onEnd, now = Date.now }: UseSoftLockOptions): SoftLockView {
  const [snapshot, setSnapshot] = useState<SoftLockSnapshot | null>(null);
  const actorRef = useRef<ReturnType<typeof createActor<typeof softLockMachine>> | null>(null);
  // Latest callbacks without restarting the actor when a parent re-renders with new closures.
  const extendRef = useRef(extendLock);
  const endRef = useRef(onEnd);
  extendRef.current = extendLock;
  endRef.current = onEnd;

  const lockId = lock?.lockId;
  const expiresAt = lock?.expiresAt;
  useEffect(() => {
    if (lockId === undefined || expiresAt === undefined) {
      setSnapshot(null);
      return;
    }
    const machine = softLockMachine.provide({
      actors: { extendLock: fromPromise<ExtendLockOutput, { lockId: string }>(({ input }) => extendRef.current(input.lockId)) },
    });
    const actor = createActor(machine, { input: { lockId, expiresAt, now: now() } });
    let ended = false;
    const subscription = actor.subscribe((next) => {
      setSnapshot(next);
      if (!ended && (next.value === 'expired' || next.value === 'kickedOut')) {
        ended = true;
        endRef.current?.(next.value);
      }
    });
    actorRef.current = actor;
    actor.start();
    const timer = setInterval(() => actor.send({ type: 'tick', now: now() }), 1000);
    return () => {
      clearInterval(timer);
      subscription.unsubscribe();
      actor.stop();
      actorRef.current = null;
    };
    // `now` is a clock, not data: a new function identity must not restart the count.
  }, [lockId, expiresAt]);

  const send = (type: 'lock.extend' | 'lock.lost' | 'lock.release') => actorRef.current?.send({ type });
  return {
    phase: (snapshot?.value as SoftLockPhase | undefined) ?? null,
    remainingMs: snapshot ? remainingMs(snapshot.context) : 0,
    expiresAt: snapshot?.context.expiresAt ?? expiresAt ?? 0,
    extendFailed: !!snapshot?.context.error && snapshot.value !== 'kickedOut',
    extend: () => send('lock.extend'),
    lost: () => send('lock.lost'),
    release: () => send('lock.release'),
  };
}
