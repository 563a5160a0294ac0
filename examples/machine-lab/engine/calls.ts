/**
 * The calls a lab actor makes, and how each answers (session.ts, AnswerMode). Every call the
 * machine spawns is recorded with its input and, once it has one, its outcome; a `manual` call waits
 * for QA, a delayed answer waits on the lab clock, so replaying a session answers at the same moments.
 */
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { LabClock } from './clock.js';
import { fillTemplates, type AnswerMode, type CallOutcome } from './session.js';

/** The real server's answer to a call, made the way the widget makes it. */
export type RealCall = (input: unknown, context: { apiBase: string; signal: AbortSignal; now: () => number }) => Promise<unknown>;

export interface CallRecord {
  id: number;
  actor: string;
  input: unknown;
  /** Lab clock time the call went out. */
  at: number;
  mode: AnswerMode['mode'];
  status: 'pending' | 'answered' | 'failed' | 'aborted';
  outcome?: CallOutcome;
}

interface Pending {
  record: CallRecord;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface CallsOptions {
  clock: LabClock;
  answers: () => Record<string, AnswerMode>;
  real: Record<string, RealCall>;
  apiBase: string;
  /** Told whenever a call goes out or settles. */
  onRecord: (record: CallRecord) => void;
}

export class LabCalls {
  readonly records: CallRecord[] = [];
  private readonly pending: Pending[] = [];
  private nextId = 1;

  constructor(private readonly options: CallsOptions) {}

  /** The stand-in logic for each of the machine's calls. */
  logic(actors: readonly string[]): Record<string, AnyActorLogic> {
    return Object.fromEntries(
      actors.map((actor) => [actor, fromPromise<unknown, unknown>(({ input, signal }) => this.call(actor, input, signal))]),
    );
  }

  /** The calls still waiting, oldest first. */
  waiting(): CallRecord[] {
    return this.pending.map((p) => p.record);
  }

  /** Answers the latest waiting call of `actor` (a `manual` one, or any QA wants to settle now). */
  settle(actor: string, outcome: CallOutcome): void {
    const index = this.pending.map((p) => p.record.actor).lastIndexOf(actor);
    if (index < 0) throw new Error(`no call of ${actor} is waiting`);
    this.finish(this.pending[index] as Pending, outcome);
  }

  private call(actor: string, input: unknown, signal: AbortSignal): Promise<unknown> {
    const answer = this.options.answers()[actor] ?? { mode: 'manual' };
    const record: CallRecord = { id: this.nextId++, actor, input, at: this.options.clock.now(), mode: answer.mode, status: 'pending' };
    this.records.push(record);
    return new Promise((resolve, reject) => {
      const pending: Pending = { record, resolve, reject };
      this.pending.push(pending);
      signal.addEventListener('abort', () => {
        if (record.status !== 'pending') return;
        record.status = 'aborted';
        this.drop(pending);
        this.options.onRecord(record);
      });
      this.options.onRecord(record);
      this.begin(pending, answer, input, signal);
    });
  }

  private begin(pending: Pending, answer: AnswerMode, input: unknown, signal: AbortSignal): void {
    const { clock } = this.options;
    const later = (delayMs: number | undefined, outcome: () => CallOutcome) => {
      if (!delayMs) return this.finish(pending, outcome());
      clock.setTimeout(() => this.finish(pending, outcome()), delayMs);
    };
    switch (answer.mode) {
      case 'manual':
      case 'never':
        return;
      case 'success':
        return later(answer.delayMs, () => ({ ok: true, output: fillTemplates(answer.data, clock.now(), input) }));
      case 'error':
        return later(answer.delayMs, () => ({ ok: false, error: { status: 0, ...answer.error } }));
      case 'recorded':
        return later(answer.delayMs, () => answer.outcome);
      case 'real': {
        const real = this.options.real[pending.record.actor];
        if (!real) {
          return this.finish(pending, {
            ok: false,
            error: { code: 'lab_no_real_call', message: `The lab has no real call for ${pending.record.actor}`, status: 0 },
          });
        }
        real(input, { apiBase: this.options.apiBase, signal, now: () => clock.now() }).then(
          (output) => this.finish(pending, { ok: true, output }),
          (error: unknown) => this.finish(pending, { ok: false, error: plain(error) }),
        );
      }
    }
  }

  private finish(pending: Pending, outcome: CallOutcome): void {
    const { record } = pending;
    if (record.status !== 'pending') return;
    record.status = outcome.ok ? 'answered' : 'failed';
    record.outcome = outcome;
    this.drop(pending);
    this.options.onRecord(record);
    if (outcome.ok) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
  }

  private drop(pending: Pending): void {
    const index = this.pending.indexOf(pending);
    if (index >= 0) this.pending.splice(index, 1);
  }
}

/** An error as JSON (what a session can store and a recorded answer can give back). */
function plain(error: unknown): unknown {
  if (error && typeof error === 'object') {
    const { code, message, status, field } = error as Record<string, unknown>;
    return { code: code ?? 'unknown_error', message: message ?? String(error), status: status ?? 0, ...(field ? { field } : {}) };
  }
  return { code: 'unknown_error', message: String(error), status: 0 };
}
