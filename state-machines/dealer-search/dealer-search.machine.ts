/**
 * Retailer / state / postcode search (spec sections 3, 4 and 8). The search type follows from the
 * form (domain/dealer-search.ts). A retailer or state search selects dealer codes among the known
 * retailers at once. A postcode search asks the `fetchDealers` actor; then, with vehicles listed,
 * a modal lists the matched retailers to choose from; with none listed their codes apply at once
 * (the locator goes back to page 1 and keeps its other state); with no dealer found, the modal
 * opens and cannot be closed until a new search. The filter itself is the provided `applyDealers`
 * action (the caller turns it into the locator's `dealers` filter). A search that can select no
 * dealer (a postcode without a locality or the other way round, a governorate without retailers)
 * applies nothing and rests in `nothingFound`, so the form can say so instead of failing silently.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import { dealerCodesFor, dealerSearchType, type DealerSearchInput, type Retailer } from '../../domain/dealer-search.js';
import { requiredCall } from '../shared/async.js';
import type { DealerSearchContext, DealerSearchEvent } from './dealer-search.types.js';

export const FETCH_DEALERS_ID = 'fetchDealers';
const EMPTY_INPUT: DealerSearchInput = { retailer: '', state: '', postcode: '', locality: '' };

export const dealerSearchMachine = setup({
  types: { context: {} as DealerSearchContext, events: {} as DealerSearchEvent },
  actors: {
    fetchDealers: requiredCall<Retailer[], DealerSearchInput>('dealerSearchMachine', 'fetchDealers'),
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
    storeFound: assign({
      found: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.fetchDealers');
        return event.output;
      },
    }),
    startFetch: spawnChild('fetchDealers', { id: FETCH_DEALERS_ID, input: ({ context }) => context.input }),
    stopFetch: stopChild(FETCH_DEALERS_ID),
    // Outward: the caller applies the dealer codes as the locator's `dealers` filter.
    applyDealers: (_args, _params: { codes: string[] }) => {},
  },
}).createMachine({
  id: 'dealerSearch',
  context: { input: EMPTY_INPUT, retailers: [], vehiclesListed: false, found: [] },
  initial: 'idle',
  on: {
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
    idle: {},
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
  },
});
