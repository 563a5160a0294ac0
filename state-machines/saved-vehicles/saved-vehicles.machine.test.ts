import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import type { SavedCar } from '../../domain/saved-vehicles.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { savedVehiclesMachine, type FetchSavedOutput, type SavedVehiclesEvent } from './saved-vehicles.machine.js';

type Snapshot = SnapshotFrom<typeof savedVehiclesMachine>;
const CARS: SavedCar[] = [
  { id: 1, list: 'iraq' },
  { id: 2, list: 'iraq' },
];
const vehicle = (id: number) => ({ id, type: 'vehicle' }) as Vehicle;
/** Vehicle 2 answers 404. */
const OUTPUT: FetchSavedOutput = { vehicles: [vehicle(1)], missingIds: [2] };

function harness() {
  const pending: { input: SavedCar[]; resolve: (o: FetchSavedOutput) => void; reject: (e: unknown) => void }[] = [];
  const dropped: number[][] = [];
  const actor = createActor(
    savedVehiclesMachine.provide({
      actors: {
        fetchSaved: fromPromise<FetchSavedOutput, SavedCar[]>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              const p = { input, resolve, reject };
              pending.push(p);
              signal.addEventListener('abort', () => pending.splice(pending.indexOf(p), 1));
            }),
        ),
      },
      actions: { dropMissing: (_args, params) => void dropped.push(params.ids) },
    }),
  );
  actor.start();
  return { actor, pending, dropped, settle: () => new Promise((r) => setTimeout(r, 0)) };
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
  const params = (h: ReturnType<typeof harness>): TestParam<Snapshot, SavedVehiclesEvent> => {
    const send = ({ event }: { event: { type: string } }) => void h.actor.send(event as SavedVehiclesEvent);
    return {
      states: {
        '*': (state: Snapshot) => {
          expect(h.actor.getSnapshot().value).toEqual(state.value);
          expect(h.pending).toHaveLength(state.matches({ open: 'loading' }) ? 1 : 0);
          if (state.matches({ open: 'loading' })) expect(h.pending[0]?.input).toEqual(state.context.cars);
          if (state.matches({ open: 'loaded' })) expect(h.actor.getSnapshot().context.vehicles.map((v) => v.id)).toEqual([1]);
        },
      },
      events: {
        'saved.open': send,
        'saved.close': send,
        'saved.changed': send,
        retry: send,
        'xstate.done.actor.fetchSaved': async () => {
          h.pending.pop()?.resolve(OUTPUT);
          await h.settle();
          expect(h.dropped.at(-1)).toEqual([2]);
        },
        'xstate.error.actor.fetchSaved': async () => {
          h.pending.pop()?.reject(new Error('offline'));
          await h.settle();
        },
      },
    };
  };
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((step) => step.state)]).map((state) => JSON.stringify(state.value)),
    );
    expect([...reached].sort()).toEqual(['"closed"', '{"open":"empty"}', '{"open":"failed"}', '{"open":"loaded"}', '{"open":"loading"}']);
  });
  for (const path of paths) it(path.description, () => path.test(params(harness())));
});

describe('saved-vehicles machine', () => {
  it('shows the empty view without a request for an empty list', () => {
    const h = harness();
    h.actor.send({ type: 'saved.open', cars: [] });
    expect(h.actor.getSnapshot().matches({ open: 'empty' })).toBe(true);
    expect(h.pending).toHaveLength(0);
  });
});
