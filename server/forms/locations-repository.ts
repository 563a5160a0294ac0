/** The retailer locations forms are sent to (`/locations`): plain rows, no personal data. */
import type { Kysely } from 'kysely';
import type { FormLocation, FormLocationInput } from '../../domain/contracts/forms.js';
import type { Database, FormLocationRow } from '../db/schema.js';
import { ApiFailure } from '../http/failure.js';

export function locationView(row: FormLocationRow): FormLocation {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.address,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.dealer_id !== null ? { dealer_id: row.dealer_id } : {}),
  };
}

export async function listLocations(db: Kysely<Database>): Promise<FormLocation[]> {
  return (await db.selectFrom('form_locations').selectAll().orderBy('id').execute()).map(locationView);
}

const columns = (input: FormLocationInput) => ({
  name: input.name,
  city: input.city,
  address: input.address,
  phone: input.phone ?? null,
  email: input.email ?? null,
  dealer_id: input.dealer_id ?? null,
});

export async function createLocation(db: Kysely<Database>, input: FormLocationInput, now: number): Promise<FormLocation> {
  const stamp = new Date(now).toISOString();
  const row = await db
    .insertInto('form_locations')
    .values({ ...columns(input), created_at: stamp, updated_at: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
  return locationView(row);
}

export async function updateLocation(db: Kysely<Database>, id: number, input: FormLocationInput, now: number): Promise<FormLocation> {
  const row = await db
    .updateTable('form_locations')
    .set({ ...columns(input), updated_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'location_not_found', `No location ${id}`, 'id');
  return locationView(row);
}

export async function deleteLocation(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom('form_locations').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiFailure(404, 'location_not_found', `No location ${id}`, 'id');
}

/** The e-mail of the retailer a lead names (hidden field `retailer`: a location id or a dealer id). */
export async function retailerEmail(db: Kysely<Database>, retailer: unknown): Promise<string | null> {
  const id = Number(retailer);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const row = await db
    .selectFrom('form_locations')
    .select('email')
    .where((eb) => eb.or([eb('id', '=', id), eb('dealer_id', '=', id)]))
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.email ?? null;
}
