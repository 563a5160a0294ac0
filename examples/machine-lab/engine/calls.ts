/**
 * The calls a lab actor makes, and how each answers (session.ts, AnswerMode). Every call the
 * machine spawns is recorded with its input and, once it has one, its outcome; a `manual` call waits
 * for QA, a delayed answer waits on the lab clock, so replaying a session answers at the same moments.
 */
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { LabClock } from './clock.js';
import { carryRequestId, fillTemplates, type AnswerMode, type CallOutcome } from './session.js';

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
  /** The real server's answers still on their way. */
  private readonly real = new Set<Promise<void>>();
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

  /** The real calls still out, each settling when its answer (or failure) has reached the machine's call. */
  realOut(): Promise<void>[] {
    return [...this.real];
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
        return later(answer.delayMs, () => ({ ok: true, output: carryRequestId(fillTemplates(answer.data, clock.now(), input), input) }));
      case 'error':
        return later(answer.delayMs, () => ({ ok: false, error: { status: 0, ...answer.error } }));
      case 'recorded':
        return later(answer.delayMs, () =>
          answer.outcome.ok
            ? { ok: true, output: carryRequestId(fillTemplates(answer.outcome.output, clock.now(), input), input) }
            : answer.outcome,
        );
      case 'real': {
        const real = this.options.real[pending.record.actor];
        if (!real) {
          return this.finish(pending, {
            ok: false,
            error: { code: 'lab_no_real_call', message: `The lab has no real call for ${pending.record.actor}`, status: 0 },
          });
        }
        const done = real(input, { apiBase: this.options.apiBase, signal, now: () => clock.now() }).then(
          (output) => this.finish(pending, { ok: true, output }),
          (error: unknown) => this.finish(pending, { ok: false, error: explained(error, this.options.apiBase) }),
        );
        this.real.add(done);
        void done.finally(() => this.real.delete(done));
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

/**
 * A real call's failure as JSON (what a session can store and a recorded answer can give back),
 * saying what failed: the status, the code, the server's message (or the network's), the server's
 * own details (the origin a listing refused, its fix) and the URL the lab called. With no response
 * at all (status 0) the message says where to look: the server down, or its CORS refusing the page.
 */
export function explained(error: unknown, apiBase: string): Record<string, unknown> {
  const fields = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  const { code, message, status, field, details, url } = fields;
  const at = typeof url === 'string' ? url : apiBase || '(no API address)';
  const statusOf = typeof status === 'number' ? status : 0;
  const said = typeof message === 'string' && message ? message : error instanceof Error ? error.message : String(error);
  const why =
    statusOf === 0
      ? `no answer from ${at}: ${said}. Is the server running there, and does it allow this page's origin (CORS)?`
      : `${at} answered ${statusOf}: ${said}`;
  return {
    code: typeof code === 'string' ? code : 'unknown_error',
    message: why,
    status: statusOf,
    url: at,
    ...(typeof field === 'string' ? { field } : {}),
    ...(details && typeof details === 'object' && Object.keys(details).length ? { details } : {}),
  };
}
