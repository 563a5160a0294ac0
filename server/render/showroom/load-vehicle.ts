/**
 * The vehicle of the page, asked from the listing API in-process (`inject`), so the page shows
 * exactly what the widget and retailers get: the same listing restrictions, dealer names and
 * mapping, with no second copy of the listing rules here.
 */
import type { FastifyInstance } from 'fastify';
import type { Vehicle } from '../../../domain/vehicle.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';

/** A list key as the listing routes accept it; anything else falls back to the default list. */
const LIST_KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_LIST_KEY = DEMO_LIST_KEY;

export function listKeyOf(raw: unknown): string {
  return typeof raw === 'string' && LIST_KEY.test(raw) ? raw : DEFAULT_LIST_KEY;
}

/** The vehicle, or null when the listing or the vehicle is unknown; other failures throw. */
export async function loadVehicle(app: FastifyInstance, listKey: string, vehicleId: number): Promise<Vehicle | null> {
  const response = await app.inject({
    method: 'GET',
    url: `/public_api/listing/${encodeURIComponent(listKey)}/vehicle/${vehicleId}`,
    headers: { accept: 'application/json' },
  });
  if (response.statusCode === 404 || response.statusCode === 400) return null;
  if (response.statusCode !== 200) throw new Error(`listing API answered ${response.statusCode} for vehicle ${vehicleId} in ${listKey}`);
  const body = response.json<{ data?: Vehicle }>();
  return body.data ?? null;
}
