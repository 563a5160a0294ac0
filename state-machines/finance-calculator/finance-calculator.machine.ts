/**
 * The finance calculator: choose a product (a group of the block), a model (models_info, or the
 * listing's vehicle when one is given) and the inputs; the quote itself is derived from the context
 * (`quoteOf`, domain/finance), so it can never disagree with what is on screen.
 * With a vehicle id the machine first loads the vehicle from the listing (`fetchVehicle`, provided
 * by the caller); a failure waits in `failed` for `retry`. Inputs are snapped onto the product's
 * ranges and steps here, so a slider or a typed value can never leave them.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import {
  calculateFinance,
  snap,
  type FinanceInputConfig,
  type FinanceProductSetting,
  type FinanceResult,
} from '../../domain/finance/index.js';
import { codeAndMessageOf } from '../../domain/api-error.js';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import type {
  FetchVehicleInput,
  FinanceCalculatorContext,
  FinanceCalculatorEvent,
  FinanceCalculatorInput,
  FinanceVehicle,
} from './finance-calculator.types.js';

export const FETCH_VEHICLE_ID = 'fetchVehicle';

/** The product's default inputs (a product change starts from them). */
function defaultsOf(product: FinanceProductSetting | undefined) {
  if (!product) return { downPayment: 20, duration: 4, rate: 0, balloon: 0 };
  const { input } = product;
  return {
    downPayment: input.downPayment.default,
    duration: input.duration.default,
    rate: input.interestRate.default,
    balloon: input.balloon.default,
  };
}

export function currentProduct(context: Pick<FinanceCalculatorContext, 'config' | 'productIndex'>): FinanceProductSetting | undefined {
  return context.config.products[context.productIndex];
}

/** The visitor's change of one input (down payment, duration, rate, balloon). */
type InputChange = Extract<FinanceCalculatorEvent, { value: number }>['type'];

/**
 * The value of the input change `type`, snapped onto the current product's `range` (its min, max
 * and interval); with no product configured the input keeps `current`.
 */
function snappedInput(
  context: FinanceCalculatorContext,
  event: FinanceCalculatorEvent,
  type: InputChange,
  range: keyof FinanceInputConfig,
  current: number,
): number {
  assertEvent(event, type);
  const setting = currentProduct(context)?.input[range];
  return setting ? snap(event.value, setting) : current;
}

/** The price the quote is for: the listing vehicle's, else the chosen model's. */
export function priceOf(context: Pick<FinanceCalculatorContext, 'vehicle' | 'config' | 'modelIndex'>): number | null {
  // A tied car's own price only: one on request has none, never the block's model price.
  if (context.vehicle) return context.vehicle.price;
  return context.config.models[context.modelIndex]?.price ?? null;
}

/** The quote of the current choices; null while there is no price. */
export function quoteOf(context: FinanceCalculatorContext, decimals = 0): FinanceResult | null {
  const product = currentProduct(context);
  const price = priceOf(context);
  if (!product || price === null) return null;
  return calculateFinance({
    method: product.method,
    price,
    downPaymentPercent: context.downPayment,
    months: context.duration * 12,
    annualRatePercent: context.rate,
    balloonPercent: context.balloon,
    decimals,
  });
}

export const financeCalculatorMachine = setup({
  types: {
    context: {} as FinanceCalculatorContext,
    events: {} as FinanceCalculatorEvent,
    input: {} as FinanceCalculatorInput,
  },
  actors: {
    fetchVehicle: requiredCall<FinanceVehicle, FetchVehicleInput>('financeCalculatorMachine', 'fetchVehicle'),
  },
  guards: {
    hasVehicle: ({ context }) => context.listKey !== '' && context.vehicleId !== '',
    isKnownProduct: ({ context, event }) => {
      assertEvent(event, 'product.select');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.config.products.length;
    },
    isKnownModel: ({ context, event }) => {
      assertEvent(event, 'model.select');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.config.models.length;
    },
    isRateEditable: ({ context }) => currentProduct(context)?.input.interestRate.editable === true,
  },
  actions: {
    startFetch: spawnChild('fetchVehicle', {
      id: FETCH_VEHICLE_ID,
      input: ({ context }) => ({ listKey: context.listKey, vehicleId: context.vehicleId }),
    }),
    stopFetch: stopChild(FETCH_VEHICLE_ID),
    storeVehicle: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchVehicle');
      const vehicle = event.output;
      // The vehicle's nameplate picks the matching model, for its free items and as the fallback price.
      const match = context.config.models.findIndex((m) => m.nameplateKey.toLowerCase() === vehicle.nameplateKey.toLowerCase());
      return { vehicle, modelIndex: match >= 0 ? match : context.modelIndex, error: null };
    }),
    storeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchVehicle');
        return codeAndMessageOf(event.error);
      },
    }),
    selectProduct: assign(({ context, event }) => {
      assertEvent(event, 'product.select');
      return { productIndex: event.index, ...defaultsOf(context.config.products[event.index]) };
    }),
    selectModel: assign({ modelIndex: eventValue('model.select', 'index') }),
    setDownPayment: assign({
      downPayment: ({ context, event }) => snappedInput(context, event, 'downPayment.change', 'downPayment', context.downPayment),
    }),
    setDuration: assign({
      duration: ({ context, event }) => snappedInput(context, event, 'duration.change', 'duration', context.duration),
    }),
    setRate: assign({
      rate: ({ context, event }) => snappedInput(context, event, 'rate.change', 'interestRate', context.rate),
    }),
    setBalloon: assign({
      balloon: ({ context, event }) => {
        const value = snappedInput(context, event, 'balloon.change', 'balloon', context.balloon);
        // The balloon and the deposit together must leave something to finance.
        return value + context.downPayment >= 100 ? context.balloon : value;
      },
    }),
  },
}).createMachine({
  id: 'financeCalculator',
  context: ({ input }) => ({
    config: input.config,
    listKey: input.listKey ?? '',
    vehicleId: input.vehicleId ?? '',
    vehicle: null,
    productIndex: 0,
    modelIndex: 0,
    ...defaultsOf(input.config.products[0]),
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasVehicle', target: 'loadingVehicle' }, { target: 'ready' }],
    },
    loadingVehicle: {
      entry: 'startFetch',
      exit: 'stopFetch',
      on: {
        'xstate.done.actor.fetchVehicle': { target: 'ready', actions: 'storeVehicle' },
        'xstate.error.actor.fetchVehicle': { target: 'failed', actions: 'storeError' },
      },
    },
    failed: {
      on: { retry: 'loadingVehicle' },
    },
    ready: {
      on: {
        'product.select': { guard: 'isKnownProduct', actions: 'selectProduct' },
        'model.select': { guard: 'isKnownModel', actions: 'selectModel' },
        'downPayment.change': { actions: 'setDownPayment' },
        'duration.change': { actions: 'setDuration' },
        'rate.change': { guard: 'isRateEditable', actions: 'setRate' },
        'balloon.change': { actions: 'setBalloon' },
      },
    },
  },
});

export type FinanceCalculatorMachine = typeof financeCalculatorMachine;
