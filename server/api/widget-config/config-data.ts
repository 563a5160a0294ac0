/**
 * `GET /public_api/vehicles/config_data?config_url=…` (docs/listing-api.md, "Widget configuration"): the configuration of the new
 * vehicle a configurator journey starts from (the widget reads data.data). Only new vehicles carry
 * a build configuration; any other config_url is 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RawQuery } from '../../../domain/listing-query.js';
import type { Database, VehicleRow } from '../../db/schema.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { toVehicle } from '../../listing/vehicle-mapper.js';
import { textParam } from '../../http/query-params.js';
import { ApiFailure, refusal } from '../../http/failure.js';

const MAX_CONFIG_URL = 500;

/** The configurator's view of a vehicle: what was built, at what price, in which colours, with which options. */
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

export function configDataHandler(db: Kysely<Database>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    await allowAnyListingOrigin(request, reply, db);
    const configUrl = textParam(request.query as RawQuery, 'config_url', MAX_CONFIG_URL);
    if (!configUrl.ok) throw refusal(400, configUrl.error);
    if (configUrl.value === null) throw new ApiFailure(400, 'missing_parameter', 'config_url is required', 'config_url');
    const row = await db
      .selectFrom('vehicles')
      .selectAll()
      .where('config_url', '=', configUrl.value)
      .where('state', '=', 'new')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'config_not_found', 'No new vehicle has this config_url', 'config_url');
    return sendCachedJson(request, reply, { data: toConfigData(row) });
  };
}
