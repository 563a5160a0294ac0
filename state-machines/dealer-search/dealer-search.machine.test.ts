import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { DealerSearchInput, Retailer } from '../../domain/dealer-search.js';
import { createHarness, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import { dealerSearchMachine, type DealerSearchEvent } from './index.js';

const retailer = (code: string, state: string) => ({ id: 1, dealer_code: code, name: code, display_name: code, state }) as Retailer;
const RETAILERS = [retailer('IQ-EBL-01', 'Erbil'), retailer('IQ-BGD-01', 'Baghdad'), retailer('IQ-BGD-02', 'Baghdad')];
const input = (i: Partial<DealerSearchInput>): DealerSearchInput => ({ retailer: '', state: '', postcode: '', locality: '', ...i });
const POSTCODE = input({ postcode: '44001', locality: 'Ankawa' });

function harness() {
  const applied: string[][] = [];
  const h = createHarness(dealerSearchMachine, {
    calls: ['fetchDealers'],
    actions: { applyDealers: (_a, params) => void applied.push(params.codes) },
  });
  return { ...h, applied };
}

const EVENTS: DealerSearchEvent[] = [
  { type: 'search.submit', input: POSTCODE, retailers: RETAILERS, vehiclesListed: true },
  { type: 'search.submit', input: POSTCODE, retailers: RETAILERS, vehiclesListed: false },
  { type: 'search.submit', input: input({ state: 'Baghdad' }), retailers: RETAILERS, vehiclesListed: true },
  { type: 'search.submit', input: input({ postcode: '44001' }), retailers: RETAILERS, vehiclesListed: true },
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
  const params = (h: ReturnType<typeof harness>) =>
    modelParams(h, { callsOut: (state) => (state.matches('searching') ? ['fetchDealers'] : []) });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = reachedStates(paths);
    expect([...reached].sort()).toEqual(['"choosing"', '"failed"', '"idle"', '"noDealers"', '"nothingFound"', '"searching"']);
  });
  testPaths('shortest', paths, () => params(harness()));
});

describe('dealer-search machine, outcomes', () => {
  it.each([
    ['a postcode alone', input({ postcode: '44001' })],
    ['a locality alone', input({ locality: 'Ankawa' })],
    ['a governorate without retailers', input({ state: 'Duhok' })],
  ])('reports that %s found nothing, and keeps the dealer filter', (_name, submitted) => {
    const h = harness();
    h.actor.send({ type: 'search.submit', input: submitted, retailers: RETAILERS, vehiclesListed: true });
    expect(h.actor.getSnapshot().value).toBe('nothingFound');
    expect(h.applied).toEqual([]);
    // A new search leaves the report.
    h.actor.send({ type: 'search.submit', input: input({ state: 'Erbil' }), retailers: RETAILERS, vehiclesListed: true });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.applied).toEqual([['IQ-EBL-01']]);
  });

  it('clears the dealer filter silently on an empty form', () => {
    const h = harness();
    h.actor.send({ type: 'search.submit', input: input({}), retailers: RETAILERS, vehiclesListed: true });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.applied).toEqual([[]]);
  });

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
    await h.answer('fetchDealers', RETAILERS);
    expect(h.applied).toEqual([['IQ-EBL-01', 'IQ-BGD-01', 'IQ-BGD-02']]);
    h.actor.send({ type: 'search.submit', input: POSTCODE, retailers: [], vehiclesListed: true });
    await h.answer('fetchDealers', RETAILERS);
    expect(h.actor.getSnapshot().value).toBe('choosing');
    h.actor.send({ type: 'modal.choose', dealerCode: 'IQ-BGD-02' });
    expect(h.applied.at(-1)).toEqual(['IQ-BGD-02']);
  });

  it('keeps the no-dealer modal open until a new search', async () => {
    const h = harness();
    h.actor.send({ type: 'search.submit', input: POSTCODE, retailers: [], vehiclesListed: true });
    await h.answer('fetchDealers', []);
    h.actor.send({ type: 'modal.close' });
    expect(h.actor.getSnapshot().value).toBe('noDealers');
    h.actor.send({ type: 'search.submit', input: input({ retailer: 'IQ-EBL-01' }), retailers: RETAILERS, vehiclesListed: true });
    expect(h.actor.getSnapshot().value).toBe('idle');
  });
});
