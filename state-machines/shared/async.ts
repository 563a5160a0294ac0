/**
 * Async work in a machine, written so `createTestModel` (xstate/graph) can still walk it: the model
 * refuses `invoke` and `after`, so every machine spells out what they do underneath.
 *
 * - A **call** (one request) is a `fromPromise` actor named in `setup({ actors })` with
 *   `requiredCall` (it fails loudly until the caller provides the real one with `.provide()`).
 *   The state that waits for it spawns it on entry, `spawnChild(name, { id: name, input })`, and
 *   stops it on exit, `stopChild(name)` — exactly what an invocation does, and the stop aborts a
 *   request whose answer is no longer wanted. Its answer arrives as `CallDone`/`CallFailed` (the
 *   child id is the actor's name, so the event types are `xstate.{done,error}.actor.<name>`).
 * - A **timer** is a delayed event the machine raises to itself, `raise(event, { id, delay: '<named
 *   delay>' })` on entry and `cancel(id)` on exit — exactly what `after` does. It runs on the actor's
 *   clock, so a test passes a `SimulatedClock` (state-machines/testing/harness.ts) and moves it.
 *
 * The test harness fakes every call by name and answers it by hand, so a machine written this way
 * needs no test-only seams.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

/** A call the caller must provide; until then it fails, naming the machine and the call. */
export function requiredCall<TOutput, TInput = void>(machine: string, name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${machine}: provide a ${name} actor`);
  });
}

/** The answer of the call `TName` (a child spawned with `id: TName`). */
export type CallDone<TName extends string, TOutput> = { type: `xstate.done.actor.${TName}`; output: TOutput };
/** The failure of the call `TName`: whatever the promise rejected with. */
export type CallFailed<TName extends string> = { type: `xstate.error.actor.${TName}`; error: unknown };
/** Both outcomes of the call `TName`, for a machine's event union. */
export type CallEvents<TName extends string, TOutput> = CallDone<TName, TOutput> | CallFailed<TName>;
