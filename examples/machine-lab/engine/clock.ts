/**
 * The lab's clock: XState's SimulatedClock (the actor's delayed events run on it) that also knows
 * its pending timers, so QA can jump N minutes, or to the next timer, and see what is due.
 * The timers live in state-machines/testing/timer-clock.ts, shared with the test harness.
 */
import { TimerClock } from '../../../state-machines/testing/timer-clock.js';

/** Adds what the lab's controls need to the clock the test harness uses too. */
export class LabClock extends TimerClock {
  constructor(start: number) {
    super(start);
  }
  /** Moves the clock forward by `ms`; timers due on the way fire in order. */
  advance(ms: number): void {
    this.increment(Math.max(0, ms));
  }
}
