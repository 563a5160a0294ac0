/**
 * The configuration of the new vehicle a configurator journey starts from
 * (`GET /public_api/vehicles/config_data`, docs/listing-api.md, "Widget configuration"): what was
 * built, at what price, in which colours, with which options. Only new vehicles carry a build
 * configuration.
 */
import type { Kysely } from 'kysely';
import type { Database, VehicleRow } from '../db/schema.js';
import { toVehicle } from './vehicle-mapper.js';

/** The configurator's view of a vehicle. */
export function toConfigData(row: VehicleRow) {
  const a = toVehicle(row, () => undefined).attributes;
  return {
    vehicle_id: Number(row.id),
    config_url: a.config_url,
    brand: a.brand,
    brand_key: a.brand_key,
    model: a.model,
    nameplate_model_group: a.nameplate_model_group,
    nameplate_code: a.nameplate_code,
    model_year: a.model_year,
    version: a.version_name,
    engine: {
      types: a.engine_type.split(',').filter(Boolean),
      power: a.power,
      power_unit: a.power_unit,
      capacity: a.capacity,
      battery_capacity: a.battery_capacity,
      transmission: a.transmission,
      drivetrain: a.drivetrain,
    },
    price: {
      msrp_price: a.msrp_price,
      sale_price: a.sale_price,
      display_price: a.display_price,
      monthly_price: a.monthly_price,
      price_hidden: a.price_hidden,
      breakdown: a.price_breakdown,
      prices: a.prices.list,
    },
    colour: { exterior: a.color, exterior_name: a.specific_color, exterior_hex: a.color_hex, interior: a.color_interior },
    options: a.features_optional,
    standard_features: a.features_standard,
    delivery_date: a.delivery_date,
    dealer_code: a.dealer_code,
    cover_photo_medium: a.cover_photo_medium,
  };
}

export type ConfigData = ReturnType<typeof toConfigData>;

/** The configuration of the first new vehicle (by id) with this config_url; undefined when none has it. */
export async function findConfigData(db: Kysely<Database>, configUrl: string): Promise<ConfigData | undefined> {
  const row = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('config_url', '=', configUrl)
    .where('state', '=', 'new')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? toConfigData(row) : undefined;
}
