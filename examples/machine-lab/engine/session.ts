/**
 * A lab session as a file: the machine, its input, the clock's start, how each call answers, and
 * the steps QA took (events with payloads, clock moves, answers given by hand, answer changes),
 * each optionally with the state it must reach. Replaying the steps on a fresh actor gives the
 * same states: the clock is simulated and every answer comes from the session (unless QA chose the
 * real server).
 */

/** How one call (an actor the machine invokes) answers. */
export type AnswerMode =
  /** Waits until QA answers it by hand (a `answer` step). */
  | { mode: 'manual' }
  /** Never answers (a hung request). */
  | { mode: 'never' }
  /** Answers with this data (templates `$now`, `$now+<ms>`, `$input.<field>` are filled in), after `delayMs` of the lab clock. */
  | { mode: 'success'; data: unknown; delayMs?: number }
  /** Fails with this error body (what the API client rejects with), after `delayMs`. */
  | { mode: 'error'; error: { code: string; message: string; status?: number }; delayMs?: number }
  /** Answers as the real server once did (captured from a `real` call), after `delayMs`. */
  | { mode: 'recorded'; outcome: CallOutcome; delayMs?: number }
  /** Calls the real server over HTTP, as the widget does. */
  | { mode: 'real' };

export type CallOutcome = { ok: true; output: unknown } | { ok: false; error: unknown };

export type SessionStep = (
  | { kind: 'event'; event: { type: string; [key: string]: unknown } }
  /** Moves the lab clock forward. */
  | { kind: 'clock'; advanceMs: number }
  /** Answers the latest pending call of `actor` (one in `manual` mode). */
  | { kind: 'answer'; actor: string; outcome: CallOutcome }
  /** Changes how `actor` answers from now on. */
  | { kind: 'mode'; actor: string; answer: AnswerMode }
) & {
  /** The state the machine must be in after this step (`checkout.form`); a mismatch fails the replay. */
  expect?: string;
  note?: string;
};

export interface LabSession {
  version: 1;
  machine: string;
  title?: string;
  /** The lab clock's start, in milliseconds (the machine's `now`). */
  startTime: number;
  input: unknown;
  /** How each call answers at the start; a call not named here waits for QA (`manual`). */
  answers: Record<string, AnswerMode>;
  steps: SessionStep[];
}

const MODES = new Set(['manual', 'never', 'success', 'error', 'recorded', 'real']);
const KINDS = new Set(['event', 'clock', 'answer', 'mode']);

/** Reads a session file's JSON; throws a message naming what is wrong. */
export function parseSession(text: string): LabSession {
  const data = JSON.parse(text) as Partial<LabSession>;
  if (data.version !== 1) throw new Error('session: version must be 1');
  if (typeof data.machine !== 'string' || !data.machine) throw new Error('session: machine is missing');
  if (typeof data.startTime !== 'number') throw new Error('session: startTime must be a number');
  if (!Array.isArray(data.steps)) throw new Error('session: steps must be a list');
  const answers = data.answers ?? {};
  for (const [actor, answer] of Object.entries(answers)) {
    if (!MODES.has((answer as AnswerMode)?.mode))
      throw new Error(`session: answer mode of ${actor} is not one of ${[...MODES].join(', ')}`);
  }
  data.steps.forEach((step, index) => {
    if (!KINDS.has(step?.kind)) throw new Error(`session: step ${index + 1} has no known kind`);
    if (step.kind === 'event' && typeof step.event?.type !== 'string') throw new Error(`session: step ${index + 1} has no event type`);
    if (step.kind === 'clock' && typeof step.advanceMs !== 'number') throw new Error(`session: step ${index + 1} needs advanceMs`);
  });
  return {
    version: 1,
    machine: data.machine,
    title: data.title,
    startTime: data.startTime,
    input: data.input ?? {},
    answers,
    steps: data.steps,
  };
}

/** Fills `$now`, `$now+<ms>`, `$now-<ms>` and `$input.<path>` in answer data. */
export function fillTemplates(data: unknown, now: number, input: unknown): unknown {
  if (typeof data === 'string') {
    const clock = /^\$now(?:([+-])(\d+))?$/.exec(data);
    if (clock) return now + (clock[1] === '-' ? -1 : 1) * Number(clock[2] ?? 0);
    if (data.startsWith('$input.')) {
      return data
        .slice('$input.'.length)
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], input);
    }
    return data;
  }
  if (Array.isArray(data)) return data.map((item) => fillTemplates(item, now, input));
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillTemplates(value, now, input)]));
  }
  return data;
}

/**
 * An answer given again (recorded, or QA's data) to a call whose input carries a `requestId` (the
 * stock locator's `fetchListing`): the answer carries the id of the request out now, not the one it
 * was recorded for, or the machine drops it as a superseded answer and stays loading.
 */
export function carryRequestId(output: unknown, input: unknown): unknown {
  const requestId = (input as { requestId?: unknown } | null | undefined)?.requestId;
  if (requestId === undefined || !output || typeof output !== 'object' || Array.isArray(output) || !('requestId' in output)) return output;
  return { ...output, requestId };
}

/** The session as a URL hash (`#session=<base64url JSON>`), for a bug report link. */
export function sessionToHash(session: LabSession): string {
  const bytes = new TextEncoder().encode(JSON.stringify(session));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `#session=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export function sessionFromHash(hash: string): LabSession | null {
  const match = /[#&]session=([A-Za-z0-9_-]+)/.exec(hash);
  if (!match?.[1]) return null;
  const binary = atob(match[1].replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return parseSession(new TextDecoder().decode(bytes));
}
