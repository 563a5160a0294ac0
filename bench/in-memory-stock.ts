/**
 * The listing engine's input without a database: demo-seed vehicle rows generated in memory and one
 * listing that shows them all, for the benches that time the engine alone (engine-profile.ts,
 * keyword-search.ts).
 */
import { dealerCodesByBrand } from '../server/seed/dealers.js';
import { generateVehicles } from '../server/seed/vehicles.js';
import { ALL_STOCK_LISTING } from '../server/listing/all-stock-listing.js';
import { INDEXED_COLUMNS, type IndexedVehicleRow } from '../server/listing/engine/index.js';

/** A listing with no dealer, brand or state restriction: every vehicle. */
export const BENCH_LISTING = ALL_STOCK_LISTING;

/**
 * `count` demo-seed vehicles with ids 1…count, as the index reads them from the database: the
 * indexed columns only (load.ts reads INDEXED_COLUMNS), so the bench holds what a server holds while
 * it builds, not the demo's every column (about ten times the memory, and the collector's work).
 */
export function inMemoryVehicleRows(count: number): IndexedVehicleRow[] {
  const rows: IndexedVehicleRow[] = [];
  let id = 1;
  for (const row of generateVehicles(count, dealerCodesByBrand())) {
    const full = { ...row, id: id++ } as Record<string, unknown>;
    const picked: Record<string, unknown> = {};
    for (const column of INDEXED_COLUMNS) picked[column] = full[column];
    rows.push(picked as IndexedVehicleRow);
  }
  return rows;
}
