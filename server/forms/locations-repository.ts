/** The retailer locations forms are sent to (`/locations`): plain rows, no personal data. */
import type { Kysely } from 'kysely';
import type { FormLocation, FormLocationInput } from '../../domain/contracts/forms.js';
import type { Database, FormLocationRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';

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

/**
 * The e-mail of the retailer a lead names (the `retailer` value). The vehicle page, the stock cards
 * and the seeded retailer select send the dealer's CODE (`IQ-EBL-01`); older links and the
 * `/locations` list send a number (a location id, or a dealer id). A dealer named by its code or id
 * is written to at the location an admin set up for it (`dealer_id`, with an e-mail), else at the
 * dealer's own listing address (`dealers.email`). Unknown retailers: null (nobody to notify).
 */
export async function retailerEmail(db: Kysely<Database>, retailer: unknown): Promise<string | null> {
  const text = typeof retailer === 'number' ? String(retailer) : typeof retailer === 'string' ? retailer.trim() : '';
  if (!text || text.length > 100) return null;
  const byCode = await db.selectFrom('dealers').select(['id', 'email']).where('dealer_code', '=', text).executeTakeFirst();
  if (byCode) return (await dealerLocationEmail(db, byCode.id)) ?? (byCode.email || null);

  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const location = await db
    .selectFrom('form_locations')
    .select('email')
    .where((eb) => eb.or([eb('id', '=', id), eb('dealer_id', '=', id)]))
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  if (location?.email) return location.email;
  const dealer = await db.selectFrom('dealers').select('email').where('id', '=', id).executeTakeFirst();
  return dealer?.email || null;
}

/** The e-mail of the first location set up for a dealer, if any. */
async function dealerLocationEmail(db: Kysely<Database>, dealerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('form_locations')
    .select('email')
    .where('dealer_id', '=', dealerId)
    .where('email', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.email ?? null;
}
