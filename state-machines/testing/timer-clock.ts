/**
 * XState's SimulatedClock that also knows its pending timers, so whoever drives a machine (the
 * test harness, the machine lab) can move time to the next timer or by any amount. No test
 * framework here: the lab runs it in the browser.
 */
import { SimulatedClock } from 'xstate';

export class TimerClock {
  private readonly sim = new SimulatedClock();
  /** Timer id → when it is due. */
  private readonly due = new Map<number, number>();

  constructor(start = 0) {
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
  /** Moves the clock to `time` (never back); timers due on the way fire in order. */
  set(time: number): void {
    this.sim.set(time);
  }
  increment(ms: number): void {
    this.sim.increment(ms);
  }
  get pendingTimers(): number {
    return this.due.size;
  }
  /** When the next timer fires, or null when none is pending. */
  nextDue(): number | null {
    return this.due.size ? Math.min(...this.due.values()) : null;
  }
}
