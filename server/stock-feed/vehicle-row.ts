/**
 * A checked feed row as the `vehicles` columns the listing reads (docs/stock-feed.md, "What the
 * server derives"): brand, family and the picture from the catalogue model, the price list with its
 * `hiddenFromVisitors` flags, the buttons and disclaimers by state and status, as the demo seed
 * builds them (server/seed/vehicles.ts). Columns a feed does not carry (video, configurator
 * link, footnote, market-specific fields) are left as they are on an update.
 */
import type { Insertable } from 'kysely';
import type { PriceBreakdownLine, PriceEntry } from '../../domain/vehicle.js';
import type { FeedVehicle } from '../../domain/stock-feed/feed-fields.js';
import { CATALOGUE, NEWEST_YEAR, type ModelSpec } from '../../domain/model-catalogue/index.js';
import { PRICES_TYPE, buttonsFor, disclaimersFor, photosFor, type PhotoSet } from '../../domain/vehicle-media.js';
import type { VehiclesTable } from '../db/schema.js';

const MODELS: ReadonlyMap<string, ModelSpec> = new Map(CATALOGUE.map((model) => [model.key, model]));

export const CATALOGUE_MODEL_KEYS: ReadonlySet<string> = new Set(MODELS.keys());

/** The columns a stock vehicle takes from its catalogue model, the same for a fed and a seeded vehicle. */
export function modelColumns(model: ModelSpec) {
  return {
    brand: model.brand,
    brand_key: model.brandKey,
    family: model.family,
    nameplate_model_group: model.key,
    model: model.name,
    nameplate_code: model.nameplateCode,
  };
}
/** A feed may list next year's models. */
export const NEWEST_FEED_MODEL_YEAR = NEWEST_YEAR + 1;

/** The columns a feed row sets, in a stable order (what "unchanged" compares). */
export type FeedColumns = Omit<
  Insertable<VehiclesTable>,
  | 'id'
  | 'subscribe_price'
  | 'footnote'
  | 'video_url'
  | 'config_url'
  | 'price_metadata'
  | 'product_card_disclaimer'
  | 'avl_field'
  | 'japan_used_and_approved_cars_field'
  | 'created_at'
  | 'updated_at'
>;

function priceList(vehicle: FeedVehicle, display: number): PriceEntry[] {
  const { msrp_price, sale_price, monthly_price } = vehicle;
  const prices: PriceEntry[] = [
    { type: 'purchase', value_raw: display, old_price: sale_price === null ? null : msrp_price, hiddenFromVisitors: vehicle.price_hidden },
  ];
  if (sale_price !== null)
    prices.push({ type: 'sale', value_raw: sale_price, old_price: msrp_price, hiddenFromVisitors: vehicle.price_hidden });
  if (monthly_price !== null)
    prices.push({ type: 'lease', value_raw: monthly_price, old_price: null, hiddenFromVisitors: vehicle.monthly_price_hidden });
  return prices;
}

function breakdown(vehicle: FeedVehicle): PriceBreakdownLine[] {
  const lines: PriceBreakdownLine[] = [{ label: 'Vehicle price', value: vehicle.msrp_price }];
  if (vehicle.sale_price !== null) lines.push({ label: 'Retailer offer', value: vehicle.sale_price - vehicle.msrp_price });
  return lines;
}

function description(vehicle: FeedVehicle, model: ModelSpec): string {
  const drive = vehicle.drivetrain === 'AWD' ? 'all-wheel drive' : vehicle.drivetrain === 'RWD' ? 'rear-wheel drive' : 'front-wheel drive';
  const mileage = String(vehicle.mileage).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (
    `${vehicle.production_year} ${model.name} ${vehicle.version_name} in ${vehicle.specific_color} with a ${vehicle.color_interior} interior: ` +
    `${vehicle.power} ${vehicle.power_unit}, ${drive}, ${mileage} ${vehicle.mileage_unit}.`
  );
}

/**
 * The vehicle columns of a checked row (its model key is a catalogue key: the row check saw to
 * that). `photos`: the stored photos the importer settled on (./feed-photos.ts); without them, the
 * generated pictures of the model's body in the row's paint.
 */
export function feedColumns(vehicle: FeedVehicle, photoSet?: PhotoSet): FeedColumns {
  const model = MODELS.get(vehicle.model_key);
  if (!model) throw new Error(`feedColumns: ${vehicle.model_key} is not a catalogue model`);
  const display = vehicle.sale_price ?? vehicle.msrp_price;
  const photos = photoSet ?? photosFor(model.body, vehicle.color_hex);
  return {
    ...modelColumns(model),
    version_name: vehicle.version_name,
    status: vehicle.status,
    state: vehicle.state,
    vin: vehicle.vin,
    external_id: vehicle.external_id,
    mileage: vehicle.mileage,
    mileage_unit: vehicle.mileage_unit,
    transmission: vehicle.transmission,
    engine_type: vehicle.engine_type,
    power: vehicle.power,
    power_unit: vehicle.power_unit,
    capacity: vehicle.capacity,
    battery_capacity: vehicle.battery_capacity,
    color: vehicle.color,
    color_hex: vehicle.color_hex,
    specific_color: vehicle.specific_color,
    color_interior: vehicle.color_interior,
    production_year: vehicle.production_year,
    model_year: vehicle.model_year,
    delivery_date: vehicle.delivery_date,
    dealer_code: vehicle.dealer_code,
    order_number: vehicle.order_number,
    number_of_seats: vehicle.number_of_seats,
    drivetrain: vehicle.drivetrain,
    msrp_price: vehicle.msrp_price,
    sale_price: vehicle.sale_price,
    display_price: display,
    monthly_price: vehicle.monthly_price,
    price_hidden: vehicle.price_hidden ? 1 : 0,
    financing_options: JSON.stringify(vehicle.financing_options),
    prices_type: PRICES_TYPE[vehicle.state],
    features_optional: JSON.stringify(vehicle.features_optional),
    features_standard: JSON.stringify(vehicle.features_standard),
    photos: photos.json,
    cover_photo_medium: photos.coverMedium,
    long_description: description(vehicle, model),
    price_breakdown: JSON.stringify(breakdown(vehicle)),
    total_price: display,
    base_price: vehicle.msrp_price,
    disclaimers: disclaimersFor(vehicle.state),
    prices: JSON.stringify(priceList(vehicle, display)),
    meta_buttons: buttonsFor(vehicle.state, vehicle.status),
  };
}

/** The names of the columns whose stored value differs from the row's. */
export function changedColumns(stored: Readonly<Record<string, unknown>>, columns: FeedColumns): string[] {
  const same = (a: unknown, b: unknown): boolean =>
    a === null || a === undefined ? b === null || b === undefined : String(a) === String(b);
  return Object.entries(columns)
    .filter(([name, value]) => !same(stored[name], value))
    .map(([name]) => name);
}

/** The columns a new vehicle needs beside the feed's. */
export function insertColumns(columns: FeedColumns, now: string): Insertable<VehiclesTable> {
  return {
    ...columns,
    subscribe_price: null,
    footnote: null,
    video_url: null,
    config_url: null,
    price_metadata: '{}',
    product_card_disclaimer: null,
    avl_field: null,
    japan_used_and_approved_cars_field: null,
    created_at: now,
    updated_at: now,
  };
}
