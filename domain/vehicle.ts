/**
 * The vehicle of the stock locator, as the listing API returns it (JSON:API style:
 * `{ id, type: 'vehicle', attributes }`). Field names are the listing API's (docs/listing-api.md, "Vehicle fields").
 * Everything a filter, a sort or a card needs is a scalar here; lists and market groups are nested.
 */

export const VEHICLE_STATES = ['new', 'approved', 'used'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

export const VEHICLE_STATUSES = ['stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const BRAND_KEYS = ['land_rover', 'jaguar'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

export const FINANCING_OPTIONS = ['cash', 'lease', 'rent'] as const;
export type FinancingOption = (typeof FINANCING_OPTIONS)[number];

export const PRICE_KINDS = ['purchase', 'lease', 'subscribe', 'sale'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export interface PriceEntry {
  type: PriceKind;
  value_raw: number;
  old_price: number | null;
  hiddenFromVisitors: boolean;
}

export interface VehiclePhoto {
  sequence: number;
  big_path: string;
  medium_path: string;
  quarter_hd_path: string;
  hd_path: string;
  full_path: string;
}

export interface VehicleButton {
  button_type: string;
  label: string;
  target: string;
  target_type: string;
  target_action: string;
  button_set_setup_id: number | null;
}

export interface OptionalFeature {
  name: string;
  price: number;
}

export interface PriceBreakdownLine {
  label: string;
  value: number;
}

export interface AvlField {
  open_market_value: number | null;
  additional_registration_fee: number | null;
  preferential_additional_registration_fee: number | null;
  registration_date: string | null;
}

export interface JapanUsedAndApprovedCarsField {
  date_mot_expiry: string | null;
  date_warranty_expiry: string | null;
  recycling_fee: number | null;
  repair_record: string | null;
  previous_use: string | null;
  regular_maintenance_availability: string | null;
  maintenance_log: string | null;
  date_registered: string | null;
  on_the_road_price: number | null;
}

export interface VehicleAttributes {
  brand: string; // display name: "Land Rover" | "Jaguar"
  brand_key: BrandKey;
  family: string | null; // "Range Rover" | "Defender" | "Discovery" (Land Rover only)
  nameplate_model_group: string; // e.g. "range_rover_sport", "defender", "f_pace"
  model: string; // series, e.g. "Range Rover Sport"
  nameplate_code: string;
  version_name: string;
  status: VehicleStatus;
  state: VehicleState;
  vin: string;
  mileage: number;
  mileage_unit: 'km' | 'mi';
  transmission: string; // "automatic" | "manual"
  engine_type: string; // list joined by comma, e.g. "petrol,mhev"
  power: number;
  power_unit: 'hp' | 'kW';
  capacity: number | null; // litres
  battery_capacity: number | null; // kWh
  color: string; // exterior colour name
  color_hex: string; // exterior paint, drives the generated picture
  specific_color: string; // paint name, e.g. "Santorini Black"
  color_interior: string;
  production_year: number;
  model_year: number;
  delivery_date: string | null; // ISO date
  dealer_code: string;
  dealer_name: string;
  dealer_location: string;
  locality: string;
  order_number: string | null;
  number_of_seats: number;
  drivetrain: string; // "AWD" | "RWD"
  msrp_price: number;
  sale_price: number | null;
  display_price: number; // the price a visitor sees (sale price when set, else msrp)
  monthly_price: number | null;
  subscribe_price: number | null;
  price_hidden: boolean;
  financing_options: FinancingOption[];
  prices_type: string | null; // tax notice
  features_optional: OptionalFeature[];
  features_standard: string[];
  footnote: string | null;
  photos: VehiclePhoto[];
  cover_photo_medium: string;
  video_url: string | null;
  config_url: string | null;
  long_description: string | null;
  price_breakdown: PriceBreakdownLine[];
  total_price: number | null;
  base_price: number | null;
  price_metadata: Record<string, number>;
  disclaimers: string[];
  product_card_disclaimer: string | null;
  avl_field: AvlField | null;
  japan_used_and_approved_cars_field: JapanUsedAndApprovedCarsField | null;
  prices: { list: PriceEntry[] };
  meta: { buttons: VehicleButton[] };
  created_at: string; // ISO timestamp
}

export interface Vehicle {
  id: number;
  type: 'vehicle';
  attributes: VehicleAttributes;
}

/** A short VIN is the last 3 characters when the VIN is longer than 3. */
export function shortVin(vin: string): string {
  return vin.length > 3 ? vin.slice(-3) : vin;
}
