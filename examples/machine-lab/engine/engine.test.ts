import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMachines } from './discover.js';
import { LabEngine, replay } from './engine.js';
import { newSession } from './new-session.js';
import { parseSession, sessionFromHash, sessionToHash } from './session.js';

const machines = await discoverMachines();
const entryOf = (name: string) => {
  const entry = machines.find((m) => m.name === name);
  if (!entry) throw new Error(`no ${name}`);
  return entry;
};
const HOLD = parseSession(readFileSync(join(import.meta.dirname, '../sessions/soft-lock-hold.json'), 'utf8'));

describe('lab engine', () => {
  it('replays the saved order-online hold to the states it names', async () => {
    const engine = await replay(entryOf('soft-lock'), HOLD);
    expect(engine.timeline.map((entry) => entry.state)).toEqual(['active', 'active', 'warning', 'warning', 'active', 'warning', 'expired']);
    expect(engine.mismatches()).toEqual([]);
    // The extension went out with the lock id and was answered on the lab clock.
    const extension = engine.timeline[4]?.calls[0];
    expect(extension).toMatchObject({ actor: 'extendLock', input: { lockId: 'lock-1' }, status: 'answered' });
    expect(extension?.outcome).toEqual({
      ok: true,
      output: { lockId: 'lock-1', expiresAt: HOLD.startTime + 840_000 + 900_000, now: HOLD.startTime + 840_000 },
    });
  });

  it('reports a step whose expected state is not reached', async () => {
    const wrong = { ...HOLD, steps: [{ kind: 'clock' as const, advanceMs: 1000, expect: 'warning' }] };
    const engine = await replay(entryOf('soft-lock'), wrong);
    expect(engine.mismatches().map((entry) => entry.mismatch)).toEqual(['expected warning, got active']);
  });

  it('goes back to any point by replaying, and restarts', async () => {
    const engine = await replay(entryOf('soft-lock'), HOLD);
    await engine.goTo(3);
    expect(engine.state).toBe('warning');
    expect(engine.clock.now()).toBe(HOLD.startTime + 840_000);
    expect(engine.session.steps).toHaveLength(3);
    await engine.back();
    expect(engine.clock.now()).toBe(HOLD.startTime + 780_000);
    await engine.restart();
    expect(engine.state).toBe('active');
    expect(engine.timeline).toHaveLength(1);
  });

  it('answers a call by hand, with a chosen error code, or never', async () => {
    const entry = entryOf('soft-lock');
    const session = { ...newSession(entry), answers: { extendLock: { mode: 'manual' as const } } };
    const engine = await new LabEngine(entry, session).start();
    await engine.send({ type: 'lock.extend' });
    expect(engine.state).toBe('extending');
    expect(engine.calls.waiting().map((call) => call.actor)).toEqual(['extendLock']);
    await engine.answer('extendLock', { ok: false, error: { code: 'vehicle_locked', message: 'taken', status: 409 } });
    expect(engine.state).toBe('kickedOut');

    const failing = await new LabEngine(entry, {
      ...session,
      answers: { extendLock: { mode: 'error', error: { code: 'network_error', message: 'offline' } } },
    }).start();
    await failing.send({ type: 'lock.extend' });
    expect(failing.state).toBe('active');
    expect(failing.snapshot().context.error).toEqual({ code: 'network_error', message: 'offline' });

    const hung = await new LabEngine(entry, { ...session, answers: { extendLock: { mode: 'never' } } }).start();
    await hung.send({ type: 'lock.extend' });
    await hung.advance(60_000);
    expect(hung.state).toBe('extending');
  });

  it('a delayed answer arrives when the lab clock reaches it', async () => {
    const entry = entryOf('soft-lock');
    const session = newSession(entry);
    const delayed = { mode: 'success' as const, data: { lockId: 'lock-2', expiresAt: '$now+900000', now: '$now' }, delayMs: 5_000 };
    const engine = await new LabEngine(entry, { ...session, answers: { extendLock: delayed } }).start();
    await engine.send({ type: 'lock.extend' });
    await engine.advance(4_999);
    expect(engine.state).toBe('extending');
    await engine.advance(1);
    expect(engine.state).toBe('active');
    expect(engine.snapshot().context.lockId).toBe('lock-2');
  });

  it('lists the events the state accepts now', async () => {
    const engine = await new LabEngine(entryOf('soft-lock'), newSession(entryOf('soft-lock'))).start();
    const accepted = engine.accepted();
    expect(accepted.map((event) => event.type)).toEqual(['lock.extend', 'lock.lost', 'lock.release', 'tick', 'timer.warning']);
    expect(accepted.find((event) => event.type === 'lock.extend')?.can).toBe(true);
    await engine.send({ type: 'lock.release' });
    expect(engine.accepted()).toEqual([]);
  });

  it('a session survives a trip through a bug report link', async () => {
    const engine = await replay(entryOf('soft-lock'), HOLD);
    const saved = engine.toSession();
    expect(sessionFromHash(sessionToHash(saved))).toEqual(saved);
    expect(saved.steps.map((step) => step.expect)).toEqual(HOLD.steps.map((step) => step.expect));
  });

  it('plays order-online to the checkout with the lock taken', async () => {
    const entry = entryOf('order-online');
    const session = { ...newSession(entry), answers: { ...newSession(entry).answers, loadJourney: { mode: 'manual' as const } } };
    const engine = await new LabEngine(entry, session).start();
    expect(engine.calls.waiting().map((call) => call.actor)).toEqual(['loadJourney']);
    expect(engine.calls.waiting()[0]?.input).toEqual({ listKey: 'iraq', vehicleId: 1, configUrl: null });
  });
});
