/**
 * The stock feed's row (docs/stock-feed.md, "Feed format"): the fields an importer's
 * dealer-management system sends per vehicle, in CSV columns or JSON members of the same names.
 * Everything else a vehicle row holds (brand, family, buttons, price list; the photos when the row
 * names none) is derived from these on the server, as the demo seed derives it.
 */
import type { FinancingOption, OptionalFeature, VehicleState, VehicleStatus } from '../vehicle.js';

/** Every field of a row, in the CSV's column order, and whether a row must carry it. */
const FEED_FIELD_PRESENCE = {
  external_id: 'optional',
  vin: 'required',
  dealer_code: 'required',
  state: 'required',
  status: 'required',
  model_key: 'required',
  version_name: 'required',
  model_year: 'required',
  production_year: 'required',
  mileage: 'required',
  mileage_unit: 'optional',
  transmission: 'required',
  engine_type: 'required',
  power: 'required',
  power_unit: 'optional',
  capacity: 'optional',
  battery_capacity: 'optional',
  drivetrain: 'required',
  number_of_seats: 'required',
  color: 'required',
  color_hex: 'required',
  specific_color: 'required',
  color_interior: 'required',
  delivery_date: 'optional',
  order_number: 'optional',
  msrp_price: 'required',
  sale_price: 'optional',
  monthly_price: 'optional',
  price_hidden: 'optional',
  monthly_price_hidden: 'optional',
  financing_options: 'optional',
  features_standard: 'optional',
  features_optional: 'optional',
  photos: 'optional',
} as const;
export type FeedField = keyof typeof FEED_FIELD_PRESENCE;

export const FEED_FIELDS = Object.keys(FEED_FIELD_PRESENCE) as readonly FeedField[];

export const REQUIRED_FEED_FIELDS: readonly FeedField[] = FEED_FIELDS.filter((field) => FEED_FIELD_PRESENCE[field] === 'required');

export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const DRIVETRAINS = ['AWD', 'RWD', 'FWD'] as const;
export const ENGINE_TYPES = ['petrol', 'diesel', 'mhev', 'phev', 'electric'] as const;
export const MILEAGE_UNITS = ['km', 'mi'] as const;
export const POWER_UNITS = ['hp', 'kW'] as const;

/** A feed row that passed every check, normalised (VIN upper-cased, lists split, numbers parsed). */
export interface FeedVehicle {
  external_id: string | null;
  vin: string;
  dealer_code: string;
  state: VehicleState;
  status: VehicleStatus;
  model_key: string;
  version_name: string;
  model_year: number;
  production_year: number;
  mileage: number;
  mileage_unit: (typeof MILEAGE_UNITS)[number];
  transmission: (typeof TRANSMISSIONS)[number];
  engine_type: string;
  power: number;
  power_unit: (typeof POWER_UNITS)[number];
  capacity: number | null;
  battery_capacity: number | null;
  drivetrain: (typeof DRIVETRAINS)[number];
  number_of_seats: number;
  color: string;
  color_hex: string;
  specific_color: string;
  color_interior: string;
  delivery_date: string | null;
  order_number: string | null;
  msrp_price: number;
  sale_price: number | null;
  monthly_price: number | null;
  price_hidden: boolean;
  monthly_price_hidden: boolean;
  financing_options: FinancingOption[];
  features_standard: string[];
  features_optional: OptionalFeature[];
  /** Photo addresses as sent, in order, without repeats (checked and fetched by the importer, docs/stock-feed.md "Photos"). */
  photos: string[];
}

/** The most photos a row may name. */
export const MAX_FEED_PHOTOS = 20;

/** Why a row (or one of its fields) is refused; the texts are in refusal-texts.ts. */
export const FEED_REFUSAL_CODES = [
  'required',
  'unknown_field',
  'not_text',
  'too_long',
  'bad_id',
  'vin_malformed',
  'vin_check_digit',
  'vin_repeated',
  'external_id_repeated',
  'vin_belongs_to_other',
  'unknown_value',
  'unknown_model',
  'unknown_dealer',
  'dealer_not_allowed',
  'not_integer',
  'not_number',
  'out_of_range',
  'year_order',
  'bad_date',
  'bad_colour',
  'not_boolean',
  'sale_above_msrp',
  'lease_without_monthly',
  'bad_feature',
  'too_many',
  'photo_bad_url',
  'photo_private_host',
  'photo_unreachable',
  'photo_http_status',
  'photo_redirect',
  'photo_too_large',
  'photo_timeout',
  'photo_not_image',
  'photo_too_many_pixels',
] as const;
export type FeedRefusalCode = (typeof FEED_REFUSAL_CODES)[number];
