/** Steps and durations as QA reads them, in the lab page and the terminal alike. */
import type { SessionStep } from './session.js';

/** `+14m`, `+1m0.5s`: a clock move as QA reads it. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `${minutes ? `${minutes}m` : ''}${seconds || !minutes ? `${seconds}s` : ''}`;
}

export function describeStep(step: SessionStep): string {
  switch (step.kind) {
    case 'event': {
      const { type, ...payload } = step.event;
      return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
    }
    case 'clock':
      return `clock +${formatDuration(step.advanceMs)}`;
    case 'answer':
      return `answer ${step.actor} ${step.outcome.ok ? 'ok' : 'error'}`;
    case 'mode':
      return `${step.actor} answers ${step.answer.mode}`;
  }
}
