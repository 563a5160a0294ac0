/**
 * The listing engine's input without a database: demo-seed vehicle rows generated in memory and one
 * listing that shows them all, for the benches that time the engine alone (engine-profile.ts,
 * keyword-search.ts).
 */
import { dealerCodesByBrand } from '../server/seed/dealers.js';
import { generateVehicles } from '../server/seed/vehicles.js';
import { ALL_STOCK_LISTING } from '../server/listing/all-stock-listing.js';
import type { IndexedVehicleRow } from '../server/listing/engine/index.js';

/** A listing with no dealer, brand or state restriction: every vehicle. */
export const BENCH_LISTING = ALL_STOCK_LISTING;

/** `count` demo-seed vehicles with ids 1…count, as the index reads them from the database. */
export function inMemoryVehicleRows(count: number): IndexedVehicleRow[] {
  const rows: IndexedVehicleRow[] = [];
  let id = 1;
  for (const row of generateVehicles(count, dealerCodesByBrand())) rows.push({ ...row, id: id++ } as IndexedVehicleRow);
  return rows;
}
