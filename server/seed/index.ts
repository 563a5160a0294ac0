/**
 * The deterministic demo: dealers, vehicles, listings, settings and CMS content, all written in one
 * transaction so a half-seeded database is never visible. Expects migrated, empty tables.
 */
import type { Insertable, Kysely } from 'kysely';
import { VEHICLE_STATES, VEHICLE_STATUSES, type VehicleState, type VehicleStatus } from '../../domain/vehicle.js';
import type { Database, VehiclesTable } from '../db/schema.js';
import { readStockVersion } from '../db/stock-version.js';
import { seedContent } from './content-seed.js';
import { seedBuyOnline } from './buy-online-seed.js';
import { seedNavigationSettings } from './navigation-settings-seed.js';
import { seedForms } from './forms-seed.js';
import { seedReservationPages } from './reservation-pages-seed.js';
import { seedCompanyConfig } from './company-config-seed.js';
import { seedWidgetTranslations } from './widget-translations-seed.js';
import { dealerCodesByBrand, dealerRows } from './dealers.js';
import { listingRows } from './listings.js';
import { settingRows } from './settings.js';
import { shellSettingRows } from './shell-settings-seed.js';
import { generateVehicles } from './vehicles.js';
import { seedVinCampaigns } from './vin-campaigns-seed.js';

export { clearDemoData } from './clear.js';

export interface SeedOptions {
  /** How many vehicles; 1,500 by default. */
  vehicles?: number;
  /** Origin of the example retailer site, allowed to embed the demo listings. */
  examplesOrigin: string;
  /** The site's own public origin, allowed as well when given. */
  publicOrigin?: string;
}

export interface SeedSummary {
  vehicles: number;
  dealers: number;
  listings: number;
  settings: number;
  byState: Record<VehicleState, number>;
  byStatus: Record<VehicleStatus, number>;
  stockVersion: number;
}

export const DEFAULT_VEHICLE_COUNT = 1500;

/** SQLite allows 32,766 bound values per statement, PostgreSQL 65,535: stay under both. */
const MAX_BOUND_VALUES = 32_000;
const MAX_BATCH_ROWS = 500;

async function insertVehicles(db: Kysely<Database>, count: number, summary: SeedSummary): Promise<void> {
  let batch: Insertable<VehiclesTable>[] = [];
  let batchRows = MAX_BATCH_ROWS;
  for (const row of generateVehicles(count, dealerCodesByBrand())) {
    if (batch.length === 0) batchRows = Math.min(MAX_BATCH_ROWS, Math.floor(MAX_BOUND_VALUES / Object.keys(row).length));
    batch.push(row);
    summary.byState[row.state as VehicleState] += 1;
    summary.byStatus[row.status as VehicleStatus] += 1;
    if (batch.length >= batchRows) {
      await db.insertInto('vehicles').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await db.insertInto('vehicles').values(batch).execute();
  summary.vehicles = count;
}

async function assertEmpty(db: Kysely<Database>): Promise<void> {
  for (const table of ['vehicles', 'dealers', 'listings', 'settings'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) throw new Error(`seedDemo needs empty tables, but ${table} has rows (seed with --fresh to replace them)`);
  }
}

export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const count = options.vehicles ?? DEFAULT_VEHICLE_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new Error(`vehicles must be a whole number of 0 or more, got ${count}`);
  await assertEmpty(db);
  const summary: SeedSummary = {
    vehicles: 0,
    dealers: 0,
    listings: 0,
    settings: 0,
    byState: Object.fromEntries(VEHICLE_STATES.map((s) => [s, 0])) as Record<VehicleState, number>,
    byStatus: Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, 0])) as Record<VehicleStatus, number>,
    stockVersion: 0,
  };
  await db.transaction().execute(async (trx) => {
    const dealers = dealerRows();
    await trx.insertInto('dealers').values(dealers).execute();
    summary.dealers = dealers.length;
    await insertVehicles(trx, count, summary);
    const listings = listingRows(options);
    await trx.insertInto('listings').values(listings).execute();
    summary.listings = listings.length;
    await seedCompanyConfig(trx);
    await seedWidgetTranslations(trx);
    const settings = settingRows();
    await trx.insertInto('settings').values(settings).execute();
    summary.settings = settings.length;
    const shellSettings = shellSettingRows();
    await trx.insertInto('settings').values(shellSettings).execute();
    summary.settings += shellSettings.length;
    await seedContent(trx);
    await seedReservationPages(trx);
    await seedBuyOnline(trx);
    await seedNavigationSettings(trx);
    await seedForms(trx);
    await seedVinCampaigns(trx);
    // The inserts moved the stock version (its triggers, migration 0022): running servers rebuild
    // their listing index when they see it.
    summary.stockVersion = await readStockVersion(trx);
  });
  return summary;
}

/** Seeds only a brand-new database (no vehicles and no settings); returns whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const vehicles = await db.selectFrom('vehicles').select('id').limit(1).executeTakeFirst();
  const settings = await db.selectFrom('settings').select('id').limit(1).executeTakeFirst();
  if (vehicles || settings) return false;
  await seedDemo(db, options);
  return true;
}
