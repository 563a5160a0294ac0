/**
 * Database vehicle row -> the API's Vehicle (domain/vehicle.ts): JSON columns parsed, 0/1 flags as
 * booleans, prices and buttons nested, dealer fields from the index's dealer cache. Tolerates what
 * PostgreSQL may hand back instead of SQLite's plain values (numeric strings, Date, parsed JSON).
 */
import type { LightVehicle } from '../../domain/listing-query.js';
import type { Vehicle, VehicleAttributes } from '../../domain/vehicle.js';
import type { VehicleRow } from '../db/schema.js';
import { dealerDisplayName, type DealerInfo } from './dealer-info.js';
import { readJson } from '../db/json-list-column.js';

export type DealerLookup = (code: string) => DealerInfo | undefined;

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value === null || value === undefined ? '' : String(value);
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : text(value);
}

/** A JSON column, or the fallback when it is empty or unreadable (one bad row must not fail a page). */
function json<T>(raw: unknown, fallback: T): T {
  if (raw === null || raw === undefined || raw === '') return fallback;
  const parsed = readJson(raw);
  return parsed.ok && parsed.value !== null ? (parsed.value as T) : fallback;
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}

export function toVehicle(row: VehicleRow, dealerOf: DealerLookup): Vehicle {
  const dealer = dealerOf(row.dealer_code);
  const attributes: VehicleAttributes = {
    brand: row.brand,
    brand_key: row.brand_key as VehicleAttributes['brand_key'],
    family: row.family,
    nameplate_model_group: row.nameplate_model_group,
    model: row.model,
    nameplate_code: row.nameplate_code,
    version_name: row.version_name,
    status: row.status as VehicleAttributes['status'],
    state: row.state as VehicleAttributes['state'],
    vin: row.vin,
    mileage: num(row.mileage),
    mileage_unit: row.mileage_unit as VehicleAttributes['mileage_unit'],
    transmission: row.transmission,
    engine_type: row.engine_type,
    power: num(row.power),
    power_unit: row.power_unit as VehicleAttributes['power_unit'],
    capacity: numOrNull(row.capacity),
    battery_capacity: numOrNull(row.battery_capacity),
    color: row.color,
    color_hex: row.color_hex,
    specific_color: row.specific_color,
    color_interior: row.color_interior,
    production_year: num(row.production_year),
    model_year: num(row.model_year),
    delivery_date: textOrNull(row.delivery_date),
    dealer_code: row.dealer_code,
    dealer_name: dealer ? dealerDisplayName(dealer, row.brand_key) : '',
    dealer_location: dealer?.location ?? '',
    locality: dealer?.locality ?? '',
    order_number: row.order_number,
    number_of_seats: num(row.number_of_seats),
    drivetrain: row.drivetrain,
    msrp_price: num(row.msrp_price),
    sale_price: numOrNull(row.sale_price),
    display_price: num(row.display_price),
    monthly_price: numOrNull(row.monthly_price),
    subscribe_price: numOrNull(row.subscribe_price),
    price_hidden: flag(row.price_hidden),
    financing_options: json(row.financing_options, []),
    prices_type: row.prices_type,
    features_optional: json(row.features_optional, []),
    features_standard: json(row.features_standard, []),
    footnote: row.footnote,
    photos: json(row.photos, []),
    cover_photo_medium: row.cover_photo_medium,
    video_url: row.video_url,
    config_url: row.config_url,
    long_description: row.long_description,
    price_breakdown: json(row.price_breakdown, []),
    total_price: numOrNull(row.total_price),
    base_price: numOrNull(row.base_price),
    price_metadata: json(row.price_metadata, {}),
    disclaimers: json(row.disclaimers, []),
    product_card_disclaimer: row.product_card_disclaimer,
    avl_field: json(row.avl_field, null),
    japan_used_and_approved_cars_field: json(row.japan_used_and_approved_cars_field, null),
    prices: { list: json(row.prices, []) },
    meta: { buttons: json(row.meta_buttons, []) },
    created_at: text(row.created_at),
  };
  return { id: num(row.id), type: 'vehicle', attributes };
}

export type LightVehicleRow = Pick<
  VehicleRow,
  'id' | 'model' | 'brand' | 'production_year' | 'mileage' | 'display_price' | 'status' | 'state' | 'cover_photo_medium' | 'vin'
>;

export function toLightVehicle(row: LightVehicleRow): LightVehicle {
  return {
    id: num(row.id),
    type: 'vehicle',
    attributes: {
      model: row.model,
      brand: row.brand,
      production_year: num(row.production_year),
      mileage: num(row.mileage),
      display_price: num(row.display_price),
      status: row.status as LightVehicle['attributes']['status'],
      state: row.state as LightVehicle['attributes']['state'],
      cover_photo_medium: row.cover_photo_medium,
      vin: row.vin,
    },
  };
}
