/**
 * Checks one feed row against the vehicle model the listing uses (docs/stock-feed.md, "Feed
 * format"): every field, every problem (not only the first), normalised into a FeedVehicle when
 * none is found. CSV cells arrive as strings, JSON members as strings, numbers, booleans or arrays;
 * both are read the same way. What needs the database (known models and dealers, the caller's
 * dealers) comes in `context`; checks across rows (a VIN twice) are the importer's.
 */
import { toWesternDigits } from '../digits.js';
import { checkVin } from '../vin-check.js';
import { FINANCING_OPTIONS, VEHICLE_STATES, VEHICLE_STATUSES, type FinancingOption, type OptionalFeature } from '../vehicle.js';
import {
  DRIVETRAINS,
  ENGINE_TYPES,
  FEED_FIELDS,
  MAX_FEED_PHOTOS,
  MILEAGE_UNITS,
  POWER_UNITS,
  REQUIRED_FEED_FIELDS,
  TRANSMISSIONS,
  type FeedField,
  type FeedRefusalCode,
  type FeedVehicle,
} from './feed-fields.js';

export interface FeedRowContext {
  /** Catalogue model keys (`nameplate_model_group`). */
  models: ReadonlySet<string>;
  /** Every dealer code that exists. */
  dealers: ReadonlySet<string>;
  /** The dealer codes the caller may change; null = all. */
  allowedDealers: ReadonlySet<string> | null;
  /** The newest model year accepted (the catalogue's newest plus one). */
  newestModelYear: number;
}

export interface FeedRowProblem {
  /** A feed field, or the unknown column's name for `unknown_field`. */
  field: string;
  code: FeedRefusalCode;
}

export type FeedRowCheck = { ok: true; vehicle: FeedVehicle } | { ok: false; problems: FeedRowProblem[] };

const KNOWN_FIELDS: ReadonlySet<string> = new Set(FEED_FIELDS);
const EXTERNAL_ID = /^[A-Za-z0-9._-]{1,64}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_TEXT = 120;
const MAX_FEATURES = 60;

class RowReader {
  readonly problems: FeedRowProblem[] = [];
  constructor(private readonly values: Readonly<Record<string, unknown>>) {}

  fail(field: string, code: FeedRefusalCode): null {
    this.problems.push({ field, code });
    return null;
  }

  /** The cell, or undefined when absent or blank. */
  raw(field: FeedField): unknown {
    const value = this.values[field];
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    return value;
  }

  text(field: FeedField, max = MAX_TEXT): string | null {
    const value = this.raw(field);
    if (value === undefined) return REQUIRED_FEED_FIELDS.includes(field) ? this.fail(field, 'required') : null;
    if (typeof value !== 'string' && typeof value !== 'number') return this.fail(field, 'not_text');
    const text = String(value).trim();
    return text.length > max ? this.fail(field, 'too_long') : text;
  }

  oneOf<T extends string>(field: FeedField, allowed: readonly T[], fallback?: T): T | null {
    const value = this.text(field);
    if (value === null) return fallback ?? null;
    return (allowed as readonly string[]).includes(value) ? (value as T) : this.fail(field, 'unknown_value');
  }

  number(field: FeedField, options: { min: number; max: number; integer: boolean }): number | null {
    const value = this.raw(field);
    if (value === undefined) return REQUIRED_FEED_FIELDS.includes(field) ? this.fail(field, 'required') : null;
    const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(toWesternDigits(value.trim())) : Number.NaN;
    if (!Number.isFinite(parsed)) return this.fail(field, options.integer ? 'not_integer' : 'not_number');
    if (options.integer && !Number.isInteger(parsed)) return this.fail(field, 'not_integer');
    if (parsed < options.min || parsed > options.max) return this.fail(field, 'out_of_range');
    return parsed;
  }

  boolean(field: FeedField): boolean | null {
    const value = this.raw(field);
    if (value === undefined) return false;
    if (typeof value === 'boolean') return value;
    const text = String(value).trim().toLowerCase();
    if (['true', '1', 'yes'].includes(text)) return true;
    if (['false', '0', 'no'].includes(text)) return false;
    return this.fail(field, 'not_boolean');
  }

  /** A list: a JSON array, or a CSV cell of `|`-separated values. */
  list(field: FeedField): unknown[] | null {
    const value = this.raw(field);
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : null;
    if (items === null) return this.fail(field, 'not_text');
    if (items.length > MAX_FEATURES) return this.fail(field, 'too_many');
    return items.filter((item) => !(typeof item === 'string' && item.trim() === ''));
  }
}

function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function readVin(reader: RowReader): string | null {
  const value = reader.text('vin', 40);
  if (value === null) return null;
  const check = checkVin(value);
  if (!check.ok) return reader.fail('vin', check.reason === 'malformed' ? 'vin_malformed' : 'vin_check_digit');
  return check.vin;
}

function readDealer(reader: RowReader, context: FeedRowContext): string | null {
  const code = reader.text('dealer_code', 40);
  if (code === null) return null;
  if (!context.dealers.has(code)) return reader.fail('dealer_code', 'unknown_dealer');
  if (context.allowedDealers && !context.allowedDealers.has(code)) return reader.fail('dealer_code', 'dealer_not_allowed');
  return code;
}

function readEngineType(reader: RowReader): string | null {
  const value = reader.text('engine_type');
  if (value === null) return null;
  const parts = value.split(',').map((part) => part.trim().toLowerCase());
  if (parts.some((part) => !(ENGINE_TYPES as readonly string[]).includes(part))) return reader.fail('engine_type', 'unknown_value');
  return parts.join(',');
}

function readFinancing(reader: RowReader): FinancingOption[] | null {
  const items = reader.list('financing_options');
  if (items === null) return null;
  if (items.length === 0) return ['cash'];
  const options = items.map((item) => (typeof item === 'string' ? item.trim() : ''));
  if (options.some((option) => !(FINANCING_OPTIONS as readonly string[]).includes(option)))
    return reader.fail('financing_options', 'unknown_value');
  return [...new Set(options)] as FinancingOption[];
}

function readStandardFeatures(reader: RowReader): string[] | null {
  const items = reader.list('features_standard');
  if (items === null) return null;
  const names = items.map((item) => (typeof item === 'string' ? item.trim() : ''));
  if (names.some((name) => name === '' || name.length > MAX_TEXT)) return reader.fail('features_standard', 'bad_feature');
  return names;
}

function optionalFeatureOf(item: unknown): OptionalFeature | null {
  if (typeof item === 'string') {
    const at = item.lastIndexOf(':');
    if (at <= 0) return null;
    const name = item.slice(0, at).trim();
    const price = Number(toWesternDigits(item.slice(at + 1).trim()));
    return name && name.length <= MAX_TEXT && Number.isInteger(price) && price >= 0 ? { name, price } : null;
  }
  if (item && typeof item === 'object') {
    const { name, price } = item as { name?: unknown; price?: unknown };
    if (
      typeof name === 'string' &&
      name.trim() &&
      name.length <= MAX_TEXT &&
      typeof price === 'number' &&
      Number.isInteger(price) &&
      price >= 0
    )
      return { name: name.trim(), price };
  }
  return null;
}

function readOptionalFeatures(reader: RowReader): OptionalFeature[] | null {
  const items = reader.list('features_optional');
  if (items === null) return null;
  const features = items.map(optionalFeatureOf);
  if (features.some((feature) => feature === null)) return reader.fail('features_optional', 'bad_feature');
  return features as OptionalFeature[];
}

/** The addresses only as text here: whether each is one the server may fetch is the importer's check, which keeps the row. */
function readPhotos(reader: RowReader): string[] | null {
  const items = reader.list('photos');
  if (items === null) return null;
  if (items.some((item) => typeof item !== 'string')) return reader.fail('photos', 'not_text');
  const urls = [...new Set((items as string[]).map((item) => item.trim()))];
  if (urls.length > MAX_FEED_PHOTOS) return reader.fail('photos', 'too_many');
  return urls;
}

export function validateFeedRow(values: Readonly<Record<string, unknown>>, context: FeedRowContext): FeedRowCheck {
  const reader = new RowReader(values);
  for (const key of Object.keys(values)) if (!KNOWN_FIELDS.has(key)) reader.fail(key, 'unknown_field');

  const externalText = reader.text('external_id', 200);
  const external_id = externalText !== null && !EXTERNAL_ID.test(externalText) ? reader.fail('external_id', 'bad_id') : externalText;
  const vin = readVin(reader);
  const dealer_code = readDealer(reader, context);
  const state = reader.oneOf('state', VEHICLE_STATES);
  const status = reader.oneOf('status', VEHICLE_STATUSES);
  const modelText = reader.text('model_key', 60);
  const model_key = modelText !== null && !context.models.has(modelText) ? reader.fail('model_key', 'unknown_model') : modelText;
  const version_name = reader.text('version_name');
  const model_year = reader.number('model_year', { min: 1990, max: context.newestModelYear, integer: true });
  const production_year = reader.number('production_year', { min: 1990, max: context.newestModelYear, integer: true });
  if (model_year !== null && production_year !== null && production_year > model_year) reader.fail('production_year', 'year_order');
  const mileage = reader.number('mileage', { min: 0, max: 2_000_000, integer: true });
  const mileage_unit = reader.oneOf('mileage_unit', MILEAGE_UNITS, 'km');
  const transmission = reader.oneOf('transmission', TRANSMISSIONS);
  const engine_type = readEngineType(reader);
  const power = reader.number('power', { min: 1, max: 2000, integer: true });
  const power_unit = reader.oneOf('power_unit', POWER_UNITS, 'hp');
  const capacity = reader.number('capacity', { min: 0.5, max: 10, integer: false });
  const battery_capacity = reader.number('battery_capacity', { min: 1, max: 250, integer: false });
  const drivetrain = reader.oneOf('drivetrain', DRIVETRAINS);
  const number_of_seats = reader.number('number_of_seats', { min: 1, max: 9, integer: true });
  const color = reader.text('color', 40);
  const hexText = reader.text('color_hex', 20);
  const color_hex = hexText !== null && !HEX.test(hexText) ? reader.fail('color_hex', 'bad_colour') : (hexText?.toLowerCase() ?? null);
  const specific_color = reader.text('specific_color');
  const color_interior = reader.text('color_interior');
  const dateText = reader.text('delivery_date', 20);
  const delivery_date = dateText !== null && !isRealDate(dateText) ? reader.fail('delivery_date', 'bad_date') : dateText;
  const order_number = reader.text('order_number', 40);
  const msrp_price = reader.number('msrp_price', { min: 1, max: 100_000_000, integer: true });
  const sale_price = reader.number('sale_price', { min: 1, max: 100_000_000, integer: true });
  if (sale_price !== null && msrp_price !== null && sale_price > msrp_price) reader.fail('sale_price', 'sale_above_msrp');
  const monthly_price = reader.number('monthly_price', { min: 1, max: 10_000_000, integer: true });
  const price_hidden = reader.boolean('price_hidden');
  const monthly_price_hidden = reader.boolean('monthly_price_hidden');
  const financing_options = readFinancing(reader);
  if (financing_options?.includes('lease') && monthly_price === null && !reader.problems.some((p) => p.field === 'monthly_price'))
    reader.fail('financing_options', 'lease_without_monthly');
  const features_standard = readStandardFeatures(reader);
  const features_optional = readOptionalFeatures(reader);
  const photos = readPhotos(reader);

  if (reader.problems.length > 0) return { ok: false, problems: reader.problems };
  // Every required field was read (a missing one is a problem above), so none of these is null here.
  const vehicle: FeedVehicle = {
    external_id,
    vin: vin!,
    dealer_code: dealer_code!,
    state: state!,
    status: status!,
    model_key: model_key!,
    version_name: version_name!,
    model_year: model_year!,
    production_year: production_year!,
    mileage: mileage!,
    mileage_unit: mileage_unit!,
    transmission: transmission!,
    engine_type: engine_type!,
    power: power!,
    power_unit: power_unit!,
    capacity,
    battery_capacity,
    drivetrain: drivetrain!,
    number_of_seats: number_of_seats!,
    color: color!,
    color_hex: color_hex!,
    specific_color: specific_color!,
    color_interior: color_interior!,
    delivery_date,
    order_number,
    msrp_price: msrp_price!,
    sale_price,
    monthly_price,
    price_hidden: price_hidden!,
    monthly_price_hidden: monthly_price_hidden!,
    financing_options: financing_options!,
    features_standard: features_standard!,
    features_optional: features_optional!,
    photos: photos!,
  };
  return { ok: true, vehicle };
}
