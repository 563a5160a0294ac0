import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ListingResponse } from '../../domain/listing-query.js';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';
import { DEFAULT_STOCK_LOCATOR_SETTINGS, type StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import { countChosen } from '../../domain/stock-filters.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { createHarness as harnessOf, modelParams, reachedStates, testPaths } from '../testing/harness.js';
import type { KeywordSuggestion } from '../../domain/keyword-search.js';
import {
  KEYWORD_DEBOUNCE_MS,
  stockLocatorMachine,
  toStockLocatorError,
  type FetchListingInput,
  type FetchListingOutput,
  type FetchSuggestionsInput,
  type StockLocatorEvent,
  type StockLocatorInput,
  type UrlWriteMode,
} from './index.js';

const PAGES = 3;
const INPUT = { listKey: 'iraq', items: 2 };
const SETTINGS: StockLocatorSettings = {
  priceSettings: { ...DEFAULT_PRICE_SETTINGS, symbol: 'IQD', format: '^ %' },
  features: ['owner_visible'],
  market: 'overseas',
};
const SERVER_ERROR = { code: 'http_500', message: 'Something went wrong' };
/** The API's refusal of this page's origin (server/listing/resolve-listing.ts), as the widgets' client throws it. */
const ORIGIN_REFUSED = {
  code: 'origin_not_allowed',
  message: 'The listing "iraq" does not allow pages of https://x.example',
  status: 403,
  details: { origin: 'https://x.example', listing: 'iraq', fix: 'npm run listing:allow -- --listing iraq --origin https://x.example' },
};
const LISTING_MISSING = { code: 'listing_not_found', message: 'No listing "iraq"', status: 404 };

/** A listing page as the API would answer it: two vehicles whose ids tell the page, and facets. */
function listingPage(page: number): ListingResponse {
  const vehicle = (n: number) => ({ id: page * 100 + n, type: 'vehicle' }) as Vehicle;
  return {
    data: [vehicle(1), vehicle(2)],
    meta: {
      total: PAGES * 2 - 1,
      page,
      pages: PAGES,
      items: 2,
      sort: 'createdAtDesc',
      facets: { checkbox: { models: [{ value: 'XE', count: 3 }] }, ranges: { mileage: { min: 0, max: 100_000 } } },
    },
  };
}

type Snapshot = SnapshotFrom<typeof stockLocatorMachine>;

/** The system under test: the machine with calls the test settles by hand, and its outward effects recorded. */
function createHarness(input: StockLocatorInput = INPUT) {
  const announced: string[] = [];
  const urls: UrlWriteMode[] = [];
  const h = harnessOf(stockLocatorMachine, {
    calls: ['fetchListing', 'fetchSettings', 'fetchSuggestions'],
    input,
    actions: {
      announceLoaded: ({ context }) => void announced.push(`loaded:${context.page}`),
      announcePageChange: ({ context }) => void announced.push(`page:${context.page}`),
      writeUrl: (_args, params) => void urls.push(params.mode),
    },
  });
  return { ...h, announced, urls };
}
type Harness = ReturnType<typeof createHarness>;

const answer = (input: FetchListingInput): FetchListingOutput => ({ requestId: input.requestId, response: listingPage(input.page) });
/** Answers the listing request out as the API would, for the page and request it asked. */
const answerListing = (h: Harness) => h.answer('fetchListing', answer(h.calls.input('fetchListing') as FetchListingInput));

/** The event types a model samples; the graph adds any other type the machine accepts, bare, and those are left out. */
let sampled = new Set<string>();

/** Completion events are only possible while their request is out, as in the real world. */
function isPossible(state: Snapshot, event: StockLocatorEvent): boolean {
  if (!sampled.has(event.type)) return false;
  if (event.type.endsWith('.fetchListing')) return state.matches('loading');
  if (event.type.endsWith('.fetchSettings')) return state.context.settingsStatus === 'pending';
  return true;
}

const doneListing = (state: Snapshot): StockLocatorEvent => ({
  type: 'xstate.done.actor.fetchListing',
  output: { requestId: state.context.requestId, response: listingPage(state.context.page) },
});

/** What the model tells apart; vehicles follow from the page, and the filters by what was chosen. */
function abstractState(state: Snapshot): string {
  const { page, sort, filters, language, settingsStatus, error } = state.context;
  return JSON.stringify([state.value, page, sort, filters, language, settingsStatus, error !== null]);
}

const pageOf = (event: { type: string }) => ('page' in event ? `(${String(event.page)})` : '');

function params(h: Harness, extra?: (state: Snapshot) => void) {
  return modelParams(h, {
    serializeState: abstractState,
    // Exactly one listing request is out while loading (superseded ones were stopped); settings until they arrive.
    callsOut: (state) => [
      ...(state.matches('loading') ? (['fetchListing'] as const) : []),
      ...(state.context.settingsStatus === 'pending' ? (['fetchSettings'] as const) : []),
    ],
    check: (state, real) => {
      if (state.matches('loaded')) {
        expect(real.context.vehicles.map((v) => v.id)).toEqual(listingPage(real.context.page).data.map((v) => v.id));
        expect(real.context.facets).not.toBeNull();
      }
      if (state.matches('failed')) expect(real.context.error).toEqual(SERVER_ERROR);
      if (state.matches('refused'))
        expect(real.context.error).toEqual({ code: 'origin_not_allowed', message: ORIGIN_REFUSED.message, origin: 'https://x.example' });
      expect(real.context.settings).toEqual(real.context.settingsStatus === 'loaded' ? SETTINGS : DEFAULT_STOCK_LOCATOR_SETTINGS);
      if (state.matches('loading')) {
        // The request asks for what the context says.
        const { page, sort, filters } = state.context;
        expect(h.calls.input('fetchListing')).toMatchObject({ listKey: 'iraq', page, items: 2, sort, filters });
      }
      extra?.(state);
    },
    events: { 'xstate.done.actor.fetchListing': () => answerListing(h) },
  });
}

describe('stock-locator machine, model-based: paging, failures, language, settings', () => {
  sampled = new Set([
    'page.next',
    'page.previous',
    'page.go',
    'retry',
    'language.change',
    'xstate.done.actor.fetchListing',
    'xstate.error.actor.fetchListing',
    'xstate.done.actor.fetchSettings',
    'xstate.error.actor.fetchSettings',
  ]);
  const model = createTestModel(stockLocatorMachine, {
    input: INPUT,
    events: (state: Snapshot): StockLocatorEvent[] => [
      { type: 'page.next' },
      { type: 'page.previous' },
      { type: 'page.go', page: 1 },
      { type: 'page.go', page: PAGES },
      { type: 'page.go', page: PAGES + 1 },
      { type: 'retry' },
      { type: 'language.change', language: 'en' },
      doneListing(state),
      { type: 'xstate.error.actor.fetchListing', error: SERVER_ERROR },
      { type: 'xstate.error.actor.fetchListing', error: ORIGIN_REFUSED },
      { type: 'xstate.done.actor.fetchSettings', output: SETTINGS },
      { type: 'xstate.error.actor.fetchSettings', error: SERVER_ERROR },
    ],
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths();
  it('reaches every state by some path', () => {
    const reached = reachedStates(shortest);
    expect(reached).toEqual(new Set(['"loading"', '"loaded"', '"failed"', '"refused"']));
  });
  testPaths('shortest', shortest, () => params(createHarness()), pageOf);
});

describe('stock-locator machine: a listing refused to this page', () => {
  for (const [name, refusal, error] of [
    ['origin not allowed', ORIGIN_REFUSED, { code: 'origin_not_allowed', message: ORIGIN_REFUSED.message, origin: 'https://x.example' }],
    ['unknown list key', LISTING_MISSING, { code: 'listing_not_found', message: LISTING_MISSING.message }],
  ] as const) {
    it(`${name}: ends in refused, where retry, paging and filters do nothing and the language still changes`, async () => {
      const h = createHarness();
      await h.answer('fetchSettings', SETTINGS);
      await h.fail('fetchListing', refusal);
      expect(h.actor.getSnapshot().value).toBe('refused');
      expect(h.actor.getSnapshot().context.error).toEqual(error);
      for (const event of [
        { type: 'retry' },
        { type: 'page.next' },
        { type: 'filters.toggle', key: 'models', value: 'XE' },
        { type: 'sort.change', sort: 'priceAsc' },
      ] as const) {
        expect(h.actor.getSnapshot().can(event)).toBe(false);
        h.actor.send(event);
        expect(h.actor.getSnapshot().value).toBe('refused');
      }
      expect(h.calls.has('fetchListing')).toBe(false);
      h.actor.send({ type: 'language.change', language: 'ar' });
      expect(h.actor.getSnapshot().context.language).toBe('ar');
      expect(h.actor.getSnapshot().value).toBe('refused');
    });
  }

  it('a server error still offers the retry', async () => {
    const h = createHarness();
    await h.fail('fetchListing', SERVER_ERROR);
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().can({ type: 'retry' })).toBe(true);
  });
});

describe('stock-locator machine, model-based: filters, sort, back and forward', () => {
  // Settings arrive first on every path, so the walk is about the query alone.
  const filterEvents = (state: Snapshot): StockLocatorEvent[] => [
    { type: 'filters.toggle', key: 'models', value: 'XE' },
    { type: 'filters.set', key: 'dealers', values: ['IQ-EBL-01'] },
    { type: 'filters.range', key: 'mileage', range: { lteq: 50_000 } },
    // Back at the bound: no limit, so this only clears a mileage limit.
    { type: 'filters.range', key: 'mileage', range: { gteq: 0, lteq: 100_000 } },
    { type: 'filters.reset' },
    { type: 'sort.change', sort: 'priceAsc' },
    { type: 'filters.restore', filters: { checkbox: { models: ['XE'] }, ranges: {} }, page: 2, sort: 'createdAtDesc' },
    { type: 'page.next' },
    doneListing(state),
    { type: 'xstate.error.actor.fetchListing', error: SERVER_ERROR },
    { type: 'retry' },
  ];
  sampled = new Set(filterEvents({ context: { page: 1, requestId: 0 } } as Snapshot).map((e) => e.type));
  const model = createTestModel(stockLocatorMachine, {
    input: INPUT,
    events: filterEvents,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths({
    // Keep the walk small: at most two choices made at once.
    filterEvents: (state, event) => isPossible(state, event) && countChosen(state.context.filters) <= 2,
  });
  it('walks more than the trivial paths', () => expect(shortest.length).toBeGreaterThan(30));
  testPaths('shortest', shortest, () => params(createHarness()), pageOf);
});

/** The page as the server rendered it: the first page's answer and the settings embedded beside the element. */
const SERVER_RENDERED: StockLocatorInput = { ...INPUT, initial: { listing: listingPage(1), settings: SETTINGS } };

describe('stock-locator machine, model-based: a server-rendered first page', () => {
  const events = (state: Snapshot): StockLocatorEvent[] => [
    { type: 'page.next' },
    { type: 'page.go', page: PAGES },
    { type: 'filters.toggle', key: 'models', value: 'XE' },
    { type: 'sort.change', sort: 'priceAsc' },
    doneListing(state),
    { type: 'xstate.error.actor.fetchListing', error: SERVER_ERROR },
    { type: 'retry' },
  ];
  sampled = new Set(events({ context: { page: 1, requestId: 0 } } as Snapshot).map((e) => e.type));
  const model = createTestModel(stockLocatorMachine, {
    input: SERVER_RENDERED,
    events,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths({
    filterEvents: (state, event) => isPossible(state, event) && countChosen(state.context.filters) <= 1,
  });
  it('starts loaded and reaches loading and failed from there', () => {
    expect(shortest[0]?.steps[0]?.state.value).toBe('loaded');
    expect(reachedStates(shortest)).toEqual(new Set(['"loading"', '"loaded"', '"failed"']));
  });
  testPaths('shortest', shortest, () => params(createHarness(SERVER_RENDERED)), pageOf);
});

describe('stock-locator machine, guards and actions', () => {
  it('starts on the server-rendered page without asking for it or for the settings again', () => {
    const h = createHarness(SERVER_RENDERED);
    expect(h.actor.getSnapshot().value).toBe('loaded');
    expect(h.calls.size).toBe(0);
    expect(h.actor.getSnapshot().context).toMatchObject({
      total: PAGES * 2 - 1,
      pages: PAGES,
      page: 1,
      settings: SETTINGS,
      settingsStatus: 'loaded',
    });
    expect(h.actor.getSnapshot().context.vehicles.map((v) => v.id)).toEqual([101, 102]);
    h.actor.send({ type: 'page.next' });
    expect((h.calls.input('fetchListing') as FetchListingInput).page).toBe(2);
    expect(h.calls.count('fetchSettings')).toBe(0);
  });

  it('loads as usual when the server rendered an empty answer', () => {
    const empty: ListingResponse = { data: [], meta: { total: 0, page: 1, pages: 0, items: 2, sort: 'createdAtDesc' } };
    const h = createHarness({ ...INPUT, initial: { listing: empty, settings: SETTINGS } });
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.calls.out()).toEqual(['fetchListing', 'fetchSettings']);
  });

  const loadedOnFirstPage = async () => {
    const h = createHarness();
    await answerListing(h);
    return h;
  };

  it('starts loading page 1 with the input, clamping items to the spec limits', () => {
    const actor = createActor(stockLocatorMachine, { input: { listKey: 'x', items: 99 } });
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, items: 12, sort: 'createdAtDesc', language: 'ku' });
    const small = createActor(stockLocatorMachine, { input: { listKey: 'x', items: 0 } });
    expect(small.getSnapshot().context.items).toBe(1);
  });

  it('sends forced filters with the chosen ones, yet keeps them out of the visitor filters', () => {
    const actor = createActor(
      stockLocatorMachine.provide({
        actors: {
          fetchListing: fromPromise(() => new Promise<FetchListingOutput>(() => {})),
          fetchSettings: fromPromise(() => new Promise<StockLocatorSettings>(() => {})),
        },
      }),
      {
        input: {
          listKey: 'x',
          filters: { checkbox: { states: ['new'] }, ranges: {} },
          forced: { checkbox: { brands: ['jaguar'] }, ranges: {} },
        },
      },
    );
    actor.start();
    const child = actor.getSnapshot().children.fetchListing;
    expect((child?.getSnapshot() as { input: FetchListingInput }).input.filters.checkbox).toEqual({ states: ['new'], brands: ['jaguar'] });
    expect(actor.getSnapshot().context.filters.checkbox).toEqual({ states: ['new'] });
  });

  it('drops the answer of a superseded request', async () => {
    const h = await loadedOnFirstPage();
    h.actor.send({ type: 'filters.toggle', key: 'models', value: 'XE' });
    const stale = h.actor.getSnapshot().context.requestId - 1;
    h.actor.send({ type: 'xstate.done.actor.fetchListing', output: { requestId: stale, response: listingPage(3) } });
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.calls.count('fetchListing')).toBe(1);
  });

  it('restarts the request when a filter changes while one is out', async () => {
    const h = createHarness();
    const before = h.actor.getSnapshot().context.requestId;
    h.actor.send({ type: 'filters.toggle', key: 'models', value: 'XE' });
    expect(h.calls.count('fetchListing')).toBe(1);
    expect((h.calls.input('fetchListing') as FetchListingInput).requestId).toBe(before + 1);
    expect((h.calls.input('fetchListing') as FetchListingInput).filters.checkbox).toEqual({ models: ['XE'] });
  });

  it('leaves reserved and sold cars out of the query until the visitor asks for them, on page 1 again', async () => {
    const h = await loadedOnFirstPage();
    h.actor.send({ type: 'page.next' });
    const statuses = () => (h.calls.input('fetchListing') as FetchListingInput).filters.forcedStatuses ?? [];
    expect(statuses()).not.toContain('reserved');
    expect(statuses()).not.toContain('sold');
    expect(statuses()).toContain('stock');
    h.actor.send({ type: 'unavailable.toggle' });
    expect(h.actor.getSnapshot().context).toMatchObject({ includeUnavailable: true, page: 1 });
    expect((h.calls.input('fetchListing') as FetchListingInput).filters.forcedStatuses).toBeUndefined();
  });

  it("keeps a block's own forced statuses and the visitor's chosen statuses as they are", () => {
    const h = createHarness();
    h.actor.send({ type: 'filters.toggle', key: 'statuses', value: 'sold' });
    const input = h.calls.input('fetchListing') as FetchListingInput;
    expect(input.filters.checkbox.statuses).toEqual(['sold']);
    expect(input.filters.forcedStatuses).toBeUndefined();
  });

  it('asks for the settings once, however often the query changes', async () => {
    const h = await loadedOnFirstPage();
    h.actor.send({ type: 'filters.toggle', key: 'models', value: 'XE' });
    h.actor.send({ type: 'sort.change', sort: 'priceDesc' });
    expect(h.calls.count('fetchSettings')).toBe(1);
  });

  it('pushes discrete changes, replaces range changes, writes nothing for back and forward', async () => {
    const h = await loadedOnFirstPage();
    h.actor.send({ type: 'filters.toggle', key: 'models', value: 'XE' });
    h.actor.send({ type: 'filters.range', key: 'mileage', range: { lteq: 1000 } });
    h.actor.send({ type: 'sort.change', sort: 'priceDesc' });
    h.actor.send({ type: 'filters.restore', filters: { checkbox: {}, ranges: {} }, page: 1, sort: 'createdAtDesc' });
    await answerListing(h);
    h.actor.send({ type: 'page.next' });
    expect(h.urls).toEqual(['push', 'replace', 'push', 'push']);
  });

  it('resets to page 1 on a filter change, and ignores a change that changes nothing', async () => {
    const h = await loadedOnFirstPage();
    h.actor.send({ type: 'page.go', page: 3 });
    await answerListing(h);
    expect(h.actor.getSnapshot().can({ type: 'filters.reset' })).toBe(false);
    expect(h.actor.getSnapshot().can({ type: 'filters.range', key: 'mileage', range: { lteq: 100_000 } })).toBe(false);
    h.actor.send({ type: 'filters.set', key: 'states', values: ['used'] });
    expect(h.actor.getSnapshot().context.page).toBe(1);
  });

  it('announces loads and page changes through the provided actions', async () => {
    const h = await loadedOnFirstPage();
    h.actor.send({ type: 'page.next' });
    await answerListing(h);
    expect(h.announced).toEqual(['loaded:1', 'page:2', 'loaded:2']);
  });

  it('turns any thrown value into a plain error', () => {
    expect(toStockLocatorError(new Error('x'))).toEqual({ code: 'unknown_error', message: 'x' });
    expect(toStockLocatorError('text')).toEqual({ code: 'unknown_error', message: 'text' });
    expect(toStockLocatorError({ code: 'not_found', message: 'gone' })).toEqual({ code: 'not_found', message: 'gone' });
  });
});

describe('stock-locator machine: the keyword path', () => {
  const SUGGESTIONS: KeywordSuggestion[] = [
    { kind: 'model', value: 'Defender 110', label: 'Defender 110', count: 4, q: 'Defender 110' },
    { kind: 'model', value: 'Defender 90', label: 'Defender 90', count: 2, q: 'Defender 90' },
  ];
  const listingInput = (h: Harness) => h.calls.input('fetchListing') as FetchListingInput;

  it('waits for a pause in typing, then searches the keyword on page 1 and asks suggestions; arrows and Enter choose one', async () => {
    const h = createHarness();
    await answerListing(h);
    h.send({ type: 'page.next' });
    await answerListing(h);
    const urlsBefore = h.urls.length;

    h.send({ type: 'keyword.type', text: 'de' });
    h.clock.increment(KEYWORD_DEBOUNCE_MS - 1);
    h.send({ type: 'keyword.type', text: 'def' });
    h.clock.increment(KEYWORD_DEBOUNCE_MS - 1);
    // Each keystroke restarted the pause: nothing asked yet, the field shows the text.
    expect(h.calls.out()).toEqual(['fetchSettings']);
    expect(h.snapshot().context).toMatchObject({ keyword: '', keywordDraft: 'def' });

    h.clock.increment(1);
    expect(h.snapshot().value).toBe('loading');
    expect(listingInput(h)).toMatchObject({ keyword: 'def', page: 1 });
    expect(h.calls.input('fetchSuggestions')).toMatchObject({
      q: 'def',
      listKey: 'iraq',
      language: 'ku',
    } satisfies Partial<FetchSuggestionsInput>);
    // Typing replaces the history entry.
    expect(h.urls.slice(urlsBefore)).toEqual(['replace']);
    await answerListing(h);

    const request = (h.calls.input('fetchSuggestions') as FetchSuggestionsInput).requestId;
    await h.answer('fetchSuggestions', { requestId: request, suggestions: SUGGESTIONS });
    expect(h.snapshot().context).toMatchObject({ suggestionsOpen: true, activeSuggestion: -1 });

    h.send({ type: 'suggestions.next' });
    h.send({ type: 'suggestions.next' });
    expect(h.snapshot().context.activeSuggestion).toBe(1);
    h.send({ type: 'suggestions.next' });
    expect(h.snapshot().context.activeSuggestion).toBe(0);
    h.send({ type: 'suggestions.previous' });
    expect(h.snapshot().context.activeSuggestion).toBe(1);

    h.send({ type: 'keyword.submit' });
    expect(h.snapshot().context).toMatchObject({
      keyword: 'Defender 90',
      keywordDraft: 'Defender 90',
      suggestionsOpen: false,
      activeSuggestion: -1,
    });
    expect(listingInput(h)).toMatchObject({ keyword: 'Defender 90', page: 1 });
    expect(h.urls.at(-1)).toBe('push');
  });

  it('drops suggestions of an older text, closes on Escape and clears the keyword as a step of history', async () => {
    const h = createHarness({ ...INPUT, keyword: '  black  ' });
    expect(listingInput(h)).toMatchObject({ keyword: 'black' });
    await answerListing(h);

    h.send({ type: 'keyword.type', text: 'black def' });
    h.clock.increment(KEYWORD_DEBOUNCE_MS);
    const old = (h.calls.input('fetchSuggestions') as FetchSuggestionsInput).requestId;
    h.send({ type: 'keyword.type', text: 'black defe' });
    h.clock.increment(KEYWORD_DEBOUNCE_MS);
    expect(h.calls.count('fetchSuggestions')).toBe(1);
    h.send({ type: 'xstate.done.actor.fetchSuggestions', output: { requestId: old, suggestions: SUGGESTIONS } });
    expect(h.snapshot().context.suggestionsOpen).toBe(false);
    await h.answer('fetchSuggestions', { requestId: old + 1, suggestions: SUGGESTIONS });
    expect(h.snapshot().context.suggestionsOpen).toBe(true);

    h.send({ type: 'suggestions.close' });
    expect(h.snapshot().context).toMatchObject({ suggestionsOpen: false, keywordDraft: 'black defe' });
    // Arrows do nothing with the list closed.
    h.send({ type: 'suggestions.next' });
    expect(h.snapshot().context.activeSuggestion).toBe(-1);
    await answerListing(h);

    h.send({ type: 'keyword.clear' });
    expect(h.snapshot().context).toMatchObject({ keyword: '', keywordDraft: '' });
    expect(listingInput(h)).toMatchObject({ keyword: '', page: 1 });
    expect(h.urls.at(-1)).toBe('push');
  });

  it('takes the keyword back from the URL on Back and Forward, and a failed suggestion request only closes the list', async () => {
    const h = createHarness();
    await answerListing(h);
    h.send({ type: 'filters.restore', filters: { checkbox: {}, ranges: {} }, page: 1, sort: 'createdAtDesc', keyword: 'velar' });
    expect(h.snapshot().context).toMatchObject({ keyword: 'velar', keywordDraft: 'velar' });
    expect(listingInput(h)).toMatchObject({ keyword: 'velar' });
    const urls = h.urls.length;
    await answerListing(h);
    expect(h.urls.length).toBe(urls);

    h.send({ type: 'keyword.type', text: 'velar s' });
    h.clock.increment(KEYWORD_DEBOUNCE_MS);
    await h.fail('fetchSuggestions', SERVER_ERROR);
    expect(h.snapshot().context).toMatchObject({ suggestions: [], suggestionsOpen: false, keyword: 'velar s' });
  });
});

/** A curated locator (the element's `vehicles`): its list, paged, and no search. */
const CURATED: StockLocatorInput = { ...INPUT, curated: ['12', 'SALDA2BN5KA123456', '40'] };

describe('stock-locator machine, model-based: a curated list', () => {
  const events = (state: Snapshot): StockLocatorEvent[] => [
    { type: 'page.next' },
    { type: 'page.go', page: PAGES },
    { type: 'filters.toggle', key: 'models', value: 'XE' },
    { type: 'filters.restore', filters: { checkbox: { models: ['XE'] }, ranges: {} }, page: 2, sort: 'priceAsc' },
    { type: 'sort.change', sort: 'priceAsc' },
    { type: 'unavailable.toggle' },
    { type: 'keyword.submit' },
    doneListing(state),
    { type: 'xstate.error.actor.fetchListing', error: SERVER_ERROR },
    { type: 'retry' },
  ];
  sampled = new Set(events({ context: { page: 1, requestId: 0 } } as Snapshot).map((e) => e.type));
  const model = createTestModel(stockLocatorMachine, {
    input: CURATED,
    events,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths();
  it('pages through the list and never leaves it for a search', () => {
    expect(reachedStates(shortest)).toEqual(new Set(['"loading"', '"loaded"', '"failed"']));
    // Filters, sort and the unavailable toggle change nothing: only paging moves the query.
    for (const path of shortest) {
      const { filters, sort, includeUnavailable, keyword } = path.state.context;
      expect([countChosen(filters), sort, includeUnavailable, keyword]).toEqual([0, 'createdAtDesc', false, '']);
    }
  });
  testPaths(
    'shortest',
    shortest,
    () => {
      const h = createHarness(CURATED);
      // Every request asks for the list, without a keyword.
      return params(h, (state) => {
        if (state.matches('loading')) expect(h.calls.input('fetchListing')).toMatchObject({ vehicles: CURATED.curated, keyword: '' });
      });
    },
    pageOf,
  );

  it('ignores a typed keyword too: the next page asks for the list alone', async () => {
    const h = createHarness(CURATED);
    await h.answer('fetchSettings', SETTINGS);
    await answerListing(h);
    h.actor.send({ type: 'keyword.type', text: 'defender' });
    h.actor.send({ type: 'keyword.submit' });
    expect(h.actor.getSnapshot().value).toBe('loaded');
    h.actor.send({ type: 'page.next' });
    expect(h.calls.input('fetchListing')).toMatchObject({ vehicles: CURATED.curated, keyword: '', page: 2 });
  });
});
