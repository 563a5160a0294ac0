/**
 * The vehicle pages of the sitemap (docs/seo.md). Vehicles are split by id into fixed ranges so a
 * sitemap file is addressed by its range number, stays the same file as stock changes, and is read
 * with one indexed range query however large the stock grows. Only the vehicles the site's listing
 * may show are listed, with the same restriction as the vehicle page itself.
 */
import { sql, type Kysely } from 'kysely';
import type { ShowroomSlugAttributes } from '../../domain/showroom-slug.js';
import type { Database } from '../db/schema.js';
import { DB_INT_MAX } from '../http/db-int.js';
import { listingRestriction, restrictionAdmits } from './engine/restriction.js';

/**
 * Vehicles per sitemap file. Each vehicle is listed in the three languages and a sitemap file may
 * hold 50,000 URLs, so 16,000 vehicles (48,000 URLs) fit with room to spare.
 */
export const VEHICLES_PER_SITEMAP = 16_000;

export interface VehicleSitemapRange {
  /** 1-based: vehicles with ids from (n − 1) × VEHICLES_PER_SITEMAP + 1 to n × VEHICLES_PER_SITEMAP. */
  number: number;
  /** ISO date-time of the newest change in the range. */
  lastModified: string;
}

export interface VehicleSitemapEntry {
  id: number;
  attributes: ShowroomSlugAttributes;
  updatedAt: string;
}

/** The ranges that hold at least one vehicle, in order, with their newest change. */
export async function vehicleSitemapRanges(db: Kysely<Database>, perFile = VEHICLES_PER_SITEMAP): Promise<VehicleSitemapRange[]> {
  const range = sql<number>`(id - 1) / ${sql.lit(perFile)}`;
  const rows = await db
    .selectFrom('vehicles')
    .select([range.as('range'), (eb) => eb.fn.max('updated_at').as('last')])
    .groupBy(range)
    .orderBy(range)
    .execute();
  return rows.map((row) => ({ number: Number(row.range) + 1, lastModified: String(row.last) }));
}

/** The vehicles of one range that the listing may show; an unknown listing shows none. */
export async function vehicleSitemapEntries(
  db: Kysely<Database>,
  listKey: string,
  rangeNumber: number,
  perFile = VEHICLES_PER_SITEMAP,
): Promise<VehicleSitemapEntry[]> {
  const listing = await db.selectFrom('listings').selectAll().where('id', '=', listKey).executeTakeFirst();
  const first = (rangeNumber - 1) * perFile + 1;
  // Past the database's integer range PostgreSQL would refuse the query: no vehicle lives there.
  if (!listing || !Number.isSafeInteger(rangeNumber) || rangeNumber < 1 || first > DB_INT_MAX) return [];
  const restriction = listingRestriction(listing);
  const rows = await db
    .selectFrom('vehicles')
    .select([
      'id',
      'brand',
      'brand_key',
      'model',
      'state',
      'status',
      'dealer_code',
      'production_year',
      'engine_type',
      'drivetrain',
      'transmission',
      'color',
      'updated_at',
    ])
    .where('id', '>=', first)
    .where('id', '<', first + perFile)
    .orderBy('id')
    .execute();
  return (
    rows
      .filter((row) => restrictionAdmits(restriction, row))
      // The stored state is one of the vehicle states (the stock writes only those), as the vehicle mapper reads it.
      .map(({ id, updated_at, ...attributes }) => ({
        id: Number(id),
        attributes: { ...attributes, state: attributes.state as ShowroomSlugAttributes['state'] },
        updatedAt: updated_at,
      }))
  );
}
