/**
 * The lab's actor as a widget sees it (widgets/runtime/use-widget-machine.ts, InjectedActor): the
 * snapshot of whatever actor the engine runs now (going back boots a fresh one), told of every change,
 * and `send` recorded as a lab step, so what QA does in the widget shows in the timeline and is saved,
 * replayed and exported like any other step.
 */
import type { EventObject } from 'xstate';
import type { LabEngine } from './engine.js';

type Observer = { next?: (value: unknown) => void; error?: (error: unknown) => void };

export class LabActorFacade {
  private readonly observers = new Set<Observer>();

  constructor(
    /** The engine in force now (the lab replaces it when QA runs a path or loads a session); null before the first. */
    private readonly current: () => LabEngine | null,
    /** Runs lab work one piece at a time (the lab's own queue), so widget sends and QA's steps never interleave. */
    private readonly schedule: (work: () => Promise<unknown>) => void,
  ) {}

  getSnapshot(): unknown {
    return this.current()?.snapshot();
  }

  subscribe(observer: Observer | ((value: unknown) => void)): { unsubscribe(): void } {
    const entry = typeof observer === 'function' ? { next: observer } : observer;
    this.observers.add(entry);
    return { unsubscribe: () => this.observers.delete(entry) };
  }

  /** A widget's event: one step of the session. Bound, because views pass `send` around on its own. */
  readonly send = (event: EventObject): void => {
    this.schedule(async () => {
      await this.current()?.send({ ...event });
    });
  };

  /** Tells the widget the snapshot changed (the lab calls it after every step and every reboot). */
  notify(): void {
    if (!this.current()) return;
    const snapshot = this.getSnapshot();
    for (const observer of [...this.observers]) observer.next?.(snapshot);
  }
}
