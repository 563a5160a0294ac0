import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import { sampleVehicle } from '../../domain/sample-vehicle.js';
import type { Vehicle } from '../../domain/vehicle.js';
import {
  NO_MODEL_ERROR,
  NO_VEHICLE_ERROR,
  showroomMachine,
  toShowroomError,
  type CompanyConfigEntry,
  type FetchConfigInput,
  type FetchSimilarInput,
  type FetchVehicleInput,
  type ShowroomEvent,
  type ShowroomInput,
} from './showroom.machine.js';

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

interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

function createHarness(input: ShowroomInput = INPUT) {
  const vehicles: Pending<FetchVehicleInput, Vehicle | null>[] = [];
  const similar: Pending<FetchSimilarInput, Vehicle[]>[] = [];
  const showroomConfigs: Pending<FetchConfigInput, CompanyConfigEntry[] | null>[] = [];
  const orderConfigs: Pending<FetchConfigInput, CompanyConfigEntry[] | null>[] = [];
  const warnings: string[] = [];
  const deferred =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = showroomMachine.provide({
    actors: {
      fetchVehicle: fromPromise(deferred(vehicles)),
      fetchSimilar: fromPromise(deferred(similar)),
      fetchShowroomConfig: fromPromise(deferred(showroomConfigs)),
      fetchOrderOnlineConfig: fromPromise(deferred(orderConfigs)),
    },
    actions: { warnMissingConfig: () => void warnings.push('Missing config') },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, vehicles, similar, showroomConfigs, orderConfigs, warnings, settle };
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

function describePath(path: { steps: { event: { type: string } }[] }): string {
  return path.steps
    .map(({ event }) => {
      const e = event as ShowroomEvent;
      const name = e.type.replace('xstate.', '').replace('.actor', '');
      if (e.type === 'xstate.done.actor.fetchVehicle') return `${name}(${e.output ? e.output.attributes.model || 'no model' : 'null'})`;
      return name;
    })
    .join(' → ');
}

describe('showroom machine, model-based', () => {
  const model = createTestModel(showroomMachine, {
    input: INPUT,
    events: sampleEvents,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  // The graph types give executors the event's type only; the step carries the whole sampled event.
  const full = (event: { type: string }) => event as ShowroomEvent;

  function params(h: Harness): TestParam<Snapshot, ShowroomEvent> {
    const settleLast = async <I, O>(list: Pending<I, O>[], settle: (p: Pending<I, O>) => void) => {
      const pending = list.pop();
      expect(pending, 'a request is out').toBeDefined();
      if (pending) settle(pending);
      await h.settle();
    };
    return {
      states: {
        '*': (state: Snapshot) => {
          const real = h.actor.getSnapshot();
          expect(abstractState(real)).toBe(abstractState(state));
          // Exactly the requests of the state are out.
          expect(h.vehicles).toHaveLength(state.matches('loadingVehicle') ? 1 : 0);
          expect(h.similar).toHaveLength(state.matches('loadingSimilar') ? 1 : 0);
          if (state.matches('loadingVehicle'))
            expect(h.vehicles[0]?.input).toEqual({ listKey: 'iraq', vehicleId: state.context.vehicleId });
          if (state.matches('loadingSimilar')) expect(h.similar[0]?.input).toEqual({ listKey: 'iraq', model: 'Range Rover Sport' });
          if (state.matches('failed')) expect(real.context.vehicle).toBeNull();
          if (state.matches('ready')) {
            expect(real.context.vehicle?.attributes.model).toBe('Range Rover Sport');
            expect(real.context.similar.every((v) => v.id !== real.context.vehicleId)).toBe(true);
            expect(real.context.similar.length).toBeLessThanOrEqual(6);
            expect(real.context.showroomConfig).toEqual(real.context.showroomConfigStatus === 'loaded' ? SHOWROOM_CONFIG : null);
            expect(real.context.orderOnlineConfig).toEqual(real.context.orderOnlineConfigStatus === 'loaded' ? ORDER_CONFIG : null);
          }
        },
      },
      events: {
        'xstate.done.actor.fetchVehicle': ({ event }) => {
          const done = full(event);
          if (done.type !== 'xstate.done.actor.fetchVehicle') throw new Error('unexpected event');
          return settleLast(h.vehicles, (p) => p.resolve(done.output));
        },
        'xstate.error.actor.fetchVehicle': () => settleLast(h.vehicles, (p) => p.reject(SERVER_ERROR)),
        'xstate.done.actor.fetchSimilar': () => settleLast(h.similar, (p) => p.resolve(SIMILAR)),
        'xstate.error.actor.fetchSimilar': () => settleLast(h.similar, (p) => p.reject(SERVER_ERROR)),
        'xstate.done.actor.fetchShowroomConfig': () => settleLast(h.showroomConfigs, (p) => p.resolve(SHOWROOM_CONFIG)),
        'xstate.error.actor.fetchShowroomConfig': () => settleLast(h.showroomConfigs, (p) => p.reject(SERVER_ERROR)),
        'xstate.done.actor.fetchOrderOnlineConfig': () => settleLast(h.orderConfigs, (p) => p.resolve(ORDER_CONFIG)),
        'xstate.error.actor.fetchOrderOnlineConfig': () => settleLast(h.orderConfigs, (p) => p.reject(SERVER_ERROR)),
        retry: () => h.actor.send({ type: 'retry' }),
        'vehicle.load': ({ event }) => h.actor.send(full(event)),
        'language.change': ({ event }) => h.actor.send(full(event)),
      },
    };
  }

  const shortest = model.getShortestPaths();
  it('reaches every state by some path', () => {
    const reached = new Set(shortest.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(s.value)));
    expect(reached).toEqual(new Set(['"loadingVehicle"', '"loadingSimilar"', '"loadingConfig"', '"ready"', '"failed"']));
  });
  for (const path of shortest) {
    it(`shortest: ${describePath(path)}`, async () => {
      await path.test(params(createHarness()));
    });
  }
});

describe('showroom machine, the spec paths', () => {
  async function toReady(h: Harness, vehicle: Vehicle | null = VEHICLE) {
    h.vehicles.pop()?.resolve(vehicle);
    await h.settle();
  }

  it('success with similar vehicles: vehicle, then six similar without the current one, then both configs', async () => {
    const h = createHarness();
    expect(h.actor.getSnapshot().value).toBe('loadingVehicle');
    await toReady(h);
    expect(h.actor.getSnapshot().value).toBe('loadingSimilar');
    expect(h.showroomConfigs).toHaveLength(0);
    h.similar.pop()?.resolve(SIMILAR);
    await h.settle();
    expect(h.actor.getSnapshot().context.similar.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(h.showroomConfigs).toHaveLength(1);
    expect(h.orderConfigs).toHaveLength(1);
    h.showroomConfigs.pop()?.resolve(SHOWROOM_CONFIG);
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('loadingConfig');
    h.orderConfigs.pop()?.resolve(ORDER_CONFIG);
    await h.settle();
    expect(h.actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { showroomConfig: SHOWROOM_CONFIG, orderOnlineConfig: ORDER_CONFIG, error: null },
    });
  });

  it('success without similar vehicles goes straight to the configs', async () => {
    const h = createHarness({ ...INPUT, withSimilar: false });
    await toReady(h);
    expect(h.actor.getSnapshot().value).toBe('loadingConfig');
    expect(h.similar).toHaveLength(0);
  });

  it('a vehicle error gives the error only', async () => {
    const h = createHarness();
    h.vehicles.pop()?.reject(SERVER_ERROR);
    await h.settle();
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'failed', context: { vehicle: null, error: SERVER_ERROR } });
    expect(h.similar).toHaveLength(0);
    expect(h.showroomConfigs).toHaveLength(0);
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
    h.showroomConfigs.pop()?.reject(SERVER_ERROR);
    h.orderConfigs.pop()?.resolve(ORDER_CONFIG);
    await h.settle();
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'ready', context: { showroomConfig: null, orderOnlineConfig: ORDER_CONFIG } });
    expect(h.warnings).toEqual(['Missing config']);
    // Another vehicle: the failed showroom config is asked again, the loaded order config is not.
    h.actor.send({ type: 'vehicle.load', vehicleId: 7 });
    await toReady(h, sampleVehicle(7));
    expect(h.showroomConfigs).toHaveLength(1);
    expect(h.orderConfigs).toHaveLength(0);
  });

  it('changes language without a request', async () => {
    const h = createHarness();
    h.actor.send({ type: 'language.change', language: 'ar' });
    expect(h.actor.getSnapshot().context.language).toBe('ar');
    expect(h.vehicles).toHaveLength(1);
  });

  it('turns any thrown value into a plain error', () => {
    expect(toShowroomError(new Error('x'))).toEqual({ code: 'unknown_error', message: 'x' });
    expect(toShowroomError('text')).toEqual({ code: 'unknown_error', message: 'text' });
  });
});
