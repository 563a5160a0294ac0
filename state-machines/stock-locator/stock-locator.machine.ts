/**
 * The stock locator: loads one page of a listing with the visitor's filters and sort, refetches on
 * every change, pages through it, survives failures. Pure: the listing and the settings come from
 * actors the caller provides with `.provide()`; the outward effects (`announceLoaded`,
 * `announcePageChange`, `writeUrl`) are actions the caller provides.
 * The fetches are spawned children rather than invocations so the machine can be walked by
 * `createTestModel` (which refuses invocations). A change while a request is out re-enters
 * `loading`: the old child is stopped (its abort signal fires) and a new one starts; should an
 * answer of a superseded request still arrive, its requestId no longer matches and it is dropped.
 */
import { and, assertEvent, assign, cancel, enqueueActions, raise, setup, spawnChild, stopChild } from 'xstate';
import { tidyKeyword } from '../../domain/keyword-search.js';
import {
  LISTING_ITEMS_DEFAULT,
  LISTING_ITEMS_MAX,
  LISTING_ITEMS_MIN,
  SORT_DEFAULT,
  type ListingFilters,
} from '../../domain/listing-query.js';
import { DEFAULT_STOCK_LOCATOR_SETTINGS, type StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import {
  emptyFilters,
  mergeFilters,
  sameFilters,
  setOptions,
  setRange,
  toggleOption,
  withAvailability,
} from '../../domain/stock-filters.js';
import type {
  FetchListingInput,
  FetchListingOutput,
  FetchSuggestionsInput,
  FetchSuggestionsOutput,
  StockLocatorContext,
  StockLocatorError,
  StockLocatorEvent,
  StockLocatorInitial,
  StockLocatorInput,
  UrlWriteMode,
} from './stock-locator.types.js';
import { codeAndMessageOf } from '../../domain/api-error.js';
import { isListingRefusal } from '../../domain/listing-refusal.js';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';

export const FETCH_LISTING_ID = 'fetchListing';
export const FETCH_SETTINGS_ID = 'fetchSettings';
export const FETCH_SUGGESTIONS_ID = 'fetchSuggestions';
/** The pause in typing after which the text becomes the keyword and suggestions are asked. */
export const KEYWORD_DEBOUNCE_MS = 250;
const KEYWORD_TIMER = 'keywordTimer';

function clampItems(items: number | undefined): number {
  if (items === undefined || !Number.isFinite(items)) return LISTING_ITEMS_DEFAULT;
  return Math.min(LISTING_ITEMS_MAX, Math.max(LISTING_ITEMS_MIN, Math.trunc(items)));
}

/** The context a server-rendered first page gives: its answer as `storeListing` would keep it, and its settings. */
function initialContext(initial: StockLocatorInitial | undefined): Partial<StockLocatorContext> {
  if (!initial || initial.listing.meta.pages < 1) return {};
  const { data, meta } = initial.listing;
  return {
    vehicles: data,
    total: meta.total,
    pages: meta.pages,
    page: meta.page,
    facets: meta.facets ?? null,
    settings: initial.settings,
    settingsStatus: 'loaded',
  };
}

/** Any thrown value becomes a plain, serialisable error the view can show and the tests can compare. */
export function toStockLocatorError(error: unknown): StockLocatorError {
  const origin = (error as { details?: { origin?: unknown } } | null)?.details?.origin;
  return { ...codeAndMessageOf(error), ...(typeof origin === 'string' ? { origin } : {}) };
}

/** The visitor's filters after a filter event (the same filters for any other event). */
export function filtersAfter(context: StockLocatorContext, event: StockLocatorEvent): ListingFilters {
  switch (event.type) {
    case 'filters.toggle':
      return toggleOption(context.filters, event.key, event.value);
    case 'filters.set':
      return setOptions(context.filters, event.key, event.values);
    case 'filters.range':
      // Bounds of the last answer: a thumb back at its end means "no limit" on that side.
      return setRange(context.filters, event.key, event.range, context.facets?.ranges[event.key]);
    case 'filters.reset':
      return emptyFilters();
    case 'filters.restore':
      return event.filters;
    default:
      return context.filters;
  }
}

/**
 * The keyword a keyword event leaves: the text settled or submitted (the pointed suggestion's keyword
 * when one is pointed at), the chosen suggestion's, or none after a clear; the same for other events.
 */
export function keywordAfter(context: StockLocatorContext, event: StockLocatorEvent): string {
  switch (event.type) {
    case 'keyword.settle':
      return tidyKeyword(context.keywordDraft);
    case 'keyword.submit': {
      const pointed = context.suggestionsOpen ? context.suggestions[context.activeSuggestion] : undefined;
      return pointed ? pointed.q : tidyKeyword(context.keywordDraft);
    }
    case 'keyword.choose':
      return context.suggestions[event.index]?.q ?? context.keyword;
    case 'keyword.clear':
      return '';
    default:
      return context.keyword;
  }
}

/**
 * Re-enters `loading` from any of its sibling states: stops the request out, if any, and starts the
 * new one. These sit on each state rather than on the root: a re-entering root transition would exit
 * and enter the root too, and run its entry (the settings fetch) again on every change.
 */
const RELOAD = { target: 'loading', reenter: true } as const;

/** Stops the suggestion request out, if any, and asks for the text typed now. */
const ASK_SUGGESTIONS = ['stopSuggestionsFetch', 'nextSuggestRequest', 'startSuggestionsFetch'] as const;

/** A change of the filters: a new request, its URL a step of history (`push`) or replacing the entry (`replace`). */
const filtersChange = (mode: 'push' | 'replace') =>
  ({ guard: and(['isSearch', 'changesFilters']), ...RELOAD, actions: ['applyFilters', { type: 'writeUrl', params: { mode } }] }) as const;

/**
 * A change of the query: a new request from whichever state the locator is in. A curated locator
 * (`curated`, domain/curated-vehicles.ts) shows its list and no search: these are ignored there.
 */
const QUERY_CHANGES = {
  // Discrete choices are steps of history (push); a slider or a typed budget replaces the entry.
  'filters.toggle': filtersChange('push'),
  'filters.set': filtersChange('push'),
  'filters.reset': filtersChange('push'),
  'filters.range': filtersChange('replace'),
  'filters.restore': { guard: and(['isSearch', 'changesQuery']), ...RELOAD, actions: 'restoreQuery' },
  'sort.change': {
    guard: and(['isSearch', 'isOtherSort']),
    ...RELOAD,
    actions: ['applySort', { type: 'writeUrl', params: { mode: 'push' } }],
  },
  'unavailable.toggle': { guard: 'isSearch', ...RELOAD, actions: 'toggleUnavailable' },
  // Typing replaces the history entry (as a slider does); a submitted, chosen or removed keyword is a step of history.
  'keyword.settle': [
    {
      guard: and(['isSearch', 'changesKeyword']),
      ...RELOAD,
      actions: [...ASK_SUGGESTIONS, 'applyKeyword', { type: 'writeUrl', params: { mode: 'replace' } }],
    },
    { actions: ASK_SUGGESTIONS },
  ],
  'keyword.submit': [
    {
      guard: and(['isSearch', 'changesKeyword']),
      ...RELOAD,
      actions: ['stopKeywordTimer', 'stopSuggestionsFetch', 'applyKeyword', { type: 'writeUrl', params: { mode: 'push' } }],
    },
    { actions: ['stopKeywordTimer', 'stopSuggestionsFetch', 'applyKeyword'] },
  ],
  'keyword.choose': [
    {
      guard: and(['isSearch', 'changesKeyword']),
      ...RELOAD,
      actions: ['stopKeywordTimer', 'stopSuggestionsFetch', 'applyKeyword', { type: 'writeUrl', params: { mode: 'push' } }],
    },
    { actions: ['stopKeywordTimer', 'stopSuggestionsFetch', 'applyKeyword'] },
  ],
  'keyword.clear': [
    {
      guard: and(['isSearch', 'changesKeyword']),
      ...RELOAD,
      actions: ['stopKeywordTimer', 'stopSuggestionsFetch', 'applyKeyword', { type: 'writeUrl', params: { mode: 'push' } }],
    },
    { actions: ['stopKeywordTimer', 'stopSuggestionsFetch', 'applyKeyword'] },
  ],
} as const;

export const stockLocatorMachine = setup({
  types: {
    context: {} as StockLocatorContext,
    events: {} as StockLocatorEvent,
    input: {} as StockLocatorInput,
  },
  actors: {
    // The caller provides the real implementations with `.provide()`.
    fetchListing: requiredCall<FetchListingOutput, FetchListingInput>('stockLocatorMachine', 'fetchListing'),
    fetchSettings: requiredCall<StockLocatorSettings>('stockLocatorMachine', 'fetchSettings'),
    fetchSuggestions: requiredCall<FetchSuggestionsOutput, FetchSuggestionsInput>('stockLocatorMachine', 'fetchSuggestions'),
  },
  delays: { keywordDebounce: KEYWORD_DEBOUNCE_MS },
  guards: {
    /** A search, not a curated list: filters, sort and keyword apply. */
    isSearch: ({ context }) => context.curated.length === 0,
    isListingRefused: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.fetchListing');
      return isListingRefusal(toStockLocatorError(event.error).code);
    },
    hasNextPage: ({ context }) => context.page < context.pages,
    hasPreviousPage: ({ context }) => context.page > 1,
    isOtherExistingPage: ({ context, event }) => {
      assertEvent(event, 'page.go');
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= context.pages && event.page !== context.page;
    },
    isOtherSort: ({ context, event }) => {
      assertEvent(event, 'sort.change');
      return event.sort !== context.sort;
    },
    changesFilters: ({ context, event }) => !sameFilters(filtersAfter(context, event), context.filters),
    changesQuery: ({ context, event }) => {
      assertEvent(event, 'filters.restore');
      return (
        event.page !== context.page ||
        event.sort !== context.sort ||
        (event.keyword ?? '') !== context.keyword ||
        !sameFilters(event.filters, context.filters)
      );
    },
    changesKeyword: ({ context, event }) => keywordAfter(context, event) !== context.keyword,
    isCurrentSuggestions: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSuggestions');
      return event.output.requestId === context.suggestRequestId;
    },
    hasSuggestions: ({ context }) => context.suggestionsOpen && context.suggestions.length > 0,
    /** The server-rendered first page came with the input: nothing to fetch. */
    startsLoaded: ({ context }) => context.settingsStatus === 'loaded' && context.pages > 0,
    isCurrentRequest: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchListing');
      return event.output.requestId === context.requestId;
    },
  },
  actions: {
    startListingFetch: spawnChild('fetchListing', {
      id: FETCH_LISTING_ID,
      input: ({ context }) => ({
        requestId: context.requestId,
        listKey: context.listKey,
        page: context.page,
        items: context.items,
        sort: context.sort,
        filters: withAvailability(mergeFilters(context.filters, context.forced), context.includeUnavailable),
        // A curated list has no search: a keyword typed anyway never narrows it.
        keyword: context.curated.length > 0 ? '' : context.keyword,
        vehicles: context.curated,
      }),
    }),
    stopListingFetch: stopChild(FETCH_LISTING_ID),
    // After a keyword event: the keyword applied (page 1, as for any filter), the field showing it, the list closed.
    applyKeyword: assign(({ context, event }) => {
      const keyword = keywordAfter(context, event);
      const settled = event.type === 'keyword.settle';
      return {
        keyword,
        // Settling keeps the text as typed (the visitor is still in the field); the others show the keyword.
        keywordDraft: settled ? context.keywordDraft : keyword,
        page: keyword === context.keyword ? context.page : 1,
        ...(settled ? {} : { suggestionsOpen: false, activeSuggestion: -1 }),
      };
    }),
    setKeywordDraft: assign(({ event }) => {
      assertEvent(event, 'keyword.type');
      return { keywordDraft: event.text, activeSuggestion: -1 };
    }),
    // A new pause timer on every keystroke (the old one cancelled first): what `after` does, on the actor's clock.
    startKeywordTimer: raise({ type: 'keyword.settle' }, { id: KEYWORD_TIMER, delay: 'keywordDebounce' }),
    stopKeywordTimer: cancel(KEYWORD_TIMER),
    // Suggestions follow the text typed so far (the caller answers an empty text with none, without asking).
    stopSuggestionsFetch: stopChild(FETCH_SUGGESTIONS_ID),
    nextSuggestRequest: assign({ suggestRequestId: ({ context }) => context.suggestRequestId + 1 }),
    startSuggestionsFetch: spawnChild('fetchSuggestions', {
      id: FETCH_SUGGESTIONS_ID,
      input: ({ context }) => ({
        requestId: context.suggestRequestId,
        listKey: context.listKey,
        q: tidyKeyword(context.keywordDraft),
        language: context.language,
        filters: withAvailability(mergeFilters(context.filters, context.forced), context.includeUnavailable),
      }),
    }),
    storeSuggestions: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSuggestions');
      const suggestions = event.output.suggestions;
      return { suggestions, suggestionsOpen: suggestions.length > 0, activeSuggestion: -1 };
    }),
    // Suggestions are a help, never in the way: a failure only means no list.
    dropSuggestions: assign({ suggestions: [], suggestionsOpen: false, activeSuggestion: -1 }),
    closeSuggestions: assign({ suggestionsOpen: false, activeSuggestion: -1 }),
    pointNextSuggestion: assign({
      activeSuggestion: ({ context }) => (context.activeSuggestion + 1) % context.suggestions.length,
    }),
    pointPreviousSuggestion: assign({
      activeSuggestion: ({ context }) => (context.activeSuggestion <= 0 ? context.suggestions.length : context.activeSuggestion) - 1,
    }),
    nextRequest: assign({ requestId: ({ context }) => context.requestId + 1 }),
    startSettingsFetch: spawnChild('fetchSettings', { id: FETCH_SETTINGS_ID }),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => context.page - 1 }),
    goToRequestedPage: assign({ page: eventValue('page.go', 'page') }),
    // Every change of filters or sort starts again on page 1: the old page number may not exist in the new results (docs/embedding.md, "What the widgets do").
    applyFilters: assign(({ context, event }) => ({ filters: filtersAfter(context, event), page: 1 })),
    toggleUnavailable: assign(({ context }) => ({ includeUnavailable: !context.includeUnavailable, page: 1 })),
    applySort: assign(({ event }) => {
      assertEvent(event, 'sort.change');
      return { sort: event.sort, page: 1 };
    }),
    restoreQuery: assign(({ event }) => {
      assertEvent(event, 'filters.restore');
      const keyword = event.keyword ?? '';
      return {
        filters: event.filters,
        page: event.page,
        sort: event.sort,
        keyword,
        keywordDraft: keyword,
        suggestionsOpen: false,
        activeSuggestion: -1,
      };
    }),
    storeListing: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchListing');
      const { data, meta } = event.output.response;
      return { vehicles: data, total: meta.total, pages: meta.pages, page: meta.page, facets: meta.facets ?? null, error: null };
    }),
    storeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.fetchListing');
        return toStockLocatorError(event.error);
      },
    }),
    storeSettings: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.fetchSettings');
      return { settings: event.output, settingsStatus: 'loaded' as const };
    }),
    // A settings fetch failure is not fatal; the defaults stay (docs/embedding.md, "What the widgets do").
    keepDefaultSettings: assign({ settingsStatus: 'failed' as const }),
    setLanguage: assign({ language: eventValue('language.change', 'language') }),
    // Outward effects: no-ops here, the view provides DOM events and the history writes.
    announceLoaded: () => {},
    announcePageChange: () => {},
    writeUrl: (_args, _params: { mode: UrlWriteMode }) => {},
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
    facets: null,
    filters: input.filters ?? emptyFilters(),
    forced: input.forced ?? emptyFilters(),
    keyword: tidyKeyword(input.keyword ?? ''),
    keywordDraft: tidyKeyword(input.keyword ?? ''),
    suggestions: [],
    suggestionsOpen: false,
    activeSuggestion: -1,
    suggestRequestId: 0,
    includeUnavailable: input.includeUnavailable ?? false,
    curated: input.curated ?? [],
    requestId: 0,
    language: input.language ?? 'ku',
    settings: DEFAULT_STOCK_LOCATOR_SETTINGS,
    settingsStatus: 'pending',
    error: null,
    ...initialContext(input.initial),
  }),
  // With the server's settings there is nothing to ask (they are the page's own, a moment old).
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.settingsStatus === 'pending') enqueue('startSettingsFetch');
  }),
  on: {
    // Changing language re-renders from context; it never refetches.
    'language.change': { actions: 'setLanguage' },
    'xstate.done.actor.fetchSettings': { actions: 'storeSettings' },
    'xstate.error.actor.fetchSettings': { actions: 'keepDefaultSettings' },
    // Typing is allowed in every state (even refused: the field is simply not shown there).
    'keyword.type': { actions: ['setKeywordDraft', 'stopKeywordTimer', 'startKeywordTimer'] },
    // The pause also asks for suggestions; the states below apply the keyword itself.
    'xstate.done.actor.fetchSuggestions': { guard: 'isCurrentSuggestions', actions: 'storeSuggestions' },
    'xstate.error.actor.fetchSuggestions': { actions: 'dropSuggestions' },
    'suggestions.next': { guard: 'hasSuggestions', actions: 'pointNextSuggestion' },
    'suggestions.previous': { guard: 'hasSuggestions', actions: 'pointPreviousSuggestion' },
    'suggestions.close': { actions: ['stopSuggestionsFetch', 'closeSuggestions'] },
  },
  initial: 'starting',
  states: {
    /** Transient: a server-rendered first page starts `loaded` (no second request), anything else loads. */
    starting: {
      always: [{ guard: 'startsLoaded', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      entry: ['nextRequest', 'startListingFetch'],
      exit: 'stopListingFetch',
      on: {
        ...QUERY_CHANGES,
        'xstate.done.actor.fetchListing': { guard: 'isCurrentRequest', target: 'loaded', actions: ['storeListing', 'announceLoaded'] },
        'xstate.error.actor.fetchListing': [
          { guard: 'isListingRefused', target: 'refused', actions: 'storeError' },
          { target: 'failed', actions: 'storeError' },
        ],
      },
    },
    loaded: {
      on: {
        ...QUERY_CHANGES,
        'page.next': {
          guard: 'hasNextPage',
          target: 'loading',
          actions: ['goToNextPage', 'announcePageChange', { type: 'writeUrl', params: { mode: 'push' } }],
        },
        'page.previous': {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: ['goToPreviousPage', 'announcePageChange', { type: 'writeUrl', params: { mode: 'push' } }],
        },
        'page.go': {
          guard: 'isOtherExistingPage',
          target: 'loading',
          actions: ['goToRequestedPage', 'announcePageChange', { type: 'writeUrl', params: { mode: 'push' } }],
        },
      },
    },
    failed: {
      on: { ...QUERY_CHANGES, retry: 'loading' },
    },
    /**
     * The API refused the listing to this page for good: its origin is not allowed, or the list key
     * names no listing (domain/listing-refusal.ts). No retry, no filter change can help; only the
     * language may still change (the root's event), so the machine stays running rather than final.
     * An admin's fix shows on the next page load.
     */
    refused: {},
  },
});

export type StockLocatorMachine = typeof stockLocatorMachine;
