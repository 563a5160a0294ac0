/**
 * Keeps one listing index per server process fresh. Stock changes bump `stock_version.version`;
 * the service reads that single row at most once per `checkIntervalMs` (on a timer once started,
 * and on any request), and when it changed it reloads and rebuilds in the background while queries
 * keep using the old index. The build yields to the event loop between its steps so requests are
 * not held up for the whole build. `refresh()` forces the check (or a rebuild) now and waits.
 */
import type { Kysely } from 'kysely';
import type { ListingQuery } from '../../../domain/listing-query.js';
import type { Database, ListingRow } from '../../db/schema.js';
import { buildColumnSteps } from './build.js';
import { ListingIndex, type IndexSource } from './listing-index.js';
import { readStockVersion } from '../../db/stock-version.js';
import { loadIndexSource } from './load.js';
import type { QueryOptions } from './query.js';
import type { EngineResult } from './types.js';

export interface ListingIndexOptions {
  /** How often at most the stock version is read; default 1000 ms. */
  checkIntervalMs?: number;
  /** Background check or build failures (the old index keeps serving). */
  onError?: (error: unknown) => void;
}

export interface ListingIndexService {
  /** The current index (the first call builds it); may start a background version check. */
  get(): Promise<ListingIndex>;
  /** The current index if one is built, without waiting or checking. */
  peek(): ListingIndex | undefined;
  /** When (epoch ms) the current index finished building; undefined before the first build (its age is a metric, docs/metrics.md). */
  builtAt(): number | undefined;
  /**
   * Reads the stock version now and rebuilds if it changed; with `force`, rebuilds regardless.
   * Resolves with the index that reflects the database as of this call.
   */
  refresh(options?: { force?: boolean }): Promise<ListingIndex>;
  /** get() then query. */
  query(listing: ListingRow, query: ListingQuery, opts?: QueryOptions): Promise<EngineResult>;
  /** Checks the version on an (unref'd) timer, so the index is fresh before requests ask. */
  start(): void;
  /** Stops the timer and waits for any check or build under way (call before closing the database). */
  close(): Promise<void>;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function buildInBackground(source: IndexSource): Promise<ListingIndex> {
  const steps = buildColumnSteps(source.vehicles, source.dealers);
  for (;;) {
    const next = steps.next();
    if (next.done) return new ListingIndex(next.value, source);
    await nextTurn();
  }
}

export function createListingIndex(db: Kysely<Database>, options: ListingIndexOptions = {}): ListingIndexService {
  const interval = options.checkIntervalMs ?? 1000;
  const onError = options.onError ?? (() => undefined);
  let index: ListingIndex | undefined;
  let indexBuiltAt: number | undefined;
  let building: Promise<ListingIndex> | undefined;
  let checking: Promise<void> | undefined;
  let lastCheck = 0;
  let timer: NodeJS.Timeout | undefined;

  const rebuild = (): Promise<ListingIndex> => {
    building ??= (async () => {
      const fresh = await buildInBackground(await loadIndexSource(db));
      index = fresh;
      indexBuiltAt = Date.now();
      return fresh;
    })().finally(() => {
      building = undefined;
    });
    return building;
  };

  const check = async (): Promise<void> => {
    if (building) return;
    const version = await readStockVersion(db);
    if (!index || version !== index.version) await rebuild();
  };

  const maybeCheck = (): void => {
    const now = Date.now();
    if (checking || now - lastCheck < interval) return;
    lastCheck = now;
    checking = check()
      .catch(onError)
      .finally(() => {
        checking = undefined;
      });
  };

  const service: ListingIndexService = {
    async get() {
      if (!index) return rebuild();
      maybeCheck();
      return index;
    },
    peek: () => index,
    builtAt: () => indexBuiltAt,
    async refresh({ force = false } = {}) {
      // A build already under way may have read the rows before the caller's change: let it finish,
      // then decide on a build that starts after this call.
      await building?.catch(() => undefined);
      lastCheck = Date.now();
      if (force || !index || (await readStockVersion(db)) !== index.version) return rebuild();
      return index;
    },
    async query(listing, query, opts) {
      return (await service.get()).query(listing, query, opts);
    },
    start() {
      if (timer) return;
      timer = setInterval(maybeCheck, interval);
      timer.unref();
      maybeCheck();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([checking, building]);
    },
  };
  return service;
}
