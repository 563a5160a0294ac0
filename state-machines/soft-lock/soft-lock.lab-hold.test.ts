/**
 * Exported from the machine lab (examples/machine-lab/, docs/machine-lab.md): Order-online hold: lock, warning at 2 minutes, extend, expiry.
 * Replays the session's 6 steps on the shared harness and checks the state after each.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/harness.js';
import { softLockMachine } from './index.js';

describe('soft-lock machine, lab session', () => {
  it('Order-online hold: lock, warning at 2 minutes, extend, expiry', async () => {
    const h = createHarness(softLockMachine, {
      calls: ['extendLock'],
      input: { lockId: 'lock-1', expiresAt: 1767258900000, now: 1767258000000 },
      now: 1767258000000,
    });
    expect(h.snapshot().value).toEqual('active');

    // 12 min 59 s: one second before the warning
    h.clock.increment(779000);
    await h.settle();
    expect(h.snapshot().value).toEqual('active');

    // two minutes remain: the warning
    h.clock.increment(1000);
    await h.settle();
    expect(h.snapshot().value).toEqual('warning');

    // 14 minutes into the 15-minute hold
    h.clock.increment(60000);
    await h.settle();
    expect(h.snapshot().value).toEqual('warning');

    // extended: a new 15 minutes from now
    h.send({ type: 'lock.extend' });
    await h.settle();
    await h.answer('extendLock', { lockId: 'lock-1', expiresAt: 1767259740000, now: 1767258840000 });
    expect(h.snapshot().value).toEqual('active');

    h.clock.increment(780000);
    await h.settle();
    expect(h.snapshot().value).toEqual('warning');

    // the extended hold ends
    h.clock.increment(120000);
    await h.settle();
    expect(h.snapshot().value).toEqual('expired');
  });
});
