/** The listing engine: an in-memory columnar facet index over the vehicles table. */
export { createListingIndex, type ListingIndexOptions, type ListingIndexService } from './index-service.js';
export { buildListingIndex, ListingIndex, type IndexSource } from './listing-index.js';
export { INDEXED_COLUMNS, type IndexedVehicleRow } from './build.js';
export { STATUS_SORT_ORDER } from './sort-orders.js';
export { compareOptionValues } from './columns.js';
export { loadIndexSource, loadListingIndex } from './load.js';
export type { EngineResult } from './types.js';
export type { QueryOptions } from './query.js';
