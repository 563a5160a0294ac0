/**
 * What an alert on one vehicle watches (docs/alerts.md, "Alerts on one vehicle"): its shown price
 * (none while the price is hidden) and whether it is free to reserve — a reservable status and no
 * live hold (soft lock) by anyone. A hold ends by time without any write, which is why availability
 * is read with the clock rather than from the stock version alone.
 */
import type { Kysely } from 'kysely';
import { isReservableStatus } from '../../domain/order.js';
import { showroomPath } from '../../domain/showroom-slug.js';
import type { Language } from '../../domain/languages.js';
import type { Database } from '../db/schema.js';
import { loadVehicleRows } from '../listing/vehicle-loader.js';
import { toVehicle } from '../listing/vehicle-mapper.js';
import { isVehicleLocked } from '../orders/soft-locks.js';
import type { AlertVehicle } from './vehicle-alert-emails.js';

export interface VehicleFacts {
  /** The price a visitor sees; null while it is hidden ("price on request"). */
  price: number | null;
  available: boolean;
}

export function factsOf(row: { display_price: number; price_hidden: number; status: string }, locked: boolean): VehicleFacts {
  const price = Number(row.price_hidden) === 1 || !(Number(row.display_price) > 0) ? null : Number(row.display_price);
  return { price, available: isReservableStatus(row.status) && !locked };
}

/** The vehicle's facts now, or undefined when it is not in the stock. */
export async function vehicleFacts(db: Kysely<Database>, vehicleId: number, now: number): Promise<VehicleFacts | undefined> {
  const row = await db
    .selectFrom('vehicles')
    .select(['display_price', 'price_hidden', 'status'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  if (!row) return undefined;
  return factsOf(row, await isVehicleLocked(db, vehicleId, now));
}

/** The vehicle's name (model and year) and its page in `language`; undefined when it is gone. */
export async function alertVehicle(
  db: Kysely<Database>,
  vehicleId: number,
  language: Language,
  publicOrigin: string,
): Promise<AlertVehicle | undefined> {
  const [row] = await loadVehicleRows(db, [vehicleId]);
  if (!row) return undefined;
  const vehicle = toVehicle(row, () => undefined);
  const name = [vehicle.attributes.model, vehicle.attributes.production_year].filter(Boolean).join(' ');
  return { name, link: new URL(showroomPath(vehicle, `/${language}/showroom/`), publicOrigin).toString() };
}
