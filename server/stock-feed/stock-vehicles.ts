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
import { feedRefusalText } from '../../domain/stock-feed/refusal-texts.js';
import type { FeedVehicle } from '../../domain/stock-feed/feed-fields.js';
import { validateFeedRow } from '../../domain/stock-feed/validate-row.js';
import { MAX_STOCK_PAGE_ITEMS, type StockListItem, type StockListQuery, type StockVehicleChange } from '../../domain/contracts/stock.js';
import type { Database, VehiclesTable } from '../db/schema.js';
import type { PhotoSet } from '../../domain/vehicle-media.js';
import { ApiFailure } from '../failure.js';
import { inStockBatch } from '../db/stock-version.js';
import { isVehicleLocked } from '../orders/soft-locks.js';
import { inScope, type StockScope } from './stock-scope.js';
import type { FeedPhotos } from './feed-photos.js';
import { CATALOGUE_MODEL_KEYS, NEWEST_FEED_MODEL_YEAR, changedColumns, feedColumns } from './vehicle-row.js';
import { updateVehicles, type VehicleUpdate } from './update-vehicles.js';

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
  return isVehicleLocked(db, row.id, now);
}

async function loadInScope(db: Kysely<Database>, scope: StockScope, id: number): Promise<StoredVehicle> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  // Another dealer's vehicle is "not found" to a retailer: its existence is not theirs to know.
  if (!row || !inScope(scope, row.dealer_code)) throw new ApiFailure(404, 'vehicle_not_found', 'No such vehicle among your stock', 'id');
  return row;
}

/**
 * A change checked as a feed row (the stored vehicle read back as one, the change put on it): the
 * vehicle it makes, or the refusal of its first problem with its field and three-language reason.
 */
function checkChange(
  row: StoredVehicle,
  change: StockVehicleChange,
): { ok: true; vehicle: FeedVehicle } | { ok: false; failure: ApiFailure } {
  const check = validateFeedRow(
    { ...feedValuesOf(row), ...change },
    { models: CATALOGUE_MODEL_KEYS, dealers: new Set([row.dealer_code]), allowedDealers: null, newestModelYear: NEWEST_FEED_MODEL_YEAR },
  );
  if (check.ok) return { ok: true, vehicle: check.vehicle };
  const [first] = check.problems;
  const failure = new ApiFailure(400, first?.code ?? 'invalid_request', feedRefusalText(first?.code ?? 'required').en, first?.field, {
    reason: first ? feedRefusalText(first.code) : undefined,
  });
  return { ok: false, failure };
}

/**
 * The columns a checked change writes: only those it touches that differ from the stored row (the
 * rest of a seeded vehicle stays as it was). Shared by the one-vehicle edit and the bulk status.
 */
function columnsToWrite(
  row: StoredVehicle,
  vehicle: FeedVehicle,
  change: StockVehicleChange,
  photoSet?: PhotoSet,
): Record<string, unknown> {
  const columns = feedColumns(vehicle, photoSet);
  const touched = new Set(['status', 'meta_buttons', 'price_hidden', 'features_standard', 'features_optional']);
  if (change.photos !== undefined) for (const name of ['photos', 'cover_photo_medium']) touched.add(name);
  if (change.msrp_price !== undefined || change.sale_price !== undefined || change.price_hidden !== undefined)
    for (const name of ['msrp_price', 'sale_price', 'display_price', 'prices', 'price_breakdown', 'total_price', 'base_price'])
      touched.add(name);
  const fields = changedColumns(row, columns).filter((name) => touched.has(name));
  return Object.fromEntries(fields.map((f) => [f, columns[f as keyof typeof columns]]));
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
  if (change.status !== undefined && change.status !== row.status && (await isHeld(db, row, now))) throw heldFailure();
  const check = checkChange(row, change);
  if (!check.ok) throw check.failure;
  const { vehicle } = check;
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
  const set = columnsToWrite(row, vehicle, change, photoSet);
  if (Object.keys(set).length > 0)
    await db
      .updateTable('vehicles')
      .set({ ...set, updated_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  return itemOf(await loadInScope(db, scope, id));
}

function heldFailure(): ApiFailure {
  return new ApiFailure(
    409,
    'vehicle_held',
    'A reservation or an order holds this vehicle: its status changes when the order ends',
    'status',
  );
}

export interface StockStatusResult {
  changed: number[];
  held: number[];
  not_found: number[];
}

/**
 * Sets one status on many vehicles (docs/stock-feed.md, "Stock API"): held vehicles (reserved, a
 * standing order, a live soft lock) and vehicles outside the caller's dealers are reported, not
 * changed; the rest are written together in one transaction by `updateVehicles` (one statement per
 * group of vehicles whose changed columns are the same), so the stock version moves once and every
 * listing index applies the change log once.
 */
export async function setStockStatus(
  db: Kysely<Database>,
  scope: StockScope,
  ids: readonly number[],
  status: VehicleStatus,
  now: number,
): Promise<StockStatusResult> {
  if (!(VEHICLE_STATUSES as readonly string[]).includes(status)) throw new ApiFailure(400, 'unknown_value', 'Unknown status', 'status');
  return inStockBatch(db, async (trx) => {
    const unique = [...new Set(ids)];
    const rows = new Map<number, StoredVehicle>();
    const held = new Set<number>();
    for (let i = 0; i < unique.length; i += STATUS_CHUNK) {
      const part = unique.slice(i, i + STATUS_CHUNK);
      for (const row of await trx.selectFrom('vehicles').selectAll().where('id', 'in', part).execute()) rows.set(Number(row.id), row);
      const [orders, locks] = await Promise.all([
        trx.selectFrom('orders').select('vehicle_id').where('vehicle_id', 'in', part).where('cancelled_at', 'is', null).execute(),
        trx.selectFrom('soft_locks').select('vehicle_id').where('vehicle_id', 'in', part).where('expires_at', '>', now).execute(),
      ]);
      for (const hold of [...orders, ...locks]) if (hold.vehicle_id !== null) held.add(Number(hold.vehicle_id));
    }
    const result: StockStatusResult = { changed: [], held: [], not_found: [] };
    const outcome = new Map<number, 'done' | 'held' | 'not_found'>();
    const updates: VehicleUpdate[] = [];
    for (const id of ids) {
      const seen = outcome.get(id);
      // A repeated id answers as the one-by-one loop did: once written its status is already the new one.
      if (seen !== undefined) {
        if (seen !== 'done') result[seen].push(id);
        continue;
      }
      const row = rows.get(id);
      let verdict: 'done' | 'held' | 'not_found' = 'done';
      if (!row || !inScope(scope, row.dealer_code)) verdict = 'not_found';
      else if (row.status === status) verdict = 'done';
      else if (row.status === 'reserved' || held.has(id)) verdict = 'held';
      else {
        const check = checkChange(row, { status });
        // A stored vehicle the feed check refuses was answered "not found" by the one-by-one loop too.
        if (!check.ok) verdict = 'not_found';
        else {
          const set = columnsToWrite(row, check.vehicle, { status });
          if (Object.keys(set).length > 0) updates.push({ id, set });
          result.changed.push(id);
        }
      }
      outcome.set(id, verdict);
      if (verdict !== 'done') result[verdict].push(id);
    }
    await updateVehicles(trx, updates, new Date(now).toISOString());
    return result;
  });
}

/** Ids read per statement (the API takes at most 500 a request; the bench sends more). */
const STATUS_CHUNK = 500;

/** The bulk status as it was written before, one vehicle at a time: kept to measure the batch against (bench/stock-status.ts). */
export async function setStockStatusOneByOne(
  db: Kysely<Database>,
  scope: StockScope,
  ids: readonly number[],
  status: VehicleStatus,
  now: number,
): Promise<StockStatusResult> {
  const result: StockStatusResult = { changed: [], held: [], not_found: [] };
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
