import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { sampleVehicle } from '../../domain/sample-vehicle.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { createHarness as harnessOf, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import {
  NO_MODEL_ERROR,
  NO_VEHICLE_ERROR,
  showroomMachine,
  toShowroomError,
  type CompanyConfigEntry,
  type ShowroomEvent,
  type ShowroomInput,
} from './index.js';

const VEHICLE_ID = 42;
const INPUT: ShowroomInput = { listKey: 'iraq', vehicleId: VEHICLE_ID };
const SERVER_ERROR = { code: 'http_500', message: 'Something went wrong' };
const VEHICLE = sampleVehicle(VEHICLE_ID);
const NO_MODEL = sampleVehicle(VEHICLE_ID, { model: '' });
/** Seven candidates, the current vehicle among them: six remain. */
const SIMILAR = [1, 2, VEHICLE_ID, 3, 4, 5, 6].map((id) => sampleVehicle(id));
const SHOWROOM_CONFIG: CompanyConfigEntry[] = [{ config_type: 'lease', data: { months: 36 } }];
const ORDER_CONFIG: CompanyConfigEntry[] = [{ config_type: 'order_online', data: { reservation_fee: 500 } }];

type Snapshot = SnapshotFrom<typeof showroomMachine>;

/** The vehicle answers carry which outcome, so paths cover each; ids follow the request, like the real API's. */
function sampleEvents(state: Snapshot): ShowroomEvent[] {
  const id = state.context.vehicleId;
  return [
    { type: 'xstate.done.actor.fetchVehicle', output: { ...VEHICLE, id } },
    { type: 'xstate.done.actor.fetchVehicle', output: { ...NO_MODEL, id } },
    { type: 'xstate.done.actor.fetchVehicle', output: null },
    { type: 'xstate.error.actor.fetchVehicle', error: SERVER_ERROR },
    { type: 'xstate.done.actor.fetchSimilar', output: SIMILAR },
    { type: 'xstate.error.actor.fetchSimilar', error: SERVER_ERROR },
    { type: 'xstate.done.actor.fetchShowroomConfig', output: SHOWROOM_CONFIG },
    { type: 'xstate.error.actor.fetchShowroomConfig', error: SERVER_ERROR },
    { type: 'xstate.done.actor.fetchOrderOnlineConfig', output: ORDER_CONFIG },
    { type: 'xstate.error.actor.fetchOrderOnlineConfig', error: SERVER_ERROR },
    { type: 'retry' },
    { type: 'vehicle.load', vehicleId: 7 },
    { type: 'language.change', language: 'en' },
  ];
}

/** Completion events happen only while their request is out, as in the real world. */
function isPossible(state: Snapshot, event: ShowroomEvent): boolean {
  if (event.type.endsWith('.fetchVehicle')) return state.matches('loadingVehicle');
  if (event.type.endsWith('.fetchSimilar')) return state.matches('loadingSimilar');
  if (event.type.endsWith('.fetchShowroomConfig')) return state.matches('loadingConfig') && state.context.showroomConfigStatus === 'idle';
  if (event.type.endsWith('.fetchOrderOnlineConfig'))
    return state.matches('loadingConfig') && state.context.orderOnlineConfigStatus === 'idle';
  return true;
}

function createHarness(input: ShowroomInput = INPUT) {
  const warnings: string[] = [];
  const h = harnessOf(showroomMachine, {
    calls: ['fetchVehicle', 'fetchSimilar', 'fetchShowroomConfig', 'fetchOrderOnlineConfig'],
    input,
    actions: { warnMissingConfig: () => void warnings.push('Missing config') },
  });
  return { ...h, warnings };
}
type Harness = ReturnType<typeof createHarness>;

/** The model's notion of a state: where the machine is and what it holds. */
function abstractState(state: Snapshot): string {
  const c = state.context;
  return JSON.stringify([
    state.value,
    c.vehicleId,
    c.language,
    c.vehicle?.id ?? null,
    c.similar.length,
    c.showroomConfigStatus,
    c.orderOnlineConfigStatus,
    c.error?.code ?? null,
  ]);
}

/** Which vehicle answer a step gave, so paths differ by name. */
function vehicleOutcome(event: { type: string }): string {
  const e = event as ShowroomEvent;
  return e.type === 'xstate.done.actor.fetchVehicle' ? `(${e.output ? e.output.attributes.model || 'no model' : 'null'})` : '';
}

describe('showroom machine, model-based', () => {
  const model = createTestModel(showroomMachine, {
    input: INPUT,
    events: sampleEvents,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  function params(h: Harness) {
    return modelParams(h, {
      serializeState: abstractState,
      // Exactly the requests of the state are out: a config only while it is still to come.
      callsOut: (state) => {
        if (state.matches('loadingVehicle')) return ['fetchVehicle'];
        if (state.matches('loadingSimilar')) return ['fetchSimilar'];
        if (!state.matches('loadingConfig')) return [];
        const { showroomConfigStatus, orderOnlineConfigStatus } = state.context;
        return [
          ...(showroomConfigStatus === 'idle' ? (['fetchShowroomConfig'] as const) : []),
          ...(orderOnlineConfigStatus === 'idle' ? (['fetchOrderOnlineConfig'] as const) : []),
        ];
      },
      check: (state, real) => {
        if (state.matches('loadingVehicle'))
          expect(h.calls.input('fetchVehicle')).toEqual({ listKey: 'iraq', vehicleId: state.context.vehicleId });
        if (state.matches('loadingSimilar')) expect(h.calls.input('fetchSimilar')).toEqual({ listKey: 'iraq', model: 'Range Rover Sport' });
        if (state.matches('failed')) expect(real.context.vehicle).toBeNull();
        if (state.matches('ready')) {
          expect(real.context.vehicle?.attributes.model).toBe('Range Rover Sport');
          expect(real.context.similar.every((v) => v.id !== real.context.vehicleId)).toBe(true);
          expect(real.context.similar.length).toBeLessThanOrEqual(6);
          expect(real.context.showroomConfig).toEqual(real.context.showroomConfigStatus === 'loaded' ? SHOWROOM_CONFIG : null);
          expect(real.context.orderOnlineConfig).toEqual(real.context.orderOnlineConfigStatus === 'loaded' ? ORDER_CONFIG : null);
        }
      },
    });
  }

  const shortest = model.getShortestPaths();
  it('reaches every state by some path', () => {
    const reached = reachedStates(shortest);
    expect(reached).toEqual(new Set(['"loadingVehicle"', '"loadingSimilar"', '"loadingConfig"', '"ready"', '"failed"']));
  });
  testPaths('shortest', shortest, () => params(createHarness()), vehicleOutcome);
});

describe('showroom machine, the spec paths', () => {
  async function toReady(h: Harness, vehicle: Vehicle | null = VEHICLE) {
    await h.answer('fetchVehicle', vehicle);
  }

  it('success with similar vehicles: vehicle, then six similar without the current one, then both configs', async () => {
    const h = createHarness();
    expect(h.actor.getSnapshot().value).toBe('loadingVehicle');
    await toReady(h);
    expect(h.actor.getSnapshot().value).toBe('loadingSimilar');
    expect(h.calls.count('fetchShowroomConfig')).toBe(0);
    await h.answer('fetchSimilar', SIMILAR);
    expect(h.actor.getSnapshot().context.similar.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(h.calls.count('fetchShowroomConfig')).toBe(1);
    expect(h.calls.count('fetchOrderOnlineConfig')).toBe(1);
    await h.answer('fetchShowroomConfig', SHOWROOM_CONFIG);
    expect(h.actor.getSnapshot().value).toBe('loadingConfig');
    await h.answer('fetchOrderOnlineConfig', ORDER_CONFIG);
    expect(h.actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { showroomConfig: SHOWROOM_CONFIG, orderOnlineConfig: ORDER_CONFIG, error: null },
    });
  });

  it('success without similar vehicles goes straight to the configs', async () => {
    const h = createHarness({ ...INPUT, withSimilar: false });
    await toReady(h);
    expect(h.actor.getSnapshot().value).toBe('loadingConfig');
    expect(h.calls.count('fetchSimilar')).toBe(0);
  });

  it('a vehicle error gives the error only', async () => {
    const h = createHarness();
    await h.fail('fetchVehicle', SERVER_ERROR);
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'failed', context: { vehicle: null, error: SERVER_ERROR } });
    expect(h.calls.count('fetchSimilar')).toBe(0);
    expect(h.calls.count('fetchShowroomConfig')).toBe(0);
  });

  it('no vehicle or no model gives the error only, and retry clears it', async () => {
    const h = createHarness();
    await toReady(h, NO_MODEL);
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'failed', context: { vehicle: null, error: NO_MODEL_ERROR } });
    h.actor.send({ type: 'retry' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    await toReady(h, null);
    expect(h.actor.getSnapshot().context.error).toEqual(NO_VEHICLE_ERROR);
  });

  it('a config failure is logged, gives null, and the page is still ready; loaded configs are not fetched again', async () => {
    const h = createHarness({ ...INPUT, withSimilar: false });
    await toReady(h);
    h.calls.take('fetchShowroomConfig').reject(SERVER_ERROR);
    await h.answer('fetchOrderOnlineConfig', ORDER_CONFIG);
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'ready', context: { showroomConfig: null, orderOnlineConfig: ORDER_CONFIG } });
    expect(h.warnings).toEqual(['Missing config']);
    // Another vehicle: the failed showroom config is asked again, the loaded order config is not.
    h.actor.send({ type: 'vehicle.load', vehicleId: 7 });
    await toReady(h, sampleVehicle(7));
    expect(h.calls.count('fetchShowroomConfig')).toBe(1);
    expect(h.calls.count('fetchOrderOnlineConfig')).toBe(0);
  });

  it('changes language without a request', async () => {
    const h = createHarness();
    h.actor.send({ type: 'language.change', language: 'ar' });
    expect(h.actor.getSnapshot().context.language).toBe('ar');
    expect(h.calls.count('fetchVehicle')).toBe(1);
  });

  it('a server-drawn first screen is held from the start, and the answers confirm it', async () => {
    const h = createHarness({ ...INPUT, initial: { vehicle: VEHICLE, similar: [sampleVehicle(1)] } });
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'loadingVehicle', context: { vehicle: VEHICLE } });
    expect(h.actor.getSnapshot().context.similar.map((v) => v.id)).toEqual([1]);
    await toReady(h);
    await h.answer('fetchSimilar', SIMILAR);
    expect(h.actor.getSnapshot().context.similar.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("another vehicle's first screen is not shown for this one", () => {
    const h = createHarness({ ...INPUT, initial: { vehicle: sampleVehicle(7), similar: [sampleVehicle(1)] } });
    expect(h.actor.getSnapshot().context).toMatchObject({ vehicle: null, similar: [] });
  });

  it('turns any thrown value into a plain error', () => {
    expect(toShowroomError(new Error('x'))).toEqual({ code: 'unknown_error', message: 'x' });
    expect(toShowroomError('text')).toEqual({ code: 'unknown_error', message: 'text' });
  });
});
