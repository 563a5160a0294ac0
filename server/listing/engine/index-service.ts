/**
 * Keeps one listing index per server process fresh. Stock changes bump `stock_version.version`;
 * the service reads that single row at most once per `checkIntervalMs` (on a timer once started,
 * and on any request), and when it moved it reads what changed from the stock change log and
 * applies it to the index in place (docs/listing-api.md, "Index updates"). Only when the log no
 * longer reaches back to the index's version (trimmed), or the changes are of a kind not applied in
 * place (a dealer, a truncate, too many vehicles at once), or when removed vehicles' rows kept in
 * the index pass a share of it (COMPACT_AT), does it reload and rebuild in the
 * background while queries keep using the old index; the build yields to the event loop between
 * its steps so requests are not held up for the whole build. `refresh()` brings the index up to
 * date now and waits. One update runs at a time.
 */
import type { Kysely } from 'kysely';
import type { ListingQuery } from '../../../domain/listing-query.js';
import type { Database, ListingRow } from '../../db/schema.js';
import type { ListingIndex } from './listing-index.js';
import { readStockChanges, trimStockChanges } from '../../db/stock-changes.js';
import { readStockVersion } from '../../db/stock-version.js';
import { INDEXED_COLUMNS } from './build.js';
import type { VehicleChange } from './index-updates.js';
import { loadListingIndex } from './load.js';
import type { QueryOptions } from './query.js';
import type { EngineResult } from './types.js';

export interface ListingIndexOptions {
  /** How often at most the stock version is read; default 1000 ms. */
  checkIntervalMs?: number;
  /** Background check or build failures (the old index keeps serving). */
  onError?: (error: unknown) => void;
  /** How often at most this process trims the change log; default 60,000 ms (0: never). */
  trimIntervalMs?: number;
  /** Removed vehicles' rows kept before a rebuild drops them; default COMPACT_AT. */
  compactAt?: { share: number; minRows: number };
  /** Where a build's read runs (loadListingIndex's `worker`); undefined: its default for the database. */
  readInWorker?: boolean | undefined;
}

/**
 * A removed vehicle's row stays in the index, excluded from every answer (index-updates.ts), until
 * the index is built again: once they pass this share of its rows (and this many, so a small index
 * is not rebuilt for a handful), the catch-up that applied the last removal rebuilds. Each such row
 * costs queries a little (every pass over the rows or their words also passes it) and memory.
 */
export const COMPACT_AT = { share: 1 / 8, minRows: 10_000 };

/** Versions of change log kept (older entries are trimmed; an index that far behind rebuilds). */
export const KEPT_VERSIONS = 50_000;
/** More changed vehicles than this in one catch-up are rebuilt instead (applied one by one they would cost more). */
export const MAX_IN_PLACE_CHANGES = 5_000;
/** Vehicle ids per read of changed rows. */
const ID_CHUNK = 500;

export interface ListingIndexService {
  /** The current index (the first call builds it); may start a background version check. */
  get(): Promise<ListingIndex>;
  /** The current index if one is built, without waiting or checking. */
  peek(): ListingIndex | undefined;
  /**
   * When (epoch ms) the current index last finished building or applying changes; undefined before
   * the first build (its age is a metric, docs/metrics.md).
   */
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

/**
 * The changes between the index's version and `version`, as the current rows of the vehicles they
 * touched, or undefined when they cannot be applied in place (see the file comment).
 */
async function readChanges(
  db: Kysely<Database>,
  from: number,
  version: number,
): Promise<{ vehicles: VehicleChange[]; listings?: ListingRow[] } | undefined> {
  const { entries, complete } = await readStockChanges(db, from, version);
  if (!complete || entries.some((entry) => entry.kind === 'dealers' || entry.kind === 'all')) return undefined;
  const ids = [...new Set(entries.flatMap((entry) => (entry.vehicle_id === null ? [] : [entry.vehicle_id])))];
  if (ids.length > MAX_IN_PLACE_CHANGES) return undefined;
  const rows = new Map<number, VehicleChange['row']>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = await db
      .selectFrom('vehicles')
      .select(INDEXED_COLUMNS)
      .where('id', 'in', ids.slice(i, i + ID_CHUNK))
      .execute();
    for (const row of chunk) rows.set(Number(row.id), row);
  }
  const vehicles = ids.map((id) => ({ id, row: rows.get(id) ?? null }));
  if (!entries.some((entry) => entry.kind === 'listings')) return { vehicles };
  return { vehicles, listings: await db.selectFrom('listings').selectAll().execute() };
}

export function createListingIndex(db: Kysely<Database>, options: ListingIndexOptions = {}): ListingIndexService {
  const interval = options.checkIntervalMs ?? 1000;
  const trimInterval = options.trimIntervalMs ?? 60_000;
  const compactAt = options.compactAt ?? COMPACT_AT;
  const onError = options.onError ?? (() => undefined);
  let index: ListingIndex | undefined;
  let indexBuiltAt: number | undefined;
  let syncing: Promise<ListingIndex> | undefined;
  let checking: Promise<void> | undefined;
  let lastCheck = 0;
  let lastTrim = Date.now();
  let timer: NodeJS.Timeout | undefined;

  const rebuild = async (): Promise<ListingIndex> => {
    // Read in chunks straight into the columns: the rows are never all held (load.ts).
    const fresh = await loadListingIndex(db, undefined, options.readInWorker === undefined ? {} : { worker: options.readInWorker });
    index = fresh;
    indexBuiltAt = Date.now();
    return fresh;
  };

  /** Reads the version and applies what changed (or rebuilds); never two at once (see sync). */
  const bringUpToDate = async (force: boolean): Promise<ListingIndex> => {
    const current = index;
    if (!current || force) return rebuild();
    const version = await readStockVersion(db);
    if (version === current.version) return current;
    const changes = version > current.version ? await readChanges(db, current.version, version) : undefined;
    // Synchronous from here: no query runs between the changes and the new version label.
    if (!changes || !current.applyChanges(version, changes.vehicles)) return rebuild();
    if (changes.listings) current.replaceListings(version, changes.listings);
    indexBuiltAt = Date.now();
    const dead = current.deadRows;
    // Queries keep using the updated index while the compacted one is built in the background.
    if (dead >= compactAt.minRows && dead >= compactAt.share * (current.size + dead)) return rebuild();
    if (trimInterval > 0 && Date.now() - lastTrim >= trimInterval) {
      lastTrim = Date.now();
      await trimStockChanges(db, KEPT_VERSIONS).catch(onError);
    }
    return current;
  };

  // One update at a time, each starting after the one before it ended: an update already under way
  // may have read the version before the caller's change, so a caller waits for one that starts later.
  const sync = (force = false): Promise<ListingIndex> => {
    const run = (syncing ?? Promise.resolve(undefined)).catch(() => undefined).then(() => bringUpToDate(force));
    syncing = run;
    void run
      .finally(() => {
        if (syncing === run) syncing = undefined;
      })
      .catch(() => undefined);
    return run;
  };

  const maybeCheck = (): void => {
    const now = Date.now();
    if (checking || syncing || now - lastCheck < interval) return;
    lastCheck = now;
    checking = sync()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        checking = undefined;
      });
  };

  const service: ListingIndexService = {
    async get() {
      if (!index) return syncing ?? sync();
      maybeCheck();
      return index;
    },
    peek: () => index,
    builtAt: () => indexBuiltAt,
    async refresh({ force = false } = {}) {
      lastCheck = Date.now();
      return sync(force);
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
      await Promise.allSettled([checking, syncing]);
    },
  };
  return service;
}
