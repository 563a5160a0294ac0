/**
 * Retailer / state / postcode search (docs/embedding.md, "What the widgets do"). The search type follows from the
 * form (domain/dealer-search.ts). A retailer or state search selects dealer codes among the known
 * retailers at once. A postcode search asks the `fetchDealers` actor; then, with vehicles listed,
 * a modal lists the matched retailers to choose from; with none listed their codes apply at once
 * (the locator goes back to page 1 and keeps its other state); with no dealer found, the modal
 * opens and cannot be closed until a new search. The filter itself is the provided `applyDealers`
 * action (the caller turns it into the locator's `dealers` filter). A search that can select no
 * dealer (a postcode without a locality or the other way round, a governorate without retailers)
 * applies nothing and rests in `nothingFound`, so the form can say so instead of failing silently.
 *
 * The retailer locator (docs/retailer-locator.md, widgets/retailer-locator) drives the same machine: it loads the
 * retailers (`retailers.load` → `loading`, the `loadRetailers` call; or hands them over with
 * `retailers.provide` when a block lists its own), keeps the typed text (`query.change`) and the
 * retailer chosen in the list or on the map (`retailer.select`), and asks the browser where the
 * visitor is (`nearMe` → `locating`, the `locate` call) to order the list by distance. The list
 * itself is computed from the context by domain/locate-retailers.ts.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import { dealerCodesFor, dealerSearchType, type DealerSearchInput, type Retailer } from '../../domain/dealer-search.js';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import type { Point } from '../../domain/locate-retailers.js';
import type { DealerSearchContext, DealerSearchEvent, LocateFailure } from './dealer-search.types.js';

export const FETCH_DEALERS_ID = 'fetchDealers';
export const LOAD_RETAILERS_ID = 'loadRetailers';
export const LOCATE_ID = 'locate';

/** A geolocation failure as the locator reports it: code 1 (PERMISSION_DENIED) is a refusal, anything else "unavailable". */
export function locateFailureOf(error: unknown): LocateFailure {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1 ? 'denied' : 'unavailable';
}
const EMPTY_INPUT: DealerSearchInput = { retailer: '', state: '', postcode: '', locality: '' };

export const dealerSearchMachine = setup({
  types: { context: {} as DealerSearchContext, events: {} as DealerSearchEvent },
  actors: {
    fetchDealers: requiredCall<Retailer[], DealerSearchInput>('dealerSearchMachine', 'fetchDealers'),
    loadRetailers: requiredCall<Retailer[]>('dealerSearchMachine', 'loadRetailers'),
    locate: requiredCall<Point>('dealerSearchMachine', 'locate'),
  },
  guards: {
    findsNothing: ({ event }) => {
      assertEvent(event, 'search.submit');
      const { input } = event;
      const type = dealerSearchType(input);
      if (type === 'postcodeSearch' || dealerCodesFor(type, input, event.retailers).length > 0) return false;
      // An empty form clears the dealer filter (nothing asked, nothing to report); anything typed or chosen found nothing.
      return type !== 'none' || input.postcode.trim() !== '' || input.locality.trim() !== '';
    },
    isPostcodeSearch: ({ event }) => {
      assertEvent(event, 'search.submit');
      return dealerSearchType(event.input) === 'postcodeSearch';
    },
    foundNone: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchDealers');
      return event.output.length === 0;
    },
    vehiclesListed: ({ context }) => context.vehiclesListed,
  },
  actions: {
    storeSubmission: assign(({ event }) => {
      assertEvent(event, 'search.submit');
      return { input: event.input, retailers: event.retailers, vehiclesListed: event.vehiclesListed, found: [] };
    }),
    storeFound: assign({ found: eventValue('xstate.done.actor.fetchDealers', 'output') }),
    startFetch: spawnChild('fetchDealers', { id: FETCH_DEALERS_ID, input: ({ context }) => context.input }),
    stopFetch: stopChild(FETCH_DEALERS_ID),
    startLoad: spawnChild('loadRetailers', { id: LOAD_RETAILERS_ID }),
    stopLoad: stopChild(LOAD_RETAILERS_ID),
    startLocate: spawnChild('locate', { id: LOCATE_ID }),
    stopLocate: stopChild(LOCATE_ID),
    storeRetailers: assign({
      retailers: ({ event }) => {
        if (event.type === 'retailers.provide' || event.type === 'xstate.done.actor.loadRetailers') {
          return 'retailers' in event ? event.retailers : event.output;
        }
        throw new Error(`storeRetailers: unexpected ${event.type}`);
      },
    }),
    storeQuery: assign({ query: eventValue('query.change', 'text') }),
    storeSelection: assign({ selectedCode: eventValue('retailer.select', 'code') }),
    storeOrigin: assign({
      origin: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.locate');
        return event.output;
      },
      locateFailure: null,
    }),
    storeLocateFailure: assign({
      locateFailure: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.locate');
        return locateFailureOf(event.error);
      },
    }),
    clearOrigin: assign({ origin: null, locateFailure: null }),
    // Outward: the caller applies the dealer codes as the locator's `dealers` filter.
    applyDealers: (_args, _params: { codes: string[] }) => {},
  },
}).createMachine({
  id: 'dealerSearch',
  context: {
    input: EMPTY_INPUT,
    retailers: [],
    vehiclesListed: false,
    found: [],
    query: '',
    origin: null,
    selectedCode: null,
    locateFailure: null,
  },
  initial: 'idle',
  on: {
    'retailers.provide': { target: '.idle', actions: 'storeRetailers' },
    'query.change': { actions: 'storeQuery' },
    'retailer.select': { actions: 'storeSelection' },
    'nearMe.clear': { target: '.idle', actions: 'clearOrigin' },
    'search.submit': [
      { guard: 'isPostcodeSearch', target: '.searching', reenter: true, actions: 'storeSubmission' },
      { guard: 'findsNothing', target: '.nothingFound', actions: 'storeSubmission' },
      {
        target: '.idle',
        actions: [
          'storeSubmission',
          {
            type: 'applyDealers',
            params: ({ event }) => ({ codes: dealerCodesFor(dealerSearchType(event.input), event.input, event.retailers) }),
          },
        ],
      },
    ],
  },
  states: {
    // A load or a location is asked for from rest only, so neither cancels the other.
    idle: { on: { 'retailers.load': 'loading', nearMe: 'locating' } },
    searching: {
      entry: 'startFetch',
      exit: 'stopFetch',
      on: {
        'xstate.done.actor.fetchDealers': [
          { guard: 'foundNone', target: 'noDealers', actions: 'storeFound' },
          { guard: 'vehiclesListed', target: 'choosing', actions: 'storeFound' },
          {
            target: 'idle',
            actions: ['storeFound', { type: 'applyDealers', params: ({ event }) => ({ codes: event.output.map((r) => r.dealer_code) }) }],
          },
        ],
        'xstate.error.actor.fetchDealers': 'failed',
      },
    },
    /** The modal lists the found retailers; choosing one applies it. */
    choosing: {
      on: {
        'modal.choose': { target: 'idle', actions: { type: 'applyDealers', params: ({ event }) => ({ codes: [event.dealerCode] }) } },
        'modal.close': 'idle',
      },
    },
    /** The modal says no retailer was found; it cannot be closed, only a new search leaves. */
    noDealers: {},
    /** The search could select no dealer: the filter stays as it was and the form says so. */
    nothingFound: {},
    failed: { on: { 'modal.close': 'idle' } },
    /** Retailer locator: the retailers are being read (`retailers.load` again retries after a failure). */
    loading: {
      entry: 'startLoad',
      exit: 'stopLoad',
      on: {
        'xstate.done.actor.loadRetailers': { target: 'idle', actions: 'storeRetailers' },
        'xstate.error.actor.loadRetailers': 'loadFailed',
      },
    },
    loadFailed: { on: { 'retailers.load': 'loading' } },
    /** Retailer locator: waiting for the browser's location (it may ask the visitor first). */
    locating: {
      entry: 'startLocate',
      exit: 'stopLocate',
      on: {
        'xstate.done.actor.locate': { target: 'idle', actions: 'storeOrigin' },
        'xstate.error.actor.locate': { target: 'locateFailed', actions: 'storeLocateFailure' },
      },
    },
    /** The list stays as it was (by name); the widget says why and offers the button again. */
    locateFailed: { on: { nearMe: 'locating' } },
  },
});
