/** Loads the full rows of one page of vehicles, by id, in one query, in the engine's order. */
import type { Kysely } from 'kysely';
import { LIGHT_VEHICLE_ATTRIBUTES } from '../../domain/listing-query.js';
import type { Database, VehicleRow } from '../db/schema.js';
import type { LightVehicleRow } from './vehicle-mapper.js';

function inOrder<T extends { id: unknown }>(rows: T[], ids: readonly number[]): T[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  // A vehicle deleted after the index was built is simply left out of the page.
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

export async function loadVehicleRows(db: Kysely<Database>, ids: readonly number[]): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return inOrder(rows, ids);
}

export async function loadLightRows(db: Kysely<Database>, ids: readonly number[]): Promise<LightVehicleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', ...LIGHT_VEHICLE_ATTRIBUTES])
    .where('id', 'in', [...ids])
    .execute();
  return inOrder(rows, ids);
}

export async function loadVehicleRow(db: Kysely<Database>, id: number): Promise<VehicleRow | undefined> {
  return db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
}
