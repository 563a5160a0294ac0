import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { parseCalculatorConfig } from '../../domain/finance/index.js';
import { callsByState, createHarness, modelParams, walkShortestPaths } from '../testing/harness.js';
import { SAMPLE_FINANCE_CONFIG, SAMPLE_FINANCE_INPUT, SAMPLE_FINANCE_VEHICLE } from '../testing/samples.js';
import {
  financeCalculatorMachine,
  priceOf,
  quoteOf,
  type FinanceCalculatorEvent,
  type FinanceCalculatorInput,
  type FinanceVehicle,
} from './index.js';

const CONFIG = SAMPLE_FINANCE_CONFIG;
const WITH_VEHICLE: FinanceCalculatorInput = SAMPLE_FINANCE_INPUT;
const VEHICLE: FinanceVehicle = SAMPLE_FINANCE_VEHICLE;

type Snapshot = SnapshotFrom<typeof financeCalculatorMachine>;
/** What the model tells apart: the state, the choices and whether a vehicle or an error is held. */
const abstractState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.productIndex,
    s.context.modelIndex,
    s.context.downPayment,
    s.context.rate,
    !!s.context.vehicle,
    !!s.context.error,
  ]);

const EVENTS: FinanceCalculatorEvent[] = [
  { type: 'product.select', index: 1 },
  { type: 'product.select', index: 0 },
  { type: 'product.select', index: 7 },
  { type: 'model.select', index: 1 },
  { type: 'model.select', index: -1 },
  { type: 'downPayment.change', value: 99 },
  { type: 'rate.change', value: 8.2 },
  { type: 'retry' },
  { type: 'xstate.done.actor.fetchVehicle', output: VEHICLE },
  { type: 'xstate.error.actor.fetchVehicle', error: { error: { code: 'not_found', message: 'Vehicle not found' } } },
];

const harness = (input: FinanceCalculatorInput) => createHarness(financeCalculatorMachine, { calls: ['fetchVehicle'], input });
const OUT = callsByState({ '"loadingVehicle"': 'fetchVehicle' });
const params = (input: FinanceCalculatorInput) => modelParams(harness(input), { serializeState: abstractState, callsOut: OUT.callsOut });

describe.each([
  ['with a listing vehicle', WITH_VEHICLE, ['"failed"', '"loadingVehicle"', '"ready"']],
  ['with models only', { config: CONFIG }, ['"ready"']],
] as const)('finance-calculator machine, model-based, %s', (_name, input, states) => {
  walkShortestPaths(
    financeCalculatorMachine,
    { input, events: EVENTS, filterEvents: OUT.filterEvents, serializeState: abstractState },
    states,
    () => params(input),
  );
});

describe('finance-calculator machine, choices', () => {
  it('takes the vehicle and its price from the listing, matching its model', async () => {
    const h = harness(WITH_VEHICLE);
    expect(h.calls.input('fetchVehicle')).toEqual({ listKey: 'iraq', vehicleId: '42' });
    await h.answer('fetchVehicle', VEHICLE);
    const { context } = h.snapshot();
    expect(context.modelIndex).toBe(1);
    expect(priceOf(context)).toBe(150000);
  });

  it('a listing vehicle whose price is on request has no price and no quote, never its model’s price', async () => {
    const h = harness(WITH_VEHICLE);
    await h.answer('fetchVehicle', { ...VEHICLE, price: null });
    expect(priceOf(h.snapshot().context)).toBeNull();
    expect(quoteOf(h.snapshot().context)).toBeNull();
  });

  it('a failed load shows the error and retries', async () => {
    const h = harness(WITH_VEHICLE);
    await h.fail('fetchVehicle', new Error('offline'));
    expect(h.snapshot().value).toBe('failed');
    expect(h.snapshot().context.error?.message).toBeTruthy();
    h.send({ type: 'retry' });
    expect(h.snapshot().value).toBe('loadingVehicle');
    expect(h.calls.has('fetchVehicle')).toBe(true);
  });

  it('keeps the inputs on the product ranges and steps', () => {
    const actor = createActor(financeCalculatorMachine, { input: { config: CONFIG } }).start();
    actor.send({ type: 'downPayment.change', value: 33 });
    expect(actor.getSnapshot().context.downPayment).toBe(35);
    actor.send({ type: 'downPayment.change', value: 5 });
    expect(actor.getSnapshot().context.downPayment).toBe(20);
    actor.send({ type: 'duration.change', value: 9 });
    expect(actor.getSnapshot().context.duration).toBe(7);
    // The first product's rate is fixed.
    actor.send({ type: 'rate.change', value: 1 });
    expect(actor.getSnapshot().context.rate).toBe(6);
    actor.send({ type: 'product.select', index: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ productIndex: 1, downPayment: 20, duration: 5, rate: 5, balloon: 30 });
    actor.send({ type: 'rate.change', value: 7.3 });
    expect(actor.getSnapshot().context.rate).toBe(7.5);
  });

  it('derives the quote from the choices: 100,000 at 6 % over 4 years with 20 % down', () => {
    const actor = createActor(financeCalculatorMachine, { input: { config: CONFIG } }).start();
    const result = quoteOf(actor.getSnapshot().context, 2);
    expect(result).toMatchObject({ ok: true, quote: { monthlyPayment: '1878.81', totalAmountOfCredit: '80000.00', durationMonths: 48 } });
  });

  it('has no quote without a price', () => {
    const actor = createActor(financeCalculatorMachine, { input: { config: parseCalculatorConfig({}) } }).start();
    expect(quoteOf(actor.getSnapshot().context)).toBeNull();
  });
});
