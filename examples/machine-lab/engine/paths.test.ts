import { describe, expect, it } from 'vitest';
import { discoverMachines } from './discover.js';
import { newSession } from './new-session.js';
import { generatePaths, pathEvents, runPath } from './paths.js';
import { presetOf } from '../presets/index.js';

const machines = await discoverMachines();
const softLock = machines.find((m) => m.name === 'soft-lock');
if (!softLock) throw new Error('soft-lock machine missing');

describe('generated paths', () => {
  const session = newSession(softLock);
  const paths = generatePaths(softLock, session, { events: presetOf('soft-lock').events });

  it('has a shortest path to every state of the soft lock, answers from the chosen mode', async () => {
    expect(paths.shortest.map((p) => p.target).sort()).toEqual(['expired', 'extending', 'kickedOut', 'released', 'warning']);
    // In `extending` the extension's answer is the chosen success data, its `$input.lockId` the call's own.
    const toExtending = paths.shortest.find((p) => p.target === 'extending');
    if (!toExtending) throw new Error('no path to extending');
    const run = await runPath(softLock, session, toExtending);
    const events = pathEvents(softLock.machine, session, {})(run.engine.snapshot());
    expect(events.find((e) => e.type === 'xstate.done.actor.extendLock')).toMatchObject({
      output: { lockId: 'lock-1', expiresAt: session.startTime + 900_000, now: session.startTime },
    });
    expect(paths.simple.length).toBeGreaterThan(paths.shortest.length);
  });

  it('runs every path on a real lab actor to the states the graph says', async () => {
    for (const path of [...paths.shortest, ...paths.simple]) {
      const run = await runPath(softLock, session, path);
      expect(run.failure, path.events.map((e) => e.type).join(' → ')).toBeNull();
      expect(run.engine.state).toBe(path.target);
    }
  });

  it('a chosen error code gives paths through the failure', () => {
    const failing = {
      ...session,
      answers: { extendLock: { mode: 'error' as const, error: { code: 'vehicle_locked', message: 'taken' } } },
    };
    const viaError = generatePaths(softLock, failing).shortest.find((p) => p.target === 'kickedOut');
    expect(viaError).toBeDefined();
    expect(generatePaths(softLock, failing).simple.some((p) => p.events.some((e) => e.type === 'xstate.error.actor.extendLock'))).toBe(
      true,
    );
  });
});

describe('generated paths of a machine whose guards read payloads', () => {
  it('leaves out sampled events a guard cannot evaluate instead of failing', async () => {
    const orderOnline = machines.find((m) => m.name === 'order-online');
    if (!orderOnline) throw new Error('order-online machine missing');
    const session = newSession(orderOnline);
    const answers = { ...session.answers, loadJourney: { mode: 'error' as const, error: { code: 'server_error', message: 'down' } } };
    const paths = generatePaths(orderOnline, { ...session, answers });
    expect(paths.shortest.map((p) => p.target)).toContain('failed');
  });
});
