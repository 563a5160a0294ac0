/**
 * The car-rental enquiry block's settings (catalogue, "Rent-a-car enquiry"), read from the editor's
 * JSON fields into checked values with the catalogue's defaults: three sample cities, sample daily
 * prices 140 to 189, Sunday (day 0) disabled in the date picker, extras at 200, 50 and 75, baby-seat
 * amount at most 10, map zoom 7 at lat 52, lng 21, distance unit km. Never throws: a broken JSON
 * falls back to the defaults, so the block still works.
 */
import { readJsonValue } from '../json-text.js';
export interface RentLocation {
  nameKey: string;
  cityName: string;
  pointName: string;
  address: string;
  coordinates: { lat: number; lng: number } | null;
}

export interface RentVehicle {
  imageId: string;
  displayName: string;
  nameplateName: string;
  /** Price per day (whole currency units). */
  daily: number;
  /** Location name keys where the vehicle can be picked up; 'unofficial' means any custom place too. */
  locations: string[];
  specification: string[];
}

export type RentController =
  | { type: 'amount'; min: number; max: number; default: number }
  | { type: 'toggler'; trueLabel: string; falseLabel: string; default: boolean };

export interface RentExtra {
  /** `<item index>.<subitem index>`: stable while the editor does not reorder. */
  id: string;
  heading: string;
  price: number;
  /** Shown after the price ('per day', 'once'). */
  priceContext: string;
  features: string[];
  controller: RentController;
}

export interface RentExtraGroup {
  heading: string;
  items: RentExtra[];
}

export interface RentSettings {
  allowDifferentDropoff: boolean;
  allowCustomPickup: boolean;
  allowCustomDropoff: boolean;
  distanceUnit: 'km' | 'mile';
  /** Week days (0 = Sunday) the date picker refuses. */
  disabledDays: number[];
  mapZoom: number;
  mapCenter: { lat: number; lng: number };
}

export interface RentConfig {
  locations: RentLocation[];
  vehicles: RentVehicle[];
  extras: RentExtraGroup[];
  settings: RentSettings;
  /** `{first_name}`-style placeholders filled from the booking and the contact step (summary.ts). */
  summaryTemplate: string;
}

/** The catalogue's cap on the baby-seat amount, whatever the editor wrote. */
export const BABY_SEAT_MAX = 10;
export const UNOFFICIAL_LOCATION = 'unofficial';

export const DEFAULT_SETTINGS: RentSettings = {
  allowDifferentDropoff: true,
  allowCustomPickup: false,
  allowCustomDropoff: false,
  distanceUnit: 'km',
  disabledDays: [0],
  mapZoom: 7,
  mapCenter: { lat: 52, lng: 21 },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const bool = (v: unknown, fallback: boolean): boolean =>
  v === true || v === 'true' || v === 1 || v === '1' ? true : v === false || v === 'false' || v === 0 || v === '0' ? false : fallback;

const listIn = (value: unknown, member: string): unknown[] => {
  const parsed = readJsonValue(value);
  if (Array.isArray(parsed)) return parsed;
  return isRecord(parsed) && Array.isArray(parsed[member]) ? parsed[member] : [];
};

function location(raw: unknown): RentLocation | null {
  if (!isRecord(raw)) return null;
  const nameKey = str(raw.name_key);
  if (!nameKey) return null;
  const c = isRecord(raw.coordinates) ? raw.coordinates : {};
  const lat = num(c.lat);
  const lng = num(c.lng);
  return {
    nameKey,
    cityName: str(raw.city_name) || nameKey,
    pointName: str(raw.point_name),
    address: str(raw.address),
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
  };
}

function vehicle(raw: unknown): RentVehicle | null {
  if (!isRecord(raw)) return null;
  const price = isRecord(raw.price) ? num(raw.price.daily) : null;
  const displayName = str(raw.display_name) || str(raw.nameplate_name);
  if (!displayName || price === null || price < 0) return null;
  return {
    imageId: str(raw.image_id),
    displayName,
    nameplateName: str(raw.nameplate_name) || displayName,
    daily: price,
    locations: Array.isArray(raw.locations) ? raw.locations.map(str).filter(Boolean) : [],
    specification: Array.isArray(raw.specification) ? raw.specification.map(str).filter(Boolean) : [],
  };
}

function controller(raw: unknown, heading: string): RentController {
  const r = isRecord(raw) ? raw : {};
  if (r.type === 'toggler')
    return { type: 'toggler', trueLabel: str(r.true_label), falseLabel: str(r.false_label), default: bool(r.default ?? r.value, false) };
  let min = Math.max(0, Math.floor(num(r.min) ?? 0));
  let max = Math.floor(num(r.max) ?? 1);
  if (/baby|child|infant/i.test(heading)) max = Math.min(max, BABY_SEAT_MAX);
  if (max < min) [min, max] = [max, min];
  return { type: 'amount', min, max, default: clampAmount(num(r.default ?? r.value) ?? min, { min, max }) };
}

function extraGroups(value: unknown): RentExtraGroup[] {
  return listIn(value, 'items')
    .filter(isRecord)
    .map((group, g) => ({
      heading: str(group.heading),
      items: (Array.isArray(group.subitems) ? group.subitems : []).filter(isRecord).map((item, i): RentExtra => ({
        id: `${g}.${i}`,
        heading: str(item.heading),
        price: Math.max(0, num(item.price) ?? 0),
        priceContext: str(item.price_string_context),
        features: Array.isArray(item.features_list) ? item.features_list.map(str).filter(Boolean) : [],
        controller: controller(item.controller, str(item.heading)),
      })),
    }))
    .filter((group) => group.items.length > 0);
}

/** An amount kept within its controller's min and max (catalogue section 5), whole numbers only. */
export function clampAmount(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** The disabled week days: a JSON list or comma-separated text of 0–6 (default Sunday). */
function disabledDays(value: unknown): number[] {
  const parsed = readJsonValue(value);
  const raw = Array.isArray(parsed) ? parsed : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : null;
  if (raw === null) return DEFAULT_SETTINGS.disabledDays;
  return [...new Set(raw.map(num).filter((d): d is number => d !== null && Number.isInteger(d) && d >= 0 && d <= 6))].sort();
}

function settings(raw: Record<string, unknown>): RentSettings {
  const center = isRecord(raw.map_center) ? raw.map_center : {};
  return {
    allowDifferentDropoff: bool(raw.allow_different_dropoff, DEFAULT_SETTINGS.allowDifferentDropoff),
    allowCustomPickup: bool(raw.allow_custom_pickup, DEFAULT_SETTINGS.allowCustomPickup),
    allowCustomDropoff: bool(raw.allow_custom_dropoff, DEFAULT_SETTINGS.allowCustomDropoff),
    distanceUnit: raw.distance_unit === 'mile' || raw.distance_unit === 'mi' ? 'mile' : 'km',
    disabledDays: raw.datepicker_disabled_days === undefined ? DEFAULT_SETTINGS.disabledDays : disabledDays(raw.datepicker_disabled_days),
    mapZoom: num(raw.map_zoom) ?? DEFAULT_SETTINGS.mapZoom,
    mapCenter: { lat: num(center.lat) ?? DEFAULT_SETTINGS.mapCenter.lat, lng: num(center.lng) ?? DEFAULT_SETTINGS.mapCenter.lng },
  };
}

/** The block's settings as the element gets them (JSON text or object); never throws. */
export function parseRentConfig(value: unknown): RentConfig {
  const parsed = readJsonValue(value);
  const raw = isRecord(parsed) ? parsed : {};
  const locations = listIn(raw.locations_json, 'locations_list')
    .map(location)
    .filter((l): l is RentLocation => l !== null);
  const vehicles = listIn(raw.vehicles_json, 'vehicles_list')
    .map(vehicle)
    .filter((v): v is RentVehicle => v !== null);
  return {
    locations,
    vehicles,
    extras: extraGroups(raw.data_json),
    settings: settings(raw),
    summaryTemplate: str(raw.form_summary_template),
  };
}
