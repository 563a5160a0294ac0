import { describe, expect, it } from 'vitest';
import { LabActorFacade } from './actor-facade.js';
import { discoverMachines } from './discover.js';
import { LabEngine } from './engine.js';
import { newSession } from './new-session.js';

const machines = await discoverMachines();
const softLock = machines.find((m) => m.name === 'soft-lock');
if (!softLock) throw new Error('soft-lock machine missing');

describe("the lab's actor as a widget sees it", () => {
  it("records the widget's events as timeline steps, in order, and tells the widget each new snapshot", async () => {
    const seen: string[] = [];
    let engine: LabEngine | null = null;
    let queue: Promise<unknown> = Promise.resolve();
    const facade = new LabActorFacade(
      () => engine,
      (work) => {
        queue = queue.then(work);
      },
    );
    engine = await new LabEngine(softLock, newSession(softLock), { onChange: () => facade.notify() }).start();
    const subscription = facade.subscribe({ next: (snapshot) => seen.push(String((snapshot as { value: unknown }).value)) });
    await engine.advance(14 * 60_000);
    expect((facade.getSnapshot() as { value: unknown }).value).toBe('warning');

    // What the warning dialog's buttons send, one after the other without waiting.
    facade.send({ type: 'lock.extend' });
    facade.send({ type: 'lock.release' });
    await queue;
    expect(engine.session.steps.map((s) => (s.kind === 'event' ? s.event.type : s.kind))).toEqual(['clock', 'lock.extend', 'lock.release']);
    expect(engine.timeline.map((e) => e.state)).toEqual(['active', 'warning', 'active', 'released']);
    expect(seen.at(-1)).toBe('released');

    subscription.unsubscribe();
    await engine.goTo(0);
    expect(seen.at(-1)).toBe('released');
    expect((facade.getSnapshot() as { value: unknown }).value).toBe('active');
  });
});
