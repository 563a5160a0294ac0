/**
 * The stock locator: loads one page of a listing, pages through it, survives failures.
 * Pure: the listing and the price settings come from actors the caller provides with `.provide()`,
 * and the outward notifications (`announceLoaded`, `announcePageChange`) are actions the caller provides.
 * The fetches are spawned children rather than invocations so the machine can be walked by
 * `createTestModel` (which refuses invocations); the child is stopped on leaving `loading`, as an
 * invocation would be.
 */
import { assertEvent, assign, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import type { ListingResponse, SortOption } from '../../domain/listing-query.js';
import { LISTING_ITEMS_DEFAULT, LISTING_ITEMS_MAX, LISTING_ITEMS_MIN, SORT_DEFAULT } from '../../domain/listing-query.js';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../../domain/price-settings.js';
import type { Vehicle } from '../../domain/vehicle.js';

export type StockLocatorLanguage = 'ku' | 'en' | 'ar';

/** What the `fetchListing` actor receives. */
export interface FetchListingInput {
  listKey: string;
  page: number;
  items: number;
  sort: SortOption;
}

export interface StockLocatorInput {
  listKey: string;
  items?: number;
  sort?: SortOption;
  page?: number;
  language?: StockLocatorLanguage;
}

export interface StockLocatorError {
  code: string;
  message: string;
}

export type PriceSettingsStatus = 'pending' | 'loaded' | 'failed';

export interface StockLocatorContext {
  listKey: string;
  items: number;
  sort: SortOption;
  /** The page shown, or being loaded. */
  page: number;
  /** Number of pages, as the last response said (0 when the listing is empty). */
  pages: number;
  total: number;
  vehicles: Vehicle[];
  language: StockLocatorLanguage;
  priceSettings: PriceSettings;
  priceSettingsStatus: PriceSettingsStatus;
  error: StockLocatorError | null;
}

export type StockLocatorEvent =
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'page.go'; page: number }
  | { type: 'retry' }
  | { type: 'language.change'; language: StockLocatorLanguage }
  // Completion events of the spawned children, declared so their payloads are typed.
  | { type: 'xstate.done.actor.fetchListing'; output: ListingResponse }
  | { type: 'xstate.error.actor.fetchListing'; error: unknown }
  | { type: 'xstate.done.actor.fetchPriceSettings'; output: PriceSettings }
  | { type: 'xstate.error.actor.fetchPriceSettings'; error: unknown };

export const FETCH_LISTING_ID = 'fetchListing';
export const FETCH_PRICE_SETTINGS_ID = 'fetchPriceSettings';

function clampItems(items: number | undefined): number {
  if (items === undefined || !Number.isFinite(items)) return LISTING_ITEMS_DEFAULT;
  return Math.min(LISTING_ITEMS_MAX, Math.max(LISTING_ITEMS_MIN, Math.trunc(items)));
}

/** Any thrown value becomes a plain, serialisable error the view can show and the tests can compare. */
export function toStockLocatorError(error: unknown): StockLocatorError {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : 'unknown_error',
      message: typeof message === 'string' ? message : 'Unknown error',
    };
  }
  return { code: 'unknown_error', message: String(error) };
}

export const stockLocatorMachine = setup({
  types: {
    context: {} as StockLocatorContext,
    events: {} as StockLocatorEvent,
    input: {} as StockLocatorInput,
  },
  actors: {
    // Placeholders: the caller provides the real implementations with `.provide()`.
    fetchListing: fromPromise<ListingResponse, FetchListingInput>(async () => {
      throw new Error('stockLocatorMachine: provide a fetchListing actor');
    }),
    fetchPriceSettings: fromPromise<PriceSettings, void>(async () => {
      throw new Error('stockLocatorMachine: provide a fetchPriceSettings actor');
    }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page < context.pages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isOtherExistingPage: ({ context, event }) => {
      assertEvent(event, 'page.go');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= context.pages && event.page !== context.page;
    },
  },
  actions: {
    startListingFetch: spawnChild('fetchListing', {
      id: FETCH_LISTING_ID,
      input: ({ context }) => ({ listKey: context.listKey, page: context.page, items: context.items, sort: context.sort }),
    }),
    stopListingFetch: stopChild(FETCH_LISTING_ID),
    startPriceSettingsFetch: spawnChild('fetchPriceSettings', { id: FETCH_PRICE_SETTINGS_ID }),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    goToRequestedPage: assign({
      page: ({ event }) => {
        assertEvent(event, 'page.go');
        return event.page;
      },
    }),
    storeListing: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchListing');
      const { data, meta } = event.output;
      return { vehicles: data, total: meta.total, pages: meta.pages, page: meta.page, error: null };
    }),
    storeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchListing');
        return toStockLocatorError(event.error);
      },
    }),
    storePriceSettings: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchPriceSettings');
      return { priceSettings: event.output, priceSettingsStatus: 'loaded' as const };
    }),
    // Spec, section 8: a settings fetch failure is not fatal; the defaults stay.
    keepDefaultPriceSettings: assign({ priceSettingsStatus: 'failed' as const }),
    setLanguage: assign({
      language: ({ event }) => {
        assertEvent(event, 'language.change');
        return event.language;
      },
    }),
    // Outward notifications: no-ops here, the view provides DOM events.
    announceLoaded: () => {},
    announcePageChange: () => {},
  },
}).createMachine({
  id: 'stockLocator',
  context: ({ input }) => ({
    listKey: input.listKey,
    items: clampItems(input.items),
    sort: input.sort ?? SORT_DEFAULT,
    page: input.page !== undefined && Number.isInteger(input.page) && input.page >= 1 ? input.page : 1,
    pages: 0,
    total: 0,
    vehicles: [],
    language: input.language ?? 'ku',
    priceSettings: DEFAULT_PRICE_SETTINGS,
    priceSettingsStatus: 'pending',
    error: null,
  }),
  entry: 'startPriceSettingsFetch',
  on: {
    // Changing language re-renders from context; it never refetches.
    'language.change': { actions: 'setLanguage' },
    'xstate.done.actor.fetchPriceSettings': { actions: 'storePriceSettings' },
    'xstate.error.actor.fetchPriceSettings': { actions: 'keepDefaultPriceSettings' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'startListingFetch',
      exit: 'stopListingFetch',
      on: {
        'xstate.done.actor.fetchListing': { target: 'loaded', actions: ['storeListing', 'announceLoaded'] },
        'xstate.error.actor.fetchListing': { target: 'failed', actions: 'storeError' },
      },
    },
    loaded: {
      on: {
        'page.next': { guard: 'hasNextPage', target: 'loading', actions: ['goToNextPage', 'announcePageChange'] },
        'page.previous': { guard: 'hasPreviousPage', target: 'loading', actions: ['goToPreviousPage', 'announcePageChange'] },
        'page.go': { guard: 'isOtherExistingPage', target: 'loading', actions: ['goToRequestedPage', 'announcePageChange'] },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
  },
});

export type StockLocatorMachine = typeof stockLocatorMachine;
