/**
 * One vehicle as a listing shows it (the listing's restrictions, dealer names, mapping): what
 * `GET /public_api/listing/:id/vehicle/:vehicleId` answers, for callers in the process such as the
 * showroom and order-online pages. The listing routes (vehicle, similar) take the same steps through
 * `admittedVehicleRow`.
 */
import type { Kysely } from 'kysely';
import type { Vehicle } from '../../domain/vehicle.js';
import type { Database, ListingRow, VehicleRow } from '../db/schema.js';
import { DB_INT_MAX } from '../http/db-int.js';
import type { ListingIndexService } from './engine/index-service.js';
import { listingRestriction, restrictionAdmits } from './engine/restriction.js';
import { findListing } from './resolve-listing.js';
import { toVehicle } from './vehicle-mapper.js';
import { loadVehicleRow } from './vehicle-loader.js';

/** The vehicle's row when `listing` may show it, else undefined. */
export async function admittedVehicleRow(db: Kysely<Database>, listing: ListingRow, vehicleId: number): Promise<VehicleRow | undefined> {
  // Past the database's integer range PostgreSQL would refuse the query (SQLite finds nothing): not a vehicle either way.
  if (!Number.isSafeInteger(vehicleId) || vehicleId < 1 || vehicleId > DB_INT_MAX) return undefined;
  // Checked on the row itself rather than the index, so a vehicle added a moment ago is found.
  const row = await loadVehicleRow(db, vehicleId);
  return row && restrictionAdmits(listingRestriction(listing), row) ? row : undefined;
}

/** The vehicle, or null when the listing is unknown or cannot show that vehicle. */
export async function findListingVehicle(
  service: ListingIndexService,
  db: Kysely<Database>,
  listKey: string,
  vehicleId: number,
): Promise<Vehicle | null> {
  const index = await service.get();
  const listing = await findListing(index, db, listKey);
  if (!listing) return null;
  const row = await admittedVehicleRow(db, listing, vehicleId);
  return row ? toVehicle(row, (code) => index.dealer(code)) : null;
}
