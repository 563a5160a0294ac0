/**
 * The stock service (docs/stock-feed.md): feed imports, and after each one that changed stock, this
 * process's listing index rebuilt at once (other processes follow the stock version within their
 * check interval, docs/caching.md).
 */
import type { Kysely } from 'kysely';
import type { StockImportReport } from '../../domain/contracts/stock.js';
import type { Database } from '../db/schema.js';
import type { ListingIndexService } from '../listing/engine/index-service.js';
import { importStock, type StockImportInput } from './import-stock.js';
import { createFeedPhotos, type FeedPhotos, type PhotoFetchOptions } from './feed-photos.js';

export type { StockImportInput } from './import-stock.js';
export { stockScopeOf, grantStock, revokeStock, inScope, type StockScope } from './stock-scope.js';

export interface StockService {
  importFeed(input: StockImportInput): Promise<StockImportReport>;
  /** Photos an admin names on the stock screen, stored as a feed's (./feed-photos.ts). */
  photos: Pick<FeedPhotos, 'store'>;
}

/** `photos`: how photos named by address are read, with the feed pull's limits and how many at once (server/config.ts, stockPull). */
export function createStockService(
  db: Kysely<Database>,
  now: () => number,
  listingIndex: ListingIndexService,
  photos: PhotoFetchOptions,
): StockService {
  return {
    // A fresh store per call: what another process stored meanwhile is read from the table, not from this one's memory.
    photos: { store: (urls) => createFeedPhotos(db, now, photos).store(urls) },
    async importFeed(input) {
      const report = await importStock({ db, now, photos }, input);
      if (report.applied) await listingIndex.refresh();
      return report;
    },
  };
}
