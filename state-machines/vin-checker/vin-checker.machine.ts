/**
 * The local VIN checker: the visitor types a VIN and submits. A VIN that is not 17 ISO 3779
 * characters, or a North American one without the right check digit (domain/vin-check.ts), never
 * leaves the page: `invalid` shows 'VIN not
 * recognised…' at once. A valid one is looked up (`checkVin`, POST /api/vin-checks, provided by
 * the caller) and ends in `affected` or `notAffected`. The server's own 400 `invalid_vin` lands in
 * `invalid` too; any other failure waits in `failed` for `retry`. Typing again after an answer goes
 * back to `editing`, so an old answer never stands next to a new VIN.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import { failureOf } from '../../domain/api-error.js';
import { INVALID_VIN, type VinCheckResult } from '../../domain/contracts/vin-checks.js';
import { checkVin } from '../../domain/vin-check.js';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import type { CheckVinInput, VinCheckerContext, VinCheckerEvent } from './vin-checker.types.js';

export const CHECK_VIN_ID = 'checkVin';

/** The typed VIN when it is well formed, normalised; null otherwise. */
export function validVinOf(typed: string): string | null {
  const checked = checkVin(typed);
  return checked.ok ? checked.vin : null;
}

export const vinCheckerMachine = setup({
  types: {
    context: {} as VinCheckerContext,
    events: {} as VinCheckerEvent,
    input: {} as { vin?: string },
  },
  actors: {
    checkVin: requiredCall<VinCheckResult, CheckVinInput>('vinCheckerMachine', 'checkVin'),
  },
  guards: {
    isValid: ({ context }) => validVinOf(context.typed) !== null,
    isAffected: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkVin');
      return event.output.affected;
    },
    isRefusedVin: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.checkVin');
      return failureOf(event.error).code === INVALID_VIN;
    },
  },
  actions: {
    type: assign(({ event }) => {
      assertEvent(event, 'vin.change');
      return { typed: event.value, result: null, error: null };
    }),
    startCheck: spawnChild('checkVin', { id: CHECK_VIN_ID, input: ({ context }) => ({ vin: validVinOf(context.typed) ?? '' }) }),
    stopCheck: stopChild(CHECK_VIN_ID),
    storeResult: assign({ result: eventValue('xstate.done.actor.checkVin', 'output') }),
    storeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.checkVin');
        return failureOf(event.error);
      },
    }),
  },
}).createMachine({
  id: 'vinChecker',
  context: ({ input }) => ({ typed: input.vin ?? '', result: null, error: null }),
  initial: 'editing',
  // Typing is always possible and always starts over, even while a check is out (it is stopped).
  on: { 'vin.change': { target: '.editing', actions: 'type' } },
  states: {
    editing: {
      on: { submit: [{ guard: 'isValid', target: 'checking' }, { target: 'invalid' }] },
    },
    checking: {
      entry: 'startCheck',
      exit: 'stopCheck',
      on: {
        'xstate.done.actor.checkVin': [
          { guard: 'isAffected', target: 'affected', actions: 'storeResult' },
          { target: 'notAffected', actions: 'storeResult' },
        ],
        'xstate.error.actor.checkVin': [
          { guard: 'isRefusedVin', target: 'invalid', actions: 'storeError' },
          { target: 'failed', actions: 'storeError' },
        ],
      },
    },
    invalid: {
      on: { submit: [{ guard: 'isValid', target: 'checking' }] },
    },
    affected: {},
    notAffected: {},
    failed: {
      on: { retry: 'checking', submit: 'checking' },
    },
  },
});

export type VinCheckerMachine = typeof vinCheckerMachine;
