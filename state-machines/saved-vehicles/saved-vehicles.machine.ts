/**
 * The "Saved (n)" view: fetches every saved vehicle from its own listing; vehicles whose fetch
 * answered 404 are dropped from storage (docs/embedding.md, "What the widgets do") through the provided `dropMissing`
 * action. Pure: the fetch is the `fetchSaved` actor the caller provides (spawned, not invoked, so
 * `createTestModel` can walk the machine).
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import type { SavedCar } from '../../domain/saved-vehicles.js';
import { requiredCall } from '../shared/async.js';
import type { FetchSavedOutput, SavedVehiclesContext, SavedVehiclesEvent } from './saved-vehicles.types.js';

export const FETCH_SAVED_ID = 'fetchSaved';

export const savedVehiclesMachine = setup({
  types: { context: {} as SavedVehiclesContext, events: {} as SavedVehiclesEvent },
  actors: {
    fetchSaved: requiredCall<FetchSavedOutput, SavedCar[]>('savedVehiclesMachine', 'fetchSaved'),
  },
  guards: {
    hasNoCars: ({ event }) => 'cars' in event && event.cars.length === 0,
    hasMissing: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSaved');
      return event.output.missingIds.length > 0;
    },
  },
  actions: {
    startFetch: spawnChild('fetchSaved', { id: FETCH_SAVED_ID, input: ({ context }) => context.cars }),
    stopFetch: stopChild(FETCH_SAVED_ID),
    storeCars: assign({
      cars: ({ event }) => {
        assertEvent(event, ['saved.open', 'saved.changed']);
        return event.cars;
      },
    }),
    storeVehicles: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSaved');
      return { vehicles: event.output.vehicles, failed: false };
    }),
    clearVehicles: assign({ vehicles: [], failed: false }),
    markFailed: assign({ failed: true }),
    // Outward: the caller removes the missing ids from storage.
    dropMissing: (_args, _params: { ids: number[] }) => {},
  },
}).createMachine({
  id: 'savedVehicles',
  context: { cars: [], vehicles: [], failed: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'saved.open': [
          { guard: 'hasNoCars', target: 'open.empty', actions: ['storeCars', 'clearVehicles'] },
          { target: 'open.loading', actions: 'storeCars' },
        ],
      },
    },
    open: {
      initial: 'loading',
      on: {
        'saved.close': 'closed',
        'saved.changed': [
          { guard: 'hasNoCars', target: '.empty', actions: ['storeCars', 'clearVehicles'] },
          { target: '.loading', reenter: true, actions: 'storeCars' },
        ],
      },
      states: {
        loading: {
          entry: 'startFetch',
          exit: 'stopFetch',
          on: {
            'xstate.done.actor.fetchSaved': [
              {
                guard: 'hasMissing',
                target: 'loaded',
                actions: ['storeVehicles', { type: 'dropMissing', params: ({ event }) => ({ ids: event.output.missingIds }) }],
              },
              { target: 'loaded', actions: 'storeVehicles' },
            ],
            'xstate.error.actor.fetchSaved': { target: 'failed', actions: 'markFailed' },
          },
        },
        loaded: {},
        empty: {},
        failed: { on: { retry: 'loading' } },
      },
    },
  },
});
