/**
 * The stock screen's reads and writes (docs/stock-feed.md, "Stock API"): a page of vehicles inside
 * the caller's dealers, searched by VIN tail, model, dealer and status; one vehicle's price, status,
 * hidden price and features changed; a status set on many at once. A change goes through the same
 * row check and derivation as a feed row (the stored vehicle read back as a feed row, the change put
 * on it), so the screen cannot store what a feed could not, and the derived prices, price list and
 * buttons follow. A held vehicle (reserved, ordered or locked) keeps its status.
 */
import type { Kysely, Selectable } from 'kysely';
import { VEHICLE_STATUSES, type PriceEntry, type VehicleStatus } from '../../domain/vehicle.js';
import type { FeedVehicle } from '../../domain/stock-feed/feed-fields.js';
import { feedRefusalText } from '../../domain/stock-feed/refusal-texts.js';
import { validateFeedRow } from '../../domain/stock-feed/validate-row.js';
import { MAX_STOCK_PAGE_ITEMS, type StockListItem, type StockListQuery, type StockVehicleChange } from '../../domain/contracts/stock.js';
import type { Database, VehiclesTable } from '../db/schema.js';
import type { PhotoSet } from '../../domain/vehicle-media.js';
import { ApiFailure } from '../failure.js';
import { inScope, type StockScope } from './stock-scope.js';
import type { FeedPhotos } from './feed-photos.js';
import { CATALOGUE_MODEL_KEYS, NEWEST_FEED_MODEL_YEAR, changedColumns, feedColumns } from './vehicle-row.js';

type StoredVehicle = Selectable<VehiclesTable>;

const json = <T>(text: string | null, fallback: T): T => {
  try {
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
};

function itemOf(row: StoredVehicle): StockListItem {
  return {
    id: row.id,
    vin: row.vin,
    external_id: row.external_id,
    dealer_code: row.dealer_code,
    model: row.model,
    version_name: row.version_name,
    state: row.state,
    status: row.status,
    msrp_price: Number(row.msrp_price),
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
    display_price: Number(row.display_price),
    price_hidden: Number(row.price_hidden) === 1,
    features_standard: json(row.features_standard, []),
    features_optional: json(row.features_optional, []),
    updated_at: row.updated_at,
  };
}

export async function listStock(
  db: Kysely<Database>,
  scope: StockScope,
  query: StockListQuery,
): Promise<{ data: StockListItem[]; total: number }> {
  let select = db.selectFrom('vehicles');
  if (scope.dealers !== null) {
    if (scope.dealers.size === 0) return { data: [], total: 0 };
    select = select.where('dealer_code', 'in', [...scope.dealers]);
  }
  const vinTail = query.vin?.replace(/[\s-]/g, '').toUpperCase();
  if (vinTail) select = select.where('vin', 'like', `%${vinTail.replace(/[%_]/g, '')}`);
  if (query.model) {
    const needle = `%${query.model.trim().toLowerCase().replace(/[%_]/g, '')}%`;
    select = select.where((eb) => eb.or([eb(eb.fn('lower', ['model']), 'like', needle), eb('nameplate_model_group', 'like', needle)]));
  }
  if (query.dealer) select = select.where('dealer_code', '=', query.dealer);
  if (query.status) select = select.where('status', '=', query.status);
  const count = await select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const items = Math.min(query.items ?? 25, MAX_STOCK_PAGE_ITEMS);
  const page = Math.max(query.page ?? 1, 1);
  const sort = query.sort ?? 'updated_desc';
  let ordered = select.selectAll();
  if (sort === 'price_asc') ordered = ordered.orderBy('display_price', 'asc');
  else if (sort === 'price_desc') ordered = ordered.orderBy('display_price', 'desc');
  else if (sort === 'vin') ordered = ordered.orderBy('vin', 'asc');
  else ordered = ordered.orderBy('updated_at', 'desc');
  const rows = await ordered
    .orderBy('id', 'asc')
    .limit(items)
    .offset((page - 1) * items)
    .execute();
  return { data: rows.map(itemOf), total: Number(count.n) };
}

/** A stored vehicle as the feed row that would produce it. */
function feedValuesOf(row: StoredVehicle): Record<string, unknown> {
  const prices = json<PriceEntry[]>(row.prices, []);
  return {
    external_id: row.external_id,
    vin: row.vin,
    dealer_code: row.dealer_code,
    state: row.state,
    status: row.status,
    model_key: row.nameplate_model_group,
    version_name: row.version_name,
    model_year: Number(row.model_year),
    production_year: Number(row.production_year),
    mileage: Number(row.mileage),
    mileage_unit: row.mileage_unit,
    transmission: row.transmission,
    engine_type: row.engine_type,
    power: Number(row.power),
    power_unit: row.power_unit,
    capacity: row.capacity === null ? null : Number(row.capacity),
    battery_capacity: row.battery_capacity === null ? null : Number(row.battery_capacity),
    drivetrain: row.drivetrain,
    number_of_seats: Number(row.number_of_seats),
    color: row.color,
    color_hex: row.color_hex,
    specific_color: row.specific_color,
    color_interior: row.color_interior,
    delivery_date: row.delivery_date,
    order_number: row.order_number,
    msrp_price: Number(row.msrp_price),
    sale_price: row.sale_price === null ? null : Number(row.sale_price),
    monthly_price: row.monthly_price === null ? null : Number(row.monthly_price),
    price_hidden: Number(row.price_hidden) === 1,
    monthly_price_hidden: prices.some((p) => p.type === 'lease' && p.hiddenFromVisitors),
    financing_options: json<string[]>(row.financing_options, ['cash']),
    features_standard: json<string[]>(row.features_standard, []),
    features_optional: json<unknown[]>(row.features_optional, []),
  };
}

async function isHeld(db: Kysely<Database>, row: StoredVehicle, now: number): Promise<boolean> {
  if (row.status === 'reserved') return true;
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('vehicle_id', '=', row.id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (order) return true;
  const lock = await db
    .selectFrom('soft_locks')
    .select('id')
    .where('vehicle_id', '=', row.id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return lock !== undefined;
}

async function loadInScope(db: Kysely<Database>, scope: StockScope, id: number): Promise<StoredVehicle> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  // Another dealer's vehicle is "not found" to a retailer: its existence is not theirs to know.
  if (!row || !inScope(scope, row.dealer_code)) throw new ApiFailure(404, 'vehicle_not_found', 'No such vehicle among your stock', 'id');
  return row;
}

/** Changes one vehicle; answers it as the list shows it. */
export async function changeStockVehicle(
  db: Kysely<Database>,
  scope: StockScope,
  id: number,
  change: StockVehicleChange,
  now: number,
  photos?: Pick<FeedPhotos, 'store'>,
): Promise<StockListItem> {
  const row = await loadInScope(db, scope, id);
  if (change.status !== undefined && change.status !== row.status && (await isHeld(db, row, now)))
    throw new ApiFailure(
      409,
      'vehicle_held',
      'A reservation or an order holds this vehicle: its status changes when the order ends',
      'status',
    );
  const dealers = new Set([row.dealer_code]);
  const check = validateFeedRow(
    { ...feedValuesOf(row), ...change },
    { models: CATALOGUE_MODEL_KEYS, dealers, allowedDealers: null, newestModelYear: NEWEST_FEED_MODEL_YEAR },
  );
  if (!check.ok) {
    const [first] = check.problems;
    throw new ApiFailure(400, first?.code ?? 'invalid_request', feedRefusalText(first?.code ?? 'required').en, first?.field, {
      reason: first ? feedRefusalText(first.code) : undefined,
    });
  }
  const vehicle: FeedVehicle = check.vehicle;
  let photoSet: PhotoSet | undefined;
  if (vehicle.photos.length > 0) {
    if (!photos) throw new Error('changeStockVehicle: photos named without a photo store');
    // Fetched before anything is written: a photo that cannot be stored leaves the vehicle as it was.
    const stored = await photos.store(vehicle.photos);
    if ('problems' in stored) {
      const [first] = stored.problems;
      const code = first?.code ?? 'photo_bad_url';
      throw new ApiFailure(400, code, feedRefusalText(code).en, 'photos', { reason: feedRefusalText(code), url: first?.url });
    }
    photoSet = stored.set;
  }
  const columns = feedColumns(vehicle, photoSet);
  // Only what the change touches is written: the rest of a seeded vehicle stays as it was.
  const touched = new Set(['status', 'meta_buttons', 'price_hidden', 'features_standard', 'features_optional']);
  if (change.photos !== undefined) for (const name of ['photos', 'cover_photo_medium']) touched.add(name);
  if (change.msrp_price !== undefined || change.sale_price !== undefined || change.price_hidden !== undefined)
    for (const name of ['msrp_price', 'sale_price', 'display_price', 'prices', 'price_breakdown', 'total_price', 'base_price'])
      touched.add(name);
  const fields = changedColumns(row, columns).filter((name) => touched.has(name));
  if (fields.length > 0)
    await db
      .updateTable('vehicles')
      .set({ ...Object.fromEntries(fields.map((f) => [f, columns[f as keyof typeof columns]])), updated_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  return itemOf(await loadInScope(db, scope, id));
}

/** Sets one status on many vehicles; held ones and others' vehicles are reported, not changed. */
export async function setStockStatus(
  db: Kysely<Database>,
  scope: StockScope,
  ids: readonly number[],
  status: VehicleStatus,
  now: number,
): Promise<{ changed: number[]; held: number[]; not_found: number[] }> {
  if (!(VEHICLE_STATUSES as readonly string[]).includes(status)) throw new ApiFailure(400, 'unknown_value', 'Unknown status', 'status');
  const result = { changed: [] as number[], held: [] as number[], not_found: [] as number[] };
  for (const id of ids) {
    try {
      const before = await loadInScope(db, scope, id);
      if (before.status === status) continue;
      await changeStockVehicle(db, scope, id, { status }, now);
      result.changed.push(id);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      if (error.code === 'vehicle_held') result.held.push(id);
      else result.not_found.push(id);
    }
  }
  return result;
}
