/**
 * The vehicle of the page, from the listing service the listing API uses, so the page shows
 * exactly what the widget and retailers get: the same listing restrictions, dealer names and
 * mapping, with no second copy of the listing rules here.
 */
import type { Kysely } from 'kysely';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Database } from '../../db/schema.js';
import { findListingVehicle } from '../../listing/listing-vehicle.js';
import type { Services } from '../../services.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';

/** A list key as the listing routes accept it; anything else falls back to the default list. */
const LIST_KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_LIST_KEY = DEMO_LIST_KEY;

export function listKeyOf(raw: unknown): string {
  return typeof raw === 'string' && LIST_KEY.test(raw) ? raw : DEFAULT_LIST_KEY;
}

/** The vehicle, or null when the listing or the vehicle is unknown; other failures throw. */
export function loadVehicle(services: Services, db: Kysely<Database>, listKey: string, vehicleId: number): Promise<Vehicle | null> {
  return findListingVehicle(services.listingIndex, db, listKey, vehicleId);
}
