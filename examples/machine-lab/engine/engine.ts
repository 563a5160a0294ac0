/**
 * The lab engine: one machine, run as the widgets run it (the machine from state-machines/, its
 * calls provided with `.provide()`), on a simulated clock, with every call answered as QA chooses.
 * Every step QA takes is kept; the timeline holds the snapshot after each, and going back replays the
 * steps up to that point on a fresh actor (the clock and the answers make that exact).
 * Pure TypeScript: the browser app, the CLI and the tests drive the same class.
 */
import { createActor, type Actor, type AnyStateMachine, type SnapshotFrom, type StateValue } from 'xstate';
import { LabClock } from './clock.js';
import { LabCalls, type CallRecord, type RealCall } from './calls.js';
import type { LabMachine } from './registry.js';
import type { AnswerMode, CallOutcome, LabSession, SessionStep } from './session.js';
import { matchesExpected, stateText } from './state-text.js';
import { machineInputOf } from '../presets/index.js';

export interface TimelineEntry {
  /** 0 is the start; n is after the n-th step. */
  index: number;
  step: SessionStep | null;
  value: StateValue;
  state: string;
  status: string;
  /** The context as JSON (what QA sees and a test compares). */
  context: unknown;
  time: number;
  /** Calls that went out or settled during this step. */
  calls: CallRecord[];
  /** When the step said which state to expect and the machine is elsewhere. */
  mismatch: string | null;
}

export interface AcceptedEvent {
  type: string;
  /** Whether the machine takes it now (`snapshot.can`); null when its guard needs a payload to decide. */
  can: boolean | null;
  /** A payload to start the form from. */
  sample: Record<string, unknown>;
}

export interface EngineOptions {
  /** The real server's calls, by actor name, for the `real` answer mode. */
  real?: Record<string, RealCall>;
  apiBase?: string;
  /** Sample payloads of events, by type, for the forms. */
  eventSamples?: Record<string, Record<string, unknown>>;
  /** Told after every change (a step, an answer arriving from the real server). */
  onChange?: () => void;
  /**
   * Each step waits until the real server has answered the `real` calls it made (the terminal's
   * replay, so a step's expected state is checked after the answer). The page does not wait: the
   * answer shows when it arrives.
   */
  waitForReal?: boolean;
}

/** Lets promises settle and their done/error events reach the machine. */
const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type AnySnapshot = SnapshotFrom<AnyStateMachine>;

export class LabEngine {
  session: LabSession;
  timeline: TimelineEntry[] = [];
  actor!: Actor<AnyStateMachine>;
  clock!: LabClock;
  calls!: LabCalls;
  /** The answers in force now (the session's, changed by `mode` steps). */
  answers: Record<string, AnswerMode> = {};
  private changed: CallRecord[] = [];

  constructor(
    readonly entry: LabMachine,
    session: LabSession,
    private readonly options: EngineOptions = {},
  ) {
    this.session = { ...session, steps: [] };
    this.pendingSteps = session.steps;
  }
  /** Steps given with the session, played by `start()`. */
  private pendingSteps: SessionStep[];

  /** Starts the machine and plays the session's steps; the timeline's entries say where each led. */
  async start(): Promise<this> {
    const steps = this.pendingSteps;
    this.pendingSteps = [];
    await this.boot();
    for (const step of steps) await this.apply(step);
    return this;
  }

  private async boot(): Promise<void> {
    this.actor?.stop();
    this.session = { ...this.session, steps: [] };
    this.answers = { ...this.session.answers };
    this.clock = new LabClock(this.session.startTime);
    this.changed = [];
    this.calls = new LabCalls({
      clock: this.clock,
      answers: () => this.answers,
      real: this.options.real ?? {},
      apiBase: this.options.apiBase ?? '',
      onRecord: (record) => {
        if (!this.changed.includes(record)) this.changed.push(record);
        // A real answer arrives outside any step: show it.
        if (record.mode === 'real' && record.status !== 'pending') queueMicrotask(() => this.options.onChange?.());
      },
    });
    const machine = this.entry.machine.provide({ actors: this.calls.logic(this.entry.actors) });
    this.actor = createActor(machine, { input: machineInputOf(this.entry.name, this.session.input), clock: this.clock });
    this.actor.subscribe({ error: () => undefined });
    this.actor.start();
    await this.settle();
    this.timeline = [this.entryOf(null)];
    this.options.onChange?.();
  }

  snapshot(): AnySnapshot {
    return this.actor.getSnapshot();
  }
  get state(): string {
    return stateText(this.snapshot().value);
  }

  /** Takes one step, records it and its snapshot; returns the timeline entry. */
  async apply(step: SessionStep): Promise<TimelineEntry> {
    switch (step.kind) {
      case 'event':
        this.actor.send(step.event);
        break;
      case 'clock':
        this.clock.advance(step.advanceMs);
        break;
      case 'answer':
        this.calls.settle(step.actor, step.outcome);
        break;
      case 'mode':
        this.answers = { ...this.answers, [step.actor]: step.answer };
        break;
    }
    await this.settle();
    this.session.steps.push(step);
    const entry = this.entryOf(step);
    this.timeline.push(entry);
    this.options.onChange?.();
    return entry;
  }

  send(event: { type: string; [key: string]: unknown }, expect?: string) {
    return this.apply({ kind: 'event', event, ...(expect ? { expect } : {}) });
  }
  advance(advanceMs: number, expect?: string) {
    return this.apply({ kind: 'clock', advanceMs, ...(expect ? { expect } : {}) });
  }
  answer(actor: string, outcome: CallOutcome) {
    return this.apply({ kind: 'answer', actor, outcome });
  }
  setAnswer(actor: string, answer: AnswerMode) {
    return this.apply({ kind: 'mode', actor, answer });
  }

  /** Back to the point after step `index` (0: the start), replaying the steps up to it. */
  async goTo(index: number): Promise<void> {
    const steps = this.session.steps.slice(0, Math.max(0, index));
    await this.boot();
    for (const step of steps) await this.apply(step);
  }
  back(): Promise<void> {
    return this.goTo(this.session.steps.length - 1);
  }
  /** Starts again with the same input and the answer modes in force now (QA's changes kept), no steps. */
  restart(): Promise<void> {
    this.session = { ...this.session, answers: { ...this.answers } };
    return this.goTo(0);
  }
  /** Starts again with another input or start time (QA edited them). */
  async reset(changes: Partial<Pick<LabSession, 'input' | 'startTime' | 'answers'>>): Promise<void> {
    this.session = { ...this.session, answers: { ...this.answers }, ...changes };
    await this.goTo(0);
  }

  /** The session so far, as a file would hold it; `withExpectations` writes each step's reached state. */
  toSession(withExpectations = true): LabSession {
    const steps = this.session.steps.map((step, i) => {
      const reached = this.timeline[i + 1]?.state;
      return withExpectations && reached !== undefined ? { ...step, expect: reached } : step;
    });
    return { ...this.session, steps };
  }

  /** Events the active states name (the machine's own `xstate.*` answers aside), and whether each is taken now. */
  accepted(): AcceptedEvent[] {
    const snapshot = this.snapshot();
    // A machine in a final state takes nothing more, though its root still names events.
    if (snapshot.status !== 'active') return [];
    // `_nodes` (the active state nodes) is the only way XState 5 gives them; `can` needs a whole event.
    const nodes = (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes ?? [];
    const types = [...new Set(nodes.flatMap((node) => node.ownEvents))].filter(
      (type) => type && !type.startsWith('xstate.') && type !== '*',
    );
    return types.sort().map((type) => {
      const sample = { ...(this.options.eventSamples?.[type] ?? {}) };
      let can: boolean | null;
      try {
        can = snapshot.can({ ...sample, type });
      } catch {
        can = null;
      }
      return { type, can, sample };
    });
  }

  /** The steps whose expected state the machine did not reach. */
  mismatches(): TimelineEntry[] {
    return this.timeline.filter((entry) => entry.mismatch);
  }

  stop(): void {
    this.actor.stop();
  }

  private async settle(): Promise<void> {
    if (this.options.waitForReal) {
      // A real answer starts the next call, which may be real too: wait until none is out.
      for (let out = this.calls.realOut(); out.length > 0; out = this.calls.realOut()) {
        await Promise.allSettled(out);
        await macrotask();
      }
    }
    // Answers chain (an answer starts the next call, which may answer at once): settle until quiet.
    let before: unknown;
    for (let round = 0; round < 50; round++) {
      before = this.actor.getSnapshot();
      const settled = this.changed.length;
      await macrotask();
      if (this.actor.getSnapshot() === before && this.changed.length === settled) break;
    }
  }

  private entryOf(step: SessionStep | null): TimelineEntry {
    const snapshot = this.snapshot();
    const state = stateText(snapshot.value);
    const expected = step?.expect;
    const mismatch = expected !== undefined && !matchesExpected(snapshot.value, expected) ? `expected ${expected}, got ${state}` : null;
    const calls = this.changed.map((record) => ({ ...record }));
    this.changed = [];
    return {
      index: this.timeline.length,
      step,
      value: snapshot.value,
      state,
      status: snapshot.status,
      context: toJson(snapshot.context),
      time: this.clock.now(),
      calls,
      mismatch,
    };
  }
}

/** Plain JSON of a value (actor refs and functions dropped), so timeline entries never change later. */
export function toJson(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') return undefined;
    if (item && typeof item === 'object') {
      if (seen.has(item)) return '[circular]';
      seen.add(item);
      if ('sessionId' in item && 'send' in item) return `[actor ${(item as { id?: string }).id ?? ''}]`;
    }
    return item;
  });
  return text === undefined ? null : JSON.parse(text);
}

/** Replays a session from scratch: the engine after every step, mismatches in its timeline. */
export async function replay(entry: LabMachine, session: LabSession, options: EngineOptions = {}): Promise<LabEngine> {
  return new LabEngine(entry, session, options).start();
}
