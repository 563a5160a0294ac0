import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { SavedCar } from '../../domain/saved-vehicles.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { createHarness, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import { savedVehiclesMachine, type FetchSavedOutput } from './index.js';

const CARS: SavedCar[] = [
  { id: 1, list: 'iraq' },
  { id: 2, list: 'iraq' },
];
const vehicle = (id: number) => ({ id, type: 'vehicle' }) as Vehicle;
/** Vehicle 2 answers 404. */
const OUTPUT: FetchSavedOutput = { vehicles: [vehicle(1)], missingIds: [2] };

function harness() {
  const dropped: number[][] = [];
  const h = createHarness(savedVehiclesMachine, {
    calls: ['fetchSaved'],
    actions: { dropMissing: (_args, params) => void dropped.push(params.ids) },
  });
  return { ...h, dropped };
}

const SAMPLED = new Set([
  'saved.open',
  'saved.close',
  'saved.changed',
  'retry',
  'xstate.done.actor.fetchSaved',
  'xstate.error.actor.fetchSaved',
]);

describe('saved-vehicles machine, model-based', () => {
  const model = createTestModel(savedVehiclesMachine, {
    events: [
      { type: 'saved.open', cars: CARS },
      { type: 'saved.open', cars: [] },
      { type: 'saved.changed', cars: [CARS[0] as SavedCar] },
      { type: 'saved.changed', cars: [] },
      { type: 'saved.close' },
      { type: 'retry' },
      { type: 'xstate.done.actor.fetchSaved', output: OUTPUT },
      { type: 'xstate.error.actor.fetchSaved', error: new Error('offline') },
    ],
    filterEvents: (state, event) => SAMPLED.has(event.type) && (!event.type.startsWith('xstate.') || state.matches({ open: 'loading' })),
  });
  const params = (h: ReturnType<typeof harness>) =>
    modelParams(h, {
      callsOut: (state) => (state.matches({ open: 'loading' }) ? ['fetchSaved'] : []),
      check: (state, real) => {
        if (state.matches({ open: 'loading' })) expect(h.calls.input('fetchSaved')).toEqual(state.context.cars);
        if (state.matches({ open: 'loaded' })) expect(real.context.vehicles.map((v) => v.id)).toEqual([1]);
      },
      events: {
        'xstate.done.actor.fetchSaved': async () => {
          await h.answer('fetchSaved', OUTPUT);
          expect(h.dropped.at(-1)).toEqual([2]);
        },
      },
    });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = reachedStates(paths);
    expect([...reached].sort()).toEqual(['"closed"', '{"open":"empty"}', '{"open":"failed"}', '{"open":"loaded"}', '{"open":"loading"}']);
  });
  testPaths('shortest', paths, () => params(harness()));
});

describe('saved-vehicles machine', () => {
  it('shows the empty view without a request for an empty list', () => {
    const h = harness();
    h.actor.send({ type: 'saved.open', cars: [] });
    expect(h.actor.getSnapshot().matches({ open: 'empty' })).toBe(true);
    expect(h.calls.size).toBe(0);
  });
});
