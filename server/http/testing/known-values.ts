/**
 * Real values of the seeded database per parameter name, so the fuzz also reaches the answers
 * behind a found listing, vehicle, order or page (random strings alone would mostly meet 404s).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type KnownValues = Record<string, string[]>;

export async function knownValues(db: Kysely<Database>): Promise<KnownValues> {
  const listings = await db.selectFrom('listings').select(['id', 'uuid']).execute();
  const vehicles = await db.selectFrom('vehicles').select(['id', 'config_url']).orderBy('id').limit(5).execute();
  const pages = await db.selectFrom('pages').select('path').limit(5).execute();
  const widgets = await db.selectFrom('widget_translations_configs').select('id').limit(3).execute();
  const listKeys = listings.map((l) => String(l.id));
  const vehicleIds = vehicles.map((v) => String(v.id));
  return {
    id: [...listKeys, ...widgets.map((w) => w.id)],
    listKey: listKeys,
    vehicleId: vehicleIds,
    vehicle_id: vehicleIds,
    param: vehicleIds.map((id) => `range-rover-${id}`),
    uuids: [listings.map((l) => String(l.uuid)).join(',')],
    company_uuid: listings.map((l) => String(l.uuid)),
    config_url: vehicles.map((v) => v.config_url).filter((url): url is string => typeof url === 'string' && url !== ''),
    '*': pages.map((p) => String(p.path).replace(/^\//, '')),
    section: ['all', 'stock_locator'],
    'company-config': listKeys,
    body: ['suv', 'coupe', 'saloon'],
    color: ['1b1c1e', 'ffffff'],
    view: ['side', 'front'],
    size: ['medium', 'small'],
    vendor: ['local_test', 'stripe'],
    lang: ['en', 'ar', 'ku'],
    brand: ['land_rover', 'jaguar'],
  };
}
