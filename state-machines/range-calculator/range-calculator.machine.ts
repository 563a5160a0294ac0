/**
 * The electric range calculator: the range JSON is loaded first (`loadRanges`, GET
 * /api/range-calculator?url=…, provided by the caller); a failure waits in `failed` for `retry`.
 * In `ready` the visitor picks a car (the view passes its first engine and wheel size along, so
 * a range shows at once), then may change engine, wheel size and unit, and open the details
 * modal. Choosing a new car resets engine and wheel, so an engine of one car never stands with
 * another. The machine only keeps the choices: which range they give is domain/range-calculator.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import { failureOf } from '../../domain/api-error.js';
import { DEFAULT_RANGE_UNIT, type RangeData } from '../../domain/range-calculator/index.js';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import type { LoadRangesInput, RangeCalculatorContext, RangeCalculatorEvent, RangeCalculatorInput } from './range-calculator.types.js';

export const LOAD_RANGES_ID = 'loadRanges';

export const rangeCalculatorMachine = setup({
  types: {
    context: {} as RangeCalculatorContext,
    events: {} as RangeCalculatorEvent,
    input: {} as RangeCalculatorInput,
  },
  actors: {
    loadRanges: requiredCall<RangeData, LoadRangesInput>('rangeCalculatorMachine', 'loadRanges'),
  },
  guards: {
    hasCar: ({ context }) => context.carKey !== '',
  },
  actions: {
    startLoad: spawnChild('loadRanges', { id: LOAD_RANGES_ID, input: ({ context }) => ({ url: context.url }) }),
    stopLoad: stopChild(LOAD_RANGES_ID),
    storeData: assign({
      data: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadRanges');
        return event.output;
      },
      error: null,
    }),
    storeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.loadRanges');
        return failureOf(event.error);
      },
    }),
    chooseCar: assign(({ event }) => {
      assertEvent(event, 'car.select');
      return { carKey: event.key, engineKey: event.engine ?? '', wheelKey: event.wheel ?? '' };
    }),
    chooseEngine: assign({ engineKey: eventValue('engine.select', 'key') }),
    chooseWheel: assign({ wheelKey: eventValue('wheel.select', 'key') }),
    chooseUnit: assign({ unit: eventValue('unit.select', 'unit') }),
  },
}).createMachine({
  id: 'rangeCalculator',
  context: ({ input }) => ({
    url: input.url,
    unit: input.unit ?? DEFAULT_RANGE_UNIT,
    data: null,
    carKey: '',
    engineKey: '',
    wheelKey: '',
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'startLoad',
      exit: 'stopLoad',
      on: {
        'xstate.done.actor.loadRanges': { target: 'ready', actions: 'storeData' },
        'xstate.error.actor.loadRanges': { target: 'failed', actions: 'storeError' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'choosing',
      on: {
        'car.select': { target: '.choosing', actions: 'chooseCar' },
        'engine.select': { guard: 'hasCar', actions: 'chooseEngine' },
        'wheel.select': { guard: 'hasCar', actions: 'chooseWheel' },
        'unit.select': { actions: 'chooseUnit' },
      },
      states: {
        choosing: {
          on: { 'modal.open': { guard: 'hasCar', target: 'details' } },
        },
        details: {
          tags: ['modal'],
          on: { 'modal.close': 'choosing' },
        },
      },
    },
  },
});

export type RangeCalculatorMachine = typeof rangeCalculatorMachine;
