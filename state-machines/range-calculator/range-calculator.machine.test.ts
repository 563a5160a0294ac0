import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { DEMO_RANGE_DATA } from '../../domain/range-calculator/index.js';
import { callsByState, createHarness, modelParams, walkShortestPaths } from '../testing/harness.js';
import { rangeCalculatorMachine, type RangeCalculatorEvent } from './index.js';

const input = { url: '/api/range-calculator/demo/ranges.json', unit: 'km' as const };

type Snapshot = SnapshotFrom<typeof rangeCalculatorMachine>;
const abstractState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.carKey, s.context.engineKey, s.context.wheelKey, s.context.unit, !!s.context.data, !!s.context.error]);

const EVENTS: RangeCalculatorEvent[] = [
  { type: 'car.select', key: 'range_rover_sport', engine: 'p460e', wheel: '21' },
  { type: 'car.select', key: 'defender_110' },
  { type: 'engine.select', key: 'p550e' },
  { type: 'wheel.select', key: '23' },
  { type: 'unit.select', unit: 'mile' },
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadRanges', output: DEMO_RANGE_DATA },
  { type: 'xstate.error.actor.loadRanges', error: { code: 'range_data_unavailable', message: 'down', status: 502 } },
];

const harness = () => createHarness(rangeCalculatorMachine, { calls: ['loadRanges'], input });
const OUT = callsByState({ '"loading"': 'loadRanges' });

describe('range-calculator machine, model-based', () => {
  walkShortestPaths(
    rangeCalculatorMachine,
    { input, events: EVENTS, filterEvents: OUT.filterEvents, serializeState: abstractState },
    ['"failed"', '"loading"', '{"ready":"choosing"}', '{"ready":"details"}'],
    () => modelParams(harness(), { serializeState: abstractState, callsOut: OUT.callsOut }),
  );
});

describe('range-calculator machine, what the visitor sees', () => {
  it('loads the JSON of the block, then a car with its first engine and wheel gives a choice at once', async () => {
    const h = harness();
    expect(h.calls.input('loadRanges')).toEqual({ url: input.url });
    await h.answer('loadRanges', DEMO_RANGE_DATA);
    h.send({ type: 'car.select', key: 'range_rover_sport', engine: 'p460e', wheel: '21' });
    expect(h.snapshot().context).toMatchObject({ carKey: 'range_rover_sport', engineKey: 'p460e', wheelKey: '21', unit: 'km' });
    h.send({ type: 'wheel.select', key: '23' });
    h.send({ type: 'unit.select', unit: 'mile' });
    expect(h.snapshot().context).toMatchObject({ wheelKey: '23', unit: 'mile' });
  });

  it('a new car drops the engine and wheel of the old one', async () => {
    const h = harness();
    await h.answer('loadRanges', DEMO_RANGE_DATA);
    h.send({ type: 'car.select', key: 'range_rover', engine: 'p550e', wheel: '23' });
    h.send({ type: 'car.select', key: 'defender_110' });
    expect(h.snapshot().context).toMatchObject({ carKey: 'defender_110', engineKey: '', wheelKey: '' });
  });

  it('the details modal opens only once a car is chosen, and Escape-like close returns to the choice', async () => {
    const h = harness();
    await h.answer('loadRanges', DEMO_RANGE_DATA);
    h.send({ type: 'modal.open' });
    expect(h.snapshot().hasTag('modal')).toBe(false);
    h.send({ type: 'car.select', key: 'defender_110', engine: 'p400e', wheel: '20' });
    h.send({ type: 'modal.open' });
    expect(h.snapshot().hasTag('modal')).toBe(true);
    h.send({ type: 'modal.close' });
    expect(h.snapshot().matches({ ready: 'choosing' })).toBe(true);
  });

  it('a failed load waits for retry and loads the same URL again', async () => {
    const h = harness();
    await h.fail('loadRanges', { code: 'range_data_unavailable', message: 'down', status: 502 });
    expect(h.snapshot().hasTag('failed')).toBe(true);
    expect(h.snapshot().context.error?.code).toBe('range_data_unavailable');
    h.send({ type: 'car.select', key: 'defender_110' });
    expect(h.snapshot().context.carKey).toBe('');
    h.send({ type: 'retry' });
    expect(h.calls.input('loadRanges')).toEqual({ url: input.url });
    await h.answer('loadRanges', DEMO_RANGE_DATA);
    expect(h.snapshot().hasTag('ready')).toBe(true);
    expect(h.snapshot().context.error).toBeNull();
  });
});
