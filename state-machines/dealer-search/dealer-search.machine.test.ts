import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { DealerSearchInput, Retailer } from '../../domain/dealer-search.js';
import { createHarness, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import { dealerSearchMachine, type DealerSearchContext, type DealerSearchEvent } from './index.js';

const retailer = (code: string, state: string) => ({ id: 1, dealer_code: code, name: code, display_name: code, state }) as Retailer;
const RETAILERS = [retailer('IQ-EBL-01', 'Erbil'), retailer('IQ-BGD-01', 'Baghdad'), retailer('IQ-BGD-02', 'Baghdad')];
const input = (i: Partial<DealerSearchInput>): DealerSearchInput => ({ retailer: '', state: '', postcode: '', locality: '', ...i });
const POSTCODE = input({ postcode: '44001', locality: 'Ankawa' });

function harness() {
  const applied: string[][] = [];
  const h = createHarness(dealerSearchMachine, {
    calls: ['fetchDealers', 'loadRetailers', 'locate'],
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
  // The retailer locator's events.
  { type: 'retailers.load' },
  { type: 'retailers.provide', retailers: RETAILERS },
  { type: 'query.change', text: 'هەولێر' },
  { type: 'retailer.select', code: 'IQ-EBL-01' },
  { type: 'nearMe' },
  { type: 'nearMe.clear' },
  { type: 'xstate.done.actor.loadRetailers', output: RETAILERS },
  { type: 'xstate.error.actor.loadRetailers', error: new Error('x') },
  { type: 'xstate.done.actor.locate', output: { latitude: 36.19, longitude: 44.01 } },
  { type: 'xstate.error.actor.locate', error: { code: 1 } },
];

/** The call each state has out (the model may answer only that one). */
const CALL_OF_STATE: Record<string, string> = { searching: 'fetchDealers', loading: 'loadRetailers', locating: 'locate' };
const callOut = (state: { value: unknown }) => CALL_OF_STATE[String(state.value)];
/**
 * What the model tells apart: the state, the postcode search's context, and of the locator's only
 * what changes a path (whether a location is known, why it failed). The typed text and the chosen
 * retailer change no transition (they are checked by the tests below), so they would only multiply paths.
 */
const abstractState = (state: { value: unknown; context: DealerSearchContext }) => {
  const c = state.context;
  return JSON.stringify([state.value, c.input, c.vehiclesListed, c.found.map((r) => r.dealer_code), c.origin !== null, c.locateFailure]);
};

describe('dealer-search machine, model-based', () => {
  const model = createTestModel(dealerSearchMachine, {
    events: EVENTS,
    filterEvents: (state, event) => !event.type.startsWith('xstate.') || event.type.endsWith(`.${callOut(state)}`),
    serializeState: abstractState,
  });
  const params = (h: ReturnType<typeof harness>) =>
    modelParams(h, {
      serializeState: abstractState,
      callsOut: (state) => {
        const out = callOut(state);
        return out ? [out as 'fetchDealers' | 'loadRetailers' | 'locate'] : [];
      },
    });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const reached = reachedStates(paths);
    expect([...reached].sort()).toEqual([
      '"choosing"',
      '"failed"',
      '"idle"',
      '"loadFailed"',
      '"loading"',
      '"locateFailed"',
      '"locating"',
      '"noDealers"',
      '"nothingFound"',
      '"searching"',
    ]);
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

describe('dealer-search machine, the retailer locator', () => {
  it('loads the retailers, and a failed load is retried by loading again', async () => {
    const h = harness();
    h.send({ type: 'retailers.load' });
    expect(h.snapshot().value).toBe('loading');
    await h.fail('loadRetailers', new Error('offline'));
    expect(h.snapshot().value).toBe('loadFailed');
    h.send({ type: 'retailers.load' });
    await h.answer('loadRetailers', RETAILERS);
    expect(h.snapshot().value).toBe('idle');
    expect(h.snapshot().context.retailers).toEqual(RETAILERS);
  });

  it('keeps the typed text and the chosen retailer whatever the state', () => {
    const h = harness();
    h.send({ type: 'retailers.provide', retailers: RETAILERS });
    h.send({ type: 'query.change', text: 'بغداد' });
    h.send({ type: 'retailer.select', code: 'IQ-BGD-02' });
    expect(h.snapshot().context).toMatchObject({ query: 'بغداد', selectedCode: 'IQ-BGD-02', retailers: RETAILERS });
    h.send({ type: 'retailer.select', code: null });
    expect(h.snapshot().context.selectedCode).toBeNull();
  });

  it('stores the location "near me" found, and forgets it when cleared', async () => {
    const h = harness();
    h.send({ type: 'nearMe' });
    expect(h.snapshot().value).toBe('locating');
    await h.answer('locate', { latitude: 36.19, longitude: 44.01 });
    expect(h.snapshot().context.origin).toEqual({ latitude: 36.19, longitude: 44.01 });
    h.send({ type: 'nearMe.clear' });
    expect(h.snapshot().context.origin).toBeNull();
  });

  it.each([
    [{ code: 1, message: 'User denied Geolocation' }, 'denied'],
    [{ code: 3, message: 'Timeout expired' }, 'unavailable'],
    [new Error('no geolocation in this browser'), 'unavailable'],
  ])('tells a refusal from an unavailable location (%o → %s), and lets the visitor ask again', async (error, reason) => {
    const h = harness();
    h.send({ type: 'nearMe' });
    await h.fail('locate', error);
    expect(h.snapshot().value).toBe('locateFailed');
    expect(h.snapshot().context.locateFailure).toBe(reason);
    h.send({ type: 'nearMe' });
    await h.answer('locate', { latitude: 33.3, longitude: 44.4 });
    expect(h.snapshot().context).toMatchObject({ locateFailure: null, origin: { latitude: 33.3, longitude: 44.4 } });
  });

  it('does not cancel a load for a location', () => {
    const h = harness();
    h.send({ type: 'retailers.load' });
    h.send({ type: 'nearMe' });
    expect(h.snapshot().value).toBe('loading');
    expect(h.calls.out()).toEqual(['loadRetailers']);
  });
});
