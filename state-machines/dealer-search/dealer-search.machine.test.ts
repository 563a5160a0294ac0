import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import type { DealerSearchInput, Retailer } from '../../domain/dealer-search.js';
import { dealerSearchMachine, type DealerSearchEvent } from './dealer-search.machine.js';

type Snapshot = SnapshotFrom<typeof dealerSearchMachine>;
const retailer = (code: string, state: string) => ({ id: 1, dealer_code: code, name: code, display_name: code, state }) as Retailer;
const RETAILERS = [retailer('IQ-EBL-01', 'Erbil'), retailer('IQ-BGD-01', 'Baghdad'), retailer('IQ-BGD-02', 'Baghdad')];
const input = (i: Partial<DealerSearchInput>): DealerSearchInput => ({ retailer: '', state: '', postcode: '', locality: '', ...i });
const POSTCODE = input({ postcode: '44001', locality: 'Ankawa' });

function harness() {
  const pending: { input: DealerSearchInput; resolve: (r: Retailer[]) => void; reject: (e: unknown) => void }[] = [];
  const applied: string[][] = [];
  const actor = createActor(
    dealerSearchMachine.provide({
      actors: {
        fetchDealers: fromPromise<Retailer[], DealerSearchInput>(
          ({ input: i, signal }) =>
            new Promise((resolve, reject) => {
              const p = { input: i, resolve, reject };
              pending.push(p);
              signal.addEventListener('abort', () => pending.splice(pending.indexOf(p), 1));
            }),
        ),
      },
      actions: { applyDealers: (_a, params) => void applied.push(params.codes) },
    }),
  );
  actor.start();
  return { actor, pending, applied, settle: () => new Promise((r) => setTimeout(r, 0)) };
}

const EVENTS: DealerSearchEvent[] = [
  { type: 'search.submit', input: POSTCODE, retailers: RETAILERS, vehiclesListed: true },
  { type: 'search.submit', input: POSTCODE, retailers: RETAILERS, vehiclesListed: false },
  { type: 'search.submit', input: input({ state: 'Baghdad' }), retailers: RETAILERS, vehiclesListed: true },
  { type: 'modal.choose', dealerCode: 'IQ-EBL-01' },
  { type: 'modal.close' },
  { type: 'xstate.done.actor.fetchDealers', output: [RETAILERS[0] as Retailer] },
  { type: 'xstate.done.actor.fetchDealers', output: [] },
  { type: 'xstate.error.actor.fetchDealers', error: new Error('x') },
];

describe('dealer-search machine, model-based', () => {
  const model = createTestModel(dealerSearchMachine, {
    events: EVENTS,
    filterEvents: (state, event) => !event.type.startsWith('xstate.') || state.matches('searching'),
  });
  const params = (h: ReturnType<typeof harness>): TestParam<Snapshot, DealerSearchEvent> => {
    const send = ({ event }: { event: { type: string } }) => void h.actor.send(event as DealerSearchEvent);
    const settleWith = (fn: (p: (typeof h.pending)[number]) => void) => async () => {
      const p = h.pending.pop();
      expect(p).toBeDefined();
      if (p) fn(p);
      await h.settle();
    };
    return {
      states: {
        '*': (state: Snapshot) => {
          expect(h.actor.getSnapshot().value).toEqual(state.value);
          expect(h.pending).toHaveLength(state.matches('searching') ? 1 : 0);
        },
      },
      events: {
        'search.submit': send,
        'modal.choose': send,
        'modal.close': send,
        'xstate.done.actor.fetchDealers': ({ event }) =>
          settleWith((p) => p.resolve((event as unknown as { output: Retailer[] }).output))(),
        'xstate.error.actor.fetchDealers': settleWith((p) => p.reject(new Error('x'))),
      },
    };
  };
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => s.value));
    expect([...reached].sort()).toEqual(['choosing', 'failed', 'idle', 'noDealers', 'searching']);
  });
  for (const path of paths) it(path.description, () => path.test(params(harness())));
});

describe('dealer-search machine, outcomes', () => {
  it('applies a state search at once', () => {
    const h = harness();
    h.actor.send({
      type: 'search.submit',
      input: input({ state: 'Baghdad', retailer: 'IQ-EBL-01' }),
      retailers: RETAILERS,
      vehiclesListed: true,
    });
    expect(h.applied).toEqual([['IQ-BGD-01', 'IQ-BGD-02']]);
  });

  it('applies the found dealers when no vehicles are listed, and asks to choose when some are', async () => {
    const h = harness();
    h.actor.send({ type: 'search.submit', input: POSTCODE, retailers: [], vehiclesListed: false });
    h.pending.pop()?.resolve(RETAILERS);
    await h.settle();
    expect(h.applied).toEqual([['IQ-EBL-01', 'IQ-BGD-01', 'IQ-BGD-02']]);
    h.actor.send({ type: 'search.submit', input: POSTCODE, retailers: [], vehiclesListed: true });
    h.pending.pop()?.resolve(RETAILERS);
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('choosing');
    h.actor.send({ type: 'modal.choose', dealerCode: 'IQ-BGD-02' });
    expect(h.applied.at(-1)).toEqual(['IQ-BGD-02']);
  });

  it('keeps the no-dealer modal open until a new search', async () => {
    const h = harness();
    h.actor.send({ type: 'search.submit', input: POSTCODE, retailers: [], vehiclesListed: true });
    h.pending.pop()?.resolve([]);
    await h.settle();
    h.actor.send({ type: 'modal.close' });
    expect(h.actor.getSnapshot().value).toBe('noDealers');
    h.actor.send({ type: 'search.submit', input: input({ retailer: 'IQ-EBL-01' }), retailers: RETAILERS, vehiclesListed: true });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });
});
