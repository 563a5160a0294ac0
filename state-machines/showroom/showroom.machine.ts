/**
 * The vehicle page (showroom) init (docs/embedding.md, "What the widgets do"): clear the error, set the language, fetch the
 * vehicle; with an error, no vehicle or no model stop with the error only; otherwise optionally
 * fetch similar vehicles, then load the showroom config and the order-online config, each only
 * when not yet loaded (a failed config counts as not loaded, is null, and is logged).
 * Pure: every fetch is an actor and the log is an action, provided by the caller. Fetches are
 * spawned children (not invocations) so `createTestModel` can walk the machine; each is stopped
 * when its state is left, as an invocation would be.
 */
import { assertEvent, assign, enqueueActions, not, setup, spawnChild, stopChild } from 'xstate';
import { pickSimilarVehicles } from '../../domain/showroom-rules.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { codeAndMessageOf } from '../../domain/api-error.js';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import {
  NO_MODEL_ERROR,
  NO_VEHICLE_ERROR,
  type CompanyConfigEntry,
  type ConfigStatus,
  type FetchConfigInput,
  type FetchSimilarInput,
  type FetchVehicleInput,
  type ShowroomContext,
  type ShowroomError,
  type ShowroomEvent,
  type ShowroomInput,
} from './showroom.types.js';

/** Any thrown value becomes a plain, serialisable error the view can show and the tests can compare. */
export function toShowroomError(error: unknown): ShowroomError {
  return codeAndMessageOf(error);
}

export const showroomMachine = setup({
  types: {
    context: {} as ShowroomContext,
    events: {} as ShowroomEvent,
    input: {} as ShowroomInput,
  },
  actors: {
    fetchVehicle: requiredCall<Vehicle | null, FetchVehicleInput>('showroomMachine', 'fetchVehicle'),
    fetchSimilar: requiredCall<Vehicle[], FetchSimilarInput>('showroomMachine', 'fetchSimilar'),
    fetchShowroomConfig: requiredCall<CompanyConfigEntry[] | null, FetchConfigInput>('showroomMachine', 'fetchShowroomConfig'),
    fetchOrderOnlineConfig: requiredCall<CompanyConfigEntry[] | null, FetchConfigInput>('showroomMachine', 'fetchOrderOnlineConfig'),
  },
  guards: {
    wantsSimilar: ({ context }) => context.withSimilar,
    vehicleHasModel: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchVehicle');
      return !!event.output && typeof event.output.attributes?.model === 'string' && event.output.attributes.model.trim() !== '';
    },
    vehicleMissing: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchVehicle');
      return !event.output;
    },
    configsSettled: ({ context }) => context.showroomConfigStatus !== 'idle' && context.orderOnlineConfigStatus !== 'idle',
    isOtherVehicle: ({ context, event }) => {
      assertEvent(event, 'vehicle.load');
      return Number.isSafeInteger(event.vehicleId) && event.vehicleId > 0 && event.vehicleId !== context.vehicleId;
    },
  },
  actions: {
    clearError: assign({ error: null }),
    setLanguage: assign({
      language: ({ context, event }) => (event.type === 'language.change' ? event.language : context.language),
    }),
    setVehicleId: assign(({ event }) => {
      assertEvent(event, 'vehicle.load');
      return { vehicleId: event.vehicleId, vehicle: null, similar: [] };
    }),
    startVehicleFetch: spawnChild('fetchVehicle', {
      id: 'fetchVehicle',
      input: ({ context }) => ({ listKey: context.listKey, vehicleId: context.vehicleId }),
    }),
    stopVehicleFetch: stopChild('fetchVehicle'),
    storeVehicle: assign({ vehicle: eventValue('xstate.done.actor.fetchVehicle', 'output') }),
    storeVehicleError: assign({
      vehicle: null,
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchVehicle');
        return toShowroomError(event.error);
      },
    }),
    // With no vehicle or no model, only the error is kept: a page without a model cannot be drawn.
    storeNoVehicleError: assign({ vehicle: null, error: NO_VEHICLE_ERROR }),
    storeNoModelError: assign({ vehicle: null, error: NO_MODEL_ERROR }),
    startSimilarFetch: spawnChild('fetchSimilar', {
      id: 'fetchSimilar',
      input: ({ context }) => ({ listKey: context.listKey, model: context.vehicle?.attributes.model ?? '' }),
    }),
    stopSimilarFetch: stopChild('fetchSimilar'),
    storeSimilar: assign({
      similar: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.fetchSimilar');
        return pickSimilarVehicles(event.output, context.vehicleId);
      },
    }),
    // Similar vehicles are extra: their failure leaves the list empty rather than hiding the vehicle.
    dropSimilar: assign({ similar: [] }),
    // Configs are fetched only when not yet loaded, so a failed one is asked again.
    // (The checks repeat the named guards' rule: an action in setup cannot name setup's guards.)
    startNeededConfigFetches: enqueueActions(({ context, enqueue }) => {
      if (context.showroomConfigStatus !== 'loaded') {
        enqueue.assign({ showroomConfigStatus: 'idle' });
        enqueue.spawnChild('fetchShowroomConfig', { id: 'fetchShowroomConfig', input: { listKey: context.listKey } });
      }
      if (context.orderOnlineConfigStatus !== 'loaded') {
        enqueue.assign({ orderOnlineConfigStatus: 'idle' });
        enqueue.spawnChild('fetchOrderOnlineConfig', { id: 'fetchOrderOnlineConfig', input: { listKey: context.listKey } });
      }
    }),
    stopConfigFetches: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('fetchShowroomConfig');
      enqueue.stopChild('fetchOrderOnlineConfig');
    }),
    storeShowroomConfig: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchShowroomConfig');
      return { showroomConfig: event.output, showroomConfigStatus: (event.output ? 'loaded' : 'failed') as ConfigStatus };
    }),
    dropShowroomConfig: assign({ showroomConfig: null, showroomConfigStatus: 'failed' as ConfigStatus }),
    storeOrderOnlineConfig: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchOrderOnlineConfig');
      return { orderOnlineConfig: event.output, orderOnlineConfigStatus: (event.output ? 'loaded' : 'failed') as ConfigStatus };
    }),
    dropOrderOnlineConfig: assign({ orderOnlineConfig: null, orderOnlineConfigStatus: 'failed' as ConfigStatus }),
    // Provided by the caller (console.warn in the widget); a missing config is logged and counts as null (docs/embedding.md, "What the widgets do").
    warnMissingConfig: () => {},
    announceReady: () => {},
  },
}).createMachine({
  id: 'showroom',
  context: ({ input }) => ({
    listKey: input.listKey,
    vehicleId: input.vehicleId,
    language: input.language ?? 'ku',
    withSimilar: input.withSimilar ?? true,
    // Only the vehicle asked for: an initial screen of another one is not this vehicle's.
    vehicle: input.initial?.vehicle.id === input.vehicleId ? input.initial.vehicle : null,
    similar: input.initial?.vehicle.id === input.vehicleId ? input.initial.similar : [],
    showroomConfig: null,
    showroomConfigStatus: 'idle',
    orderOnlineConfig: null,
    orderOnlineConfigStatus: 'idle',
    error: null,
  }),
  on: {
    // The view re-renders from context; a language change never refetches.
    'language.change': { actions: 'setLanguage' },
  },
  initial: 'loadingVehicle',
  states: {
    loadingVehicle: {
      entry: ['clearError', 'startVehicleFetch'],
      exit: 'stopVehicleFetch',
      on: {
        'xstate.done.actor.fetchVehicle': [
          { guard: 'vehicleMissing', target: 'failed', actions: 'storeNoVehicleError' },
          { guard: not('vehicleHasModel'), target: 'failed', actions: 'storeNoModelError' },
          { guard: 'wantsSimilar', target: 'loadingSimilar', actions: 'storeVehicle' },
          { target: 'loadingConfig', actions: 'storeVehicle' },
        ],
        'xstate.error.actor.fetchVehicle': { target: 'failed', actions: 'storeVehicleError' },
      },
    },
    loadingSimilar: {
      entry: 'startSimilarFetch',
      exit: 'stopSimilarFetch',
      on: {
        'xstate.done.actor.fetchSimilar': { target: 'loadingConfig', actions: 'storeSimilar' },
        'xstate.error.actor.fetchSimilar': { target: 'loadingConfig', actions: 'dropSimilar' },
      },
    },
    loadingConfig: {
      entry: 'startNeededConfigFetches',
      exit: 'stopConfigFetches',
      always: { guard: 'configsSettled', target: 'ready' },
      on: {
        'xstate.done.actor.fetchShowroomConfig': { actions: 'storeShowroomConfig' },
        'xstate.error.actor.fetchShowroomConfig': { actions: ['dropShowroomConfig', 'warnMissingConfig'] },
        'xstate.done.actor.fetchOrderOnlineConfig': { actions: 'storeOrderOnlineConfig' },
        'xstate.error.actor.fetchOrderOnlineConfig': { actions: ['dropOrderOnlineConfig', 'warnMissingConfig'] },
      },
    },
    ready: {
      entry: 'announceReady',
      on: {
        'vehicle.load': { guard: 'isOtherVehicle', target: 'loadingVehicle', actions: 'setVehicleId' },
      },
    },
    failed: {
      on: {
        retry: 'loadingVehicle',
        'vehicle.load': { guard: 'isOtherVehicle', target: 'loadingVehicle', actions: 'setVehicleId' },
      },
    },
  },
});

export type ShowroomMachine = typeof showroomMachine;
