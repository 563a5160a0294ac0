/**
 * A migrated test database holding the deterministic listing fixture, on one dialect. The stock
 * version is left at what the migration sets (1); tests that change stock bump it themselves.
 */
import { sql } from 'kysely';
import type { DialectName } from '../../db/connection.js';
import type { TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import type { ListingRow } from '../../db/schema.js';
import { fixtureDealers, fixtureListings, fixtureVehicles, type FixtureDealer, type FixtureVehicle } from './fixture.js';

export interface ListingTestDatabase {
  handle: TestDatabase;
  vehicles: FixtureVehicle[];
  dealers: FixtureDealer[];
  listings: ListingRow[];
}

export const FIXTURE_VEHICLE_COUNT = 400;

/** `sqlitePath`: a SQLite file instead of a database in memory (what a reader on a connection of its own needs). */
export async function openListingTestDatabase(
  dialect: DialectName,
  count = FIXTURE_VEHICLE_COUNT,
  sqlitePath?: string,
): Promise<ListingTestDatabase> {
  const handle = await openMigratedTestDatabase(dialect, sqlitePath);
  const { db } = handle;
  const vehicles = fixtureVehicles(count);
  const dealers = fixtureDealers();
  const listings = fixtureListings();
  await db.insertInto('dealers').values(dealers).execute();
  await db.insertInto('listings').values(listings).execute();
  for (let i = 0; i < vehicles.length; i += 50)
    await db
      .insertInto('vehicles')
      .values(vehicles.slice(i, i + 50))
      .execute();
  if (dialect === 'postgres') {
    // Rows went in with explicit ids: move the serial past them so later inserts get fresh ids.
    await sql`select setval(pg_get_serial_sequence('vehicles', 'id'), (select max(id) from vehicles))`.execute(db);
  }
  return { handle, vehicles, dealers, listings };
}
