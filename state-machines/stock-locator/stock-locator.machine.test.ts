import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import type { ListingResponse } from '../../domain/listing-query.js';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../../domain/price-settings.js';
import type { Vehicle } from '../../domain/vehicle.js';
import {
  stockLocatorMachine,
  toStockLocatorError,
  type FetchListingInput,
  type StockLocatorEvent,
} from './stock-locator.machine.js';

const PAGES = 3;
const INPUT = { listKey: 'iraq', items: 2 };
const IQD: PriceSettings = { ...DEFAULT_PRICE_SETTINGS, symbol: 'IQD', format: '^ %' };
const SERVER_ERROR = { code: 'http_500', message: 'Something went wrong' };

/** A listing page as the API would answer it: two vehicles whose ids tell the page. */
function listingPage(page: number): ListingResponse {
  const vehicle = (n: number) => ({ id: page * 100 + n, type: 'vehicle' }) as Vehicle;
  return { data: [vehicle(1), vehicle(2)], meta: { total: PAGES * 2 - 1, page, pages: PAGES, items: 2, sort: 'createdAtDesc' } };
}

type Snapshot = SnapshotFrom<typeof stockLocatorMachine>;

/** Sample events the model may take in a state: payloads follow from the state, like the real server's. */
function sampleEvents(state: Snapshot): StockLocatorEvent[] {
  return [
    { type: 'page.next' },
    { type: 'page.previous' },
    { type: 'page.go', page: 1 },
    { type: 'page.go', page: PAGES },
    { type: 'page.go', page: PAGES + 1 },
    { type: 'retry' },
    { type: 'language.change', language: 'en' },
    { type: 'xstate.done.actor.fetchListing', output: listingPage(state.context.page) },
    { type: 'xstate.error.actor.fetchListing', error: SERVER_ERROR },
    { type: 'xstate.done.actor.fetchPriceSettings', output: IQD },
    { type: 'xstate.error.actor.fetchPriceSettings', error: SERVER_ERROR },
  ];
}

/** Completion events are only possible while their request is out, as in the real world. */
function isPossible(state: Snapshot, event: StockLocatorEvent): boolean {
  if (event.type.endsWith('.fetchListing')) return state.matches('loading');
  if (event.type.endsWith('.fetchPriceSettings')) return state.context.priceSettingsStatus === 'pending';
  return true;
}

interface Pending<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/** The system under test: the machine with actors whose promises the test settles by hand. */
function createHarness() {
  const listing: Pending<FetchListingInput, ListingResponse>[] = [];
  const settings: Pending<void, PriceSettings>[] = [];
  const announced: string[] = [];
  const machine = stockLocatorMachine.provide({
    actors: {
      fetchListing: fromPromise<ListingResponse, FetchListingInput>(
        ({ input }) => new Promise((resolve, reject) => listing.push({ input, resolve, reject })),
      ),
      fetchPriceSettings: fromPromise<PriceSettings, void>(
        () => new Promise((resolve, reject) => settings.push({ input: undefined, resolve, reject })),
      ),
    },
    actions: {
      announceLoaded: ({ context }) => void announced.push(`loaded:${context.page}`),
      announcePageChange: ({ context }) => void announced.push(`page:${context.page}`),
    },
  });
  const actor = createActor(machine, { input: INPUT });
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, listing, settings, announced, settle };
}

/**
 * The model's notion of "a state": which state, which page, which language, where the settings are,
 * whether an error is kept. Vehicles follow from the page, so they are left out; otherwise every
 * walk through the pages would count as a new state.
 */
function abstractState(state: Snapshot): string {
  const { page, language, priceSettingsStatus, error } = state.context;
  return JSON.stringify([state.value, page, language, priceSettingsStatus, error !== null]);
}

/** A readable test name: the events of the path. */
function describePath(path: { steps: { event: StockLocatorEvent | { type: string } }[] }): string {
  return path.steps
    .map(({ event }) => (event.type === 'page.go' && 'page' in event ? `page.go(${event.page})` : event.type.replace('xstate.', '')))
    .join(' → ');
}

describe('stock-locator machine, model-based', () => {
  const model = createTestModel(stockLocatorMachine, {
    input: INPUT,
    events: sampleEvents,
    filterEvents: isPossible,
    serializeState: abstractState,
  });

  // The graph types give executors the event's type only; the step carries the whole sampled event.
  const full = (event: { type: string }) => event as StockLocatorEvent;

  function params(h: ReturnType<typeof createHarness>): TestParam<Snapshot, StockLocatorEvent> {
    const settleLast = async <I, O>(list: Pending<I, O>[], settle: (p: Pending<I, O>) => void) => {
      const pending = list.pop();
      expect(pending, 'a request is out').toBeDefined();
      if (pending) settle(pending);
      await h.settle();
    };
    return {
      states: {
        '*': (state: Snapshot) => {
          // The model merges states by abstractState, so compare what it keeps, then derived facts.
          const real = h.actor.getSnapshot();
          expect(abstractState(real)).toBe(abstractState(state));
          if (state.matches('loaded')) {
            expect(real.context.vehicles.map((v) => v.id)).toEqual(listingPage(real.context.page).data.map((v) => v.id));
            expect(real.context.error).toBeNull();
          }
          if (state.matches('failed')) expect(real.context.error).toEqual(SERVER_ERROR);
          expect(real.context.priceSettings).toEqual(real.context.priceSettingsStatus === 'loaded' ? IQD : DEFAULT_PRICE_SETTINGS);
          if (state.matches('loading')) {
            // Exactly one request is out, and it asks for the page the context says.
            expect(h.listing).toHaveLength(1);
            expect(h.listing[0]?.input).toEqual({ listKey: 'iraq', page: state.context.page, items: 2, sort: 'createdAtDesc' });
          } else {
            expect(h.listing).toHaveLength(0);
          }
        },
      },
      events: {
        'xstate.done.actor.fetchListing': ({ event }) => {
          const done = full(event);
          if (done.type !== 'xstate.done.actor.fetchListing') throw new Error('unexpected event');
          return settleLast(h.listing, (p) => p.resolve(done.output));
        },
        'xstate.error.actor.fetchListing': () => settleLast(h.listing, (p) => p.reject(SERVER_ERROR)),
        'xstate.done.actor.fetchPriceSettings': () => settleLast(h.settings, (p) => p.resolve(IQD)),
        'xstate.error.actor.fetchPriceSettings': () => settleLast(h.settings, (p) => p.reject(SERVER_ERROR)),
        'page.next': () => h.actor.send({ type: 'page.next' }),
        'page.previous': () => h.actor.send({ type: 'page.previous' }),
        'page.go': ({ event }) => h.actor.send(full(event)),
        retry: () => h.actor.send({ type: 'retry' }),
        'language.change': ({ event }) => h.actor.send(full(event)),
      },
    };
  }

  const shortest = model.getShortestPaths();
  it('reaches every state by some path', () => {
    const reached = new Set(shortest.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(s.value)));
    expect(reached).toEqual(new Set(['"loading"', '"loaded"', '"failed"']));
  });

  for (const path of shortest) {
    it(`shortest: ${describePath(path)}`, async () => {
      await path.test(params(createHarness()));
    });
  }

  // Simple paths multiply fast: walk the pages and failures only, leaving out the events that
  // change context off to the side (language, settings), which the shortest paths already cover.
  const simple = model.getSimplePaths({
    serializeState: (state) => JSON.stringify([state.value, state.context.page, state.context.error !== null]),
    filterEvents: (state, event) =>
      isPossible(state, event) && event.type !== 'language.change' && !event.type.endsWith('.fetchPriceSettings'),
  });
  for (const path of simple) {
    it(`simple: ${describePath(path)}`, async () => {
      await path.test(params(createHarness()));
    });
  }
});

describe('stock-locator machine, guards and actions', () => {
  const loadedOnFirstPage = () => {
    const h = createHarness();
    h.listing.pop()?.resolve(listingPage(1));
    return h;
  };

  it('starts loading page 1 with the input, clamping items to the spec limits', () => {
    const actor = createActor(stockLocatorMachine, { input: { listKey: 'x', items: 99 } });
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, items: 12, sort: 'createdAtDesc', language: 'ku' });
    const small = createActor(stockLocatorMachine, { input: { listKey: 'x', items: 0 } });
    expect(small.getSnapshot().context.items).toBe(1);
  });

  it('does not page before the first page or past the last', async () => {
    const h = loadedOnFirstPage();
    await h.settle();
    expect(h.actor.getSnapshot().can({ type: 'page.previous' })).toBe(false);
    expect(h.actor.getSnapshot().can({ type: 'page.next' })).toBe(true);
    h.actor.send({ type: 'page.go', page: PAGES });
    h.listing.pop()?.resolve(listingPage(PAGES));
    await h.settle();
    const last = h.actor.getSnapshot();
    expect(last.context.page).toBe(PAGES);
    expect(last.can({ type: 'page.next' })).toBe(false);
    expect(last.can({ type: 'page.previous' })).toBe(true);
  });

  it('refuses page.go to the current page, to a page out of range, or to a fraction', async () => {
    const h = loadedOnFirstPage();
    await h.settle();
    const snapshot = h.actor.getSnapshot();
    for (const page of [1, 0, -1, PAGES + 1, 1.5, Number.NaN]) {
      expect(snapshot.can({ type: 'page.go', page }), `page ${page}`).toBe(false);
    }
    expect(snapshot.can({ type: 'page.go', page: 2 })).toBe(true);
  });

  it('announces loads and page changes through the provided actions', async () => {
    const h = loadedOnFirstPage();
    await h.settle();
    h.actor.send({ type: 'page.next' });
    h.listing.pop()?.resolve(listingPage(2));
    await h.settle();
    expect(h.announced).toEqual(['loaded:1', 'page:2', 'loaded:2']);
  });

  it('changes language without a new request', async () => {
    const h = loadedOnFirstPage();
    await h.settle();
    h.actor.send({ type: 'language.change', language: 'ar' });
    expect(h.actor.getSnapshot().context.language).toBe('ar');
    expect(h.actor.getSnapshot().value).toBe('loaded');
    expect(h.listing).toHaveLength(0);
  });

  it('keeps the default price settings when they cannot be fetched', async () => {
    const h = createHarness();
    h.settings.pop()?.reject(new Error('offline'));
    await h.settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ priceSettings: DEFAULT_PRICE_SETTINGS, priceSettingsStatus: 'failed' });
  });

  it('retries the page that failed', async () => {
    const h = loadedOnFirstPage();
    await h.settle();
    h.actor.send({ type: 'page.next' });
    h.listing.pop()?.reject(SERVER_ERROR);
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.error).toEqual(SERVER_ERROR);
    h.actor.send({ type: 'retry' });
    expect(h.listing[0]?.input.page).toBe(2);
  });

  it('turns any thrown value into a plain error', () => {
    expect(toStockLocatorError(new Error('x'))).toEqual({ code: 'unknown_error', message: 'x' });
    expect(toStockLocatorError('text')).toEqual({ code: 'unknown_error', message: 'text' });
    expect(toStockLocatorError({ code: 'not_found', message: 'gone' })).toEqual({ code: 'not_found', message: 'gone' });
  });
});
