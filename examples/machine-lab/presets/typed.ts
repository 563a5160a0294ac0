/**
 * A machine's lab preset, checked against the machine's own types: its input is the machine's
 * input type, every event that carries a payload has a sample of that payload, and every call has a
 * sample answer of the call's output type (the contract types of `domain/contracts/` and the
 * machine's `*.types.ts`). `tsc` fails when a machine gains an event or a call the preset does not
 * answer, so the lab never sends `{}` where the machine expects data (docs/machine-lab.md).
 */
import type { AnyActorLogic, AnyStateMachine, EventFromLogic, InputFrom, OutputFrom, StateMachine } from 'xstate';
import type { AnswerMode } from '../engine/session.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- only the machine's actors parameter is read; the others are any machine's */
type ActorsOf<M> = M extends StateMachine<any, any, any, infer A, any, any, any, any, any, any, any, any, any, any, any> ? A : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Each call (an actor named in the machine's `setup`) and the output it answers with. */
export type CallOutputs<M> = {
  [A in ActorsOf<M> as A extends { src: infer S extends string } ? S : never]: A extends { logic: infer L extends AnyActorLogic }
    ? OutputFrom<L>
    : never;
};

/** A value in answer data: a number may be a clock template (`$now+60000`), anything may be `$input.<field>`. */
export type Templated<T> = T extends number
  ? number | `$now${string}` | `$input.${string}`
  : T extends string | boolean | null | undefined
    ? T | `$input.${string}`
    : T extends readonly (infer U)[]
      ? readonly Templated<U>[]
      : T extends object
        ? { [K in keyof T]: Templated<T[K]> }
        : T;

type OwnEvent<M extends AnyStateMachine> = Exclude<EventFromLogic<M>, { type: `xstate.${string}` }>;
type Payload<M extends AnyStateMachine, K> = Omit<Extract<OwnEvent<M>, { type: K }>, 'type'>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "a payload with nothing required"
type NeedsPayload<T> = {} extends T ? false : true;

/** A sample payload for every event that needs one (required), and optionally for the others. */
export type EventSamples<M extends AnyStateMachine> = {
  [K in OwnEvent<M>['type'] as NeedsPayload<Payload<M, K>> extends true ? K : never]: Payload<M, K>;
} & { [K in OwnEvent<M>['type']]?: Payload<M, K> };

/** How a call answers when the session starts, with data of the call's type. */
export type TypedAnswer<T> = Exclude<AnswerMode, { mode: 'success' }> | { mode: 'success'; data: Templated<T>; delayMs?: number };

export interface MachinePreset<M extends AnyStateMachine> {
  /** The start input, from the lab clock's start. */
  input: (now: number) => InputFrom<M>;
  /** The machine's input from a session's JSON, for inputs JSON cannot hold whole (a quiz's scoring function). */
  revive?: (json: unknown) => InputFrom<M>;
  /** How each call answers at the start (a call not named waits for QA). */
  answers?: { [A in keyof CallOutputs<M>]?: TypedAnswer<CallOutputs<M>[A]> };
  /** A valid answer of every call: the data of `success` until QA edits it, and what generated paths answer a waiting call with. */
  samples: { [A in keyof CallOutputs<M>]: Templated<CallOutputs<M>[A]> };
  events: EventSamples<M>;
}

/** What the engine, the CLI and the page read: the same preset without the machine's types. */
export interface LabPreset {
  input: (now: number) => unknown;
  revive?: (json: unknown) => unknown;
  answers: Record<string, AnswerMode>;
  samples: Record<string, unknown>;
  events: Record<string, Record<string, unknown>>;
}

/** A preset checked against `machine`'s types. */
export function presetFor<M extends AnyStateMachine>(_machine: M, preset: MachinePreset<NoInfer<M>>): LabPreset {
  return {
    input: preset.input,
    ...(preset.revive ? { revive: preset.revive } : {}),
    answers: (preset.answers ?? {}) as Record<string, AnswerMode>,
    samples: preset.samples as Record<string, unknown>,
    events: preset.events as Record<string, Record<string, unknown>>,
  };
}
