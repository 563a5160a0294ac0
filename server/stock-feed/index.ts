/**
 * The stock service (docs/stock-feed.md): feed imports, the stock screen's list and changes, and the
 * configured feed pull, for the editor API's stock routes (server/api/cms/stock-routes.ts, which
 * reads no table itself: docs/server-layers.md). After each import or change that changed stock,
 * this process's listing index is rebuilt at once (other processes follow the stock version within
 * their check interval, docs/caching.md).
 */
import type { Kysely } from 'kysely';
import type {
  StockImportReport,
  StockListItem,
  StockListQuery,
  StockPullConfig,
  StockPullState,
  StockVehicleChange,
} from '../../domain/contracts/stock.js';
import type { VehicleStatus } from '../../domain/vehicle.js';
import type { UserRole } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import type { ListingIndexService } from '../listing/engine/index-service.js';
import { importStock, type StockImportInput } from './import-stock.js';
import { createFeedPhotos, type FeedPhotos, type PhotoFetchOptions } from './feed-photos.js';
import { makePullDue, readPullState, savePullConfig } from './pull-config.js';
import { stockScopeOf, type StockScope } from './stock-scope.js';
import { changeStockVehicle, listStock, setStockStatus, type StockStatusResult } from './stock-vehicles.js';

export type { StockImportInput } from './import-stock.js';
export { stockScopeOf, grantStock, revokeStock, inScope, type StockScope } from './stock-scope.js';

export interface StockService {
  importFeed(input: StockImportInput): Promise<StockImportReport>;
  /** Photos an admin names on the stock screen, stored as a feed's (./feed-photos.ts). */
  photos: Pick<FeedPhotos, 'store'>;
  /** Which dealers' stock the account may see and change; null when none (./stock-scope.ts). */
  scopeOf(account: { id: number; role: UserRole | null }): Promise<StockScope | null>;
  /** A page of the stock screen: the vehicles of the scope's dealers. */
  list(scope: StockScope, query: StockListQuery): Promise<{ data: StockListItem[]; total: number }>;
  /** Changes one vehicle (photos stored as a feed's) and answers it as the list shows it. */
  change(scope: StockScope, id: number, change: StockVehicleChange): Promise<StockListItem>;
  /** Sets one status on many vehicles; held and unknown ones are reported, not changed. */
  setStatus(scope: StockScope, ids: readonly number[], status: VehicleStatus): Promise<StockStatusResult>;
  /** The configured feed pull and what its last run did. */
  pullState(): Promise<StockPullState>;
  /** Saves the pull's configuration (an enabled pull is due at once) and answers the new state. */
  savePull(config: StockPullConfig): Promise<StockPullState>;
  /** Makes the configured pull due now; false when none is configured or it is off. */
  makePullDue(): Promise<boolean>;
}

/** `photos`: how photos named by address are read, with the feed pull's limits and how many at once (server/config.ts, stockPull). */
export function createStockService(
  db: Kysely<Database>,
  now: () => number,
  listingIndex: ListingIndexService,
  photos: PhotoFetchOptions,
): StockService {
  // A fresh store per call: what another process stored meanwhile is read from the table, not from this one's memory.
  const photoStore: StockService['photos'] = { store: (urls) => createFeedPhotos(db, now, photos).store(urls) };
  return {
    photos: photoStore,
    async importFeed(input) {
      const report = await importStock({ db, now, photos }, input);
      if (report.applied) await listingIndex.refresh();
      return report;
    },
    scopeOf: (account) => stockScopeOf(db, account),
    list: (scope, query) => listStock(db, scope, query),
    async change(scope, id, change) {
      const vehicle = await changeStockVehicle(db, scope, id, change, now(), photoStore);
      await listingIndex.refresh();
      return vehicle;
    },
    async setStatus(scope, ids, status) {
      const result = await setStockStatus(db, scope, ids, status, now());
      if (result.changed.length > 0) await listingIndex.refresh();
      return result;
    },
    pullState: () => readPullState(db),
    async savePull(config) {
      await savePullConfig(db, config, now());
      return readPullState(db);
    },
    makePullDue: () => makePullDue(db, now()),
  };
}
