/**
 * Deterministic demo stock. Vehicle i is drawn from one seeded stream, so the first N vehicles of
 * any seed are the same whatever the total, and no row needs a query to be built.
 */
import type { Insertable } from 'kysely';
import { VEHICLE_STATES, VEHICLE_STATUSES, type BrandKey, type VehicleState, type VehicleStatus } from '../../domain/vehicle.js';
import type { VehiclesTable } from '../db/schema.js';
import {
  CATALOGUE,
  NEW_MODELS,
  NEWEST_YEAR,
  NEW_STOCK_FROM_YEAR,
  paint,
  type EngineSpec,
  type ModelSpec,
} from '../../domain/model-catalogue/index.js';
import { createRandom, SEED_NOW, SEEDS, type Random } from './random.js';
import { priceVehicle } from './vehicle-pricing.js';
import { buildVin } from './vin.js';
import { modelColumns } from '../stock-feed/vehicle-row.js';
import { FOOTNOTES, PRICES_TYPE, buttonsFor, disclaimersFor, photosFor } from '../../domain/vehicle-media.js';

const DAY = 86_400_000;

const STATE_WEIGHTS: readonly (readonly [VehicleState, number])[] = [
  ['new', 45],
  ['approved', 30],
  ['used', 25],
];

/** Status shares per state; every status stays possible in every state so filters always have data. */
const STATUS_WEIGHTS: Readonly<Record<VehicleState, readonly (readonly [VehicleStatus, number])[]>> = {
  new: [
    ['stock', 35],
    ['available_soon', 12],
    ['reserved', 6],
    ['sold', 4],
    ['in_production', 14],
    ['on_demand', 10],
    ['delivery', 7],
    ['demo', 8],
  ],
  approved: [
    ['stock', 62],
    ['available_soon', 8],
    ['reserved', 10],
    ['sold', 8],
    ['in_production', 1],
    ['on_demand', 1],
    ['delivery', 5],
    ['demo', 5],
  ],
  used: [
    ['stock', 64],
    ['available_soon', 8],
    ['reserved', 10],
    ['sold', 10],
    ['in_production', 1],
    ['on_demand', 1],
    ['delivery', 5],
    ['demo', 1],
  ],
};

/** The first vehicles walk through every (state, status) pair, so even a small seed has them all. */
const EVERY_PAIR = VEHICLE_STATES.flatMap((state) => VEHICLE_STATUSES.map((status) => [state, status] as const));

const ALL_MODELS = CATALOGUE.map((m) => [m, m.weight] as const);
const NEW_MODEL_WEIGHTS = NEW_MODELS.map((m) => [m, m.weight] as const);

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
// Not toLocaleString: it costs microseconds per call, which adds up over 100,000 rows.
const groupThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function productionYear(random: Random, model: ModelSpec, state: VehicleState): number {
  const [first, last] = model.years;
  if (state === 'new') return random.int(Math.max(first, NEW_STOCK_FROM_YEAR), Math.min(last, NEWEST_YEAR));
  // Approved stock is at most about six years old; used can be any age.
  const from = state === 'approved' ? Math.max(first, NEWEST_YEAR - 6) : first;
  const to = Math.min(last, NEWEST_YEAR - 1);
  return random.int(Math.min(from, to), to);
}

function mileageFor(random: Random, state: VehicleState, age: number): number {
  if (state === 'new') return random.int(0, 50);
  if (state === 'approved') return random.int(5_000, 60_000);
  return Math.min(180_000, Math.max(1_000, Math.round(age * random.int(8_000, 22_000))));
}

/** Lower trims are more common, as in real stock. */
function pickTrim(random: Random, model: ModelSpec): number {
  return random.weighted(model.trims.map((_, i) => [i, model.trims.length - i] as const));
}

function pickEngine(random: Random, model: ModelSpec, trimName: string): EngineSpec {
  const exclusive = model.engines.filter((e) => e.onlyTrim === trimName);
  return random.pick(exclusive.length > 0 ? exclusive : model.engines.filter((e) => e.onlyTrim === undefined));
}

function deliveryDate(random: Random, state: VehicleState, status: VehicleStatus, year: number): string | null {
  if (state !== 'new') return isoDate(Date.UTC(year, random.int(0, 11), random.int(1, 28)));
  switch (status) {
    case 'in_production':
    case 'on_demand':
    case 'available_soon':
      return isoDate(SEED_NOW + random.int(20, 150) * DAY);
    case 'delivery':
      return isoDate(SEED_NOW + random.int(3, 20) * DAY);
    case 'reserved':
    case 'sold':
      return isoDate(SEED_NOW + random.int(5, 60) * DAY);
    default:
      return isoDate(Math.min(SEED_NOW - random.int(5, 90) * DAY, Date.UTC(year, 11, 20)));
  }
}

function footnoteFor(random: Random, engine: EngineSpec): string | null {
  if (!random.chance(0.3)) return null;
  if (engine.types.includes('electric')) return FOOTNOTES.electric;
  return engine.types.includes('phev') ? FOOTNOTES.phev : FOOTNOTES.combustion;
}

function avlField(random: Random, msrp: number, year: number): string {
  return JSON.stringify({
    open_market_value: Math.round(msrp * 0.82),
    additional_registration_fee: Math.round(msrp * 0.05),
    preferential_additional_registration_fee: Math.round(msrp * 0.03),
    registration_date: isoDate(Date.UTC(year, random.int(0, 11), random.int(1, 28))),
  });
}

function japanField(random: Random, year: number, price: number): string {
  return JSON.stringify({
    date_mot_expiry: isoDate(SEED_NOW + random.int(60, 700) * DAY),
    date_warranty_expiry: isoDate(Date.UTC(year + 3, random.int(0, 11), random.int(1, 28))),
    recycling_fee: random.int(90, 180) * 100,
    repair_record: random.chance(0.85) ? 'none' : 'minor',
    previous_use: 'private',
    regular_maintenance_availability: 'yes',
    maintenance_log: 'available',
    date_registered: isoDate(Date.UTC(year, random.int(0, 11), random.int(1, 28))),
    on_the_road_price: price + 1200,
  });
}

export function generateVehicle(random: Random, index: number, dealersByBrand: Record<BrandKey, string[]>): Insertable<VehiclesTable> {
  const forced = EVERY_PAIR[index];
  const state = forced ? forced[0] : random.weighted(STATE_WEIGHTS);
  const status = forced ? forced[1] : random.weighted(STATUS_WEIGHTS[state]);
  const model = random.weighted(state === 'new' ? NEW_MODEL_WEIGHTS : ALL_MODELS);
  const trimIndex = pickTrim(random, model);
  const trim = model.trims[trimIndex] ?? model.trims[0];
  if (!trim) throw new Error(`model ${model.key} has no trims`);
  const engine = pickEngine(random, model, trim.name);
  const year = productionYear(random, model, state);
  const modelYear = Math.min(year + (random.chance(0.35) ? 1 : 0), NEWEST_YEAR + 1);
  const age = NEWEST_YEAR - year;
  const mileage = mileageFor(random, state, age);
  const exterior = paint(random.pick(model.paints));
  const options = random.subset(model.optionalFeatures, 0, 4);
  const pricing = priceVehicle(random, {
    state,
    basePrice: model.basePrice + trim.priceDelta + engine.priceDelta,
    optionsTotal: options.reduce((sum, o) => sum + o.price, 0),
    age,
    mileage,
  });
  const photos = photosFor(model.body, exterior.hex);
  const createdAt = SEED_NOW - random.int(0, 180 * 24 * 3600) * 1000;
  const updatedAt = Math.min(SEED_NOW, createdAt + random.int(0, 14 * 24 * 3600) * 1000);
  const interior = random.pick(model.interiors);
  const versionName = `${engine.code} ${trim.name}`;
  const vin = buildVin(model.brandKey, model.key, modelYear, trimIndex, model.engines.indexOf(engine), index);
  const hasOrder = status === 'reserved' || status === 'sold' || status === 'delivery';

  return {
    ...modelColumns(model),
    version_name: versionName,
    status,
    state,
    vin,
    mileage,
    mileage_unit: 'km',
    transmission: 'automatic',
    engine_type: engine.types.join(','),
    power: engine.power,
    power_unit: 'hp',
    capacity: engine.capacity,
    battery_capacity: engine.battery,
    color: exterior.family,
    color_hex: exterior.hex,
    specific_color: exterior.name,
    color_interior: interior,
    production_year: year,
    model_year: modelYear,
    delivery_date: deliveryDate(random, state, status, year),
    dealer_code: random.pick(dealersByBrand[model.brandKey]),
    order_number: hasOrder ? `IQ${String(year).slice(2)}-${String(400_000 + index).padStart(7, '0')}` : null,
    number_of_seats: random.pick(model.seats),
    drivetrain: engine.drivetrain,
    msrp_price: pricing.msrp_price,
    sale_price: pricing.sale_price,
    display_price: pricing.display_price,
    monthly_price: pricing.monthly_price,
    subscribe_price: pricing.subscribe_price,
    price_hidden: pricing.price_hidden,
    financing_options: JSON.stringify(pricing.financing_options),
    prices_type: PRICES_TYPE[state],
    features_optional: JSON.stringify(options),
    features_standard: JSON.stringify(random.subset(model.standardFeatures, 6, model.standardFeatures.length)),
    footnote: footnoteFor(random, engine),
    photos: photos.json,
    cover_photo_medium: photos.coverMedium,
    video_url: null,
    config_url:
      state === 'new' && (status === 'on_demand' || status === 'in_production')
        ? `/build-yours?model=${model.key}&config=${vin.slice(-6)}`
        : null,
    long_description: `${year} ${model.name} ${versionName} in ${exterior.name} with a ${interior} interior: ${engine.power} hp, ${engine.drivetrain === 'AWD' ? 'all-wheel drive' : 'rear-wheel drive'}, ${groupThousands(mileage)} km.`,
    price_breakdown: JSON.stringify(pricing.price_breakdown),
    total_price: pricing.total_price,
    base_price: pricing.base_price,
    price_metadata: '{}', // per-state drive-away prices exist only in the Australian market
    disclaimers: disclaimersFor(state),
    product_card_disclaimer: random.chance(0.2) ? 'Price excludes registration plates and insurance.' : null,
    avl_field: state === 'approved' ? avlField(random, pricing.msrp_price, year) : null,
    japan_used_and_approved_cars_field: state !== 'new' && random.chance(0.02) ? japanField(random, year, pricing.display_price) : null,
    prices: JSON.stringify(pricing.prices),
    meta_buttons: buttonsFor(state, status),
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
  };
}

/** Yields `count` vehicles lazily, so a 100,000-vehicle seed never holds every row in memory. */
export function* generateVehicles(count: number, dealersByBrand: Record<BrandKey, string[]>): Generator<Insertable<VehiclesTable>> {
  const random = createRandom(SEEDS.vehicles);
  for (let i = 0; i < count; i++) yield generateVehicle(random, i, dealersByBrand);
}
