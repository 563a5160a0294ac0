/** A fresh session for a machine: the preset's input and answers; every other call waits for QA. */
import { presetOf } from '../presets/index.js';
import type { LabMachine } from './registry.js';
import type { AnswerMode, LabSession } from './session.js';

/** 2026-01-01 09:00 UTC: a fixed start, so a saved session replays at the same times. */
export const DEFAULT_START = Date.UTC(2026, 0, 1, 9, 0, 0);

export function newSession(entry: LabMachine, startTime = DEFAULT_START): LabSession {
  const preset = presetOf(entry.name);
  const answers: Record<string, AnswerMode> = {};
  for (const actor of entry.actors) answers[actor] = preset.answers?.[actor] ?? { mode: 'manual' };
  return { version: 1, machine: entry.name, startTime, input: preset.input(startTime), answers, steps: [] };
}
