/**
 * The lab's clock: XState's SimulatedClock (the actor's delayed events run on it) that also knows
 * its pending timers, so QA can jump N minutes, or to the next timer, and see what is due.
 * The harness's TestClock does the same for tests but asserts with vitest; this one runs in the browser.
 */
import { SimulatedClock } from 'xstate';

export class LabClock {
  private readonly sim = new SimulatedClock();
  private readonly due = new Map<number, number>();

  constructor(start: number) {
    this.sim.set(start);
  }
  now(): number {
    return this.sim.now();
  }
  setTimeout(fn: (...args: unknown[]) => void, ms: number): number {
    const id: number = this.sim.setTimeout(() => {
      this.due.delete(id);
      fn();
    }, ms);
    this.due.set(id, this.sim.now() + ms);
    return id;
  }
  clearTimeout(id: number): void {
    this.due.delete(id);
    this.sim.clearTimeout(id);
  }
  /** Moves the clock forward by `ms`; timers due on the way fire in order. */
  advance(ms: number): void {
    this.sim.increment(Math.max(0, ms));
  }
  /** When the next timer fires, or null when none is pending. */
  nextDue(): number | null {
    return this.due.size ? Math.min(...this.due.values()) : null;
  }
  get pendingTimers(): number {
    return this.due.size;
  }
}
