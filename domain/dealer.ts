/**
 * Dealers (retailers) as the API returns them (docs/listing-api.md, "Retailers and dealers"), and the rules about them that the
 * server and the widgets share: which name a retailer shows for a brand, and how far apart two
 * places are (the postcode search orders its fallback by distance).
 */
import { readJsonValue } from './json-text.js';

/** A retailer as `/public_api/listing/{id}/retailers` and `/dealers` return it. */
export interface Retailer {
  id: number;
  dealer_code: string;
  name: string;
  /** The name to show: owner_metadata's display_name_jag (Jaguar) or display_name_lr, else name. */
  display_name: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
  locality: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  opening_hours: string | null;
  ci_code: string;
  brands: string[];
  /** Vehicles of this retailer the question covers (the listing, the brand). */
  vehicle_count: number;
}

/**
 * A retailer known by its code alone, every other field empty (no coordinates, no vehicles), with
 * `known` laid over it: what stands in for a retailer the API has not described (the dealers facet,
 * a retailer card of the block).
 */
export function retailerOfCode(dealerCode: string, known: Partial<Retailer> = {}): Retailer {
  return {
    id: 0,
    dealer_code: dealerCode,
    name: dealerCode,
    display_name: '',
    address: '',
    city: '',
    state: '',
    postcode: '',
    locality: '',
    latitude: null,
    longitude: null,
    phone: '',
    email: '',
    opening_hours: null,
    ci_code: '',
    brands: [],
    vehicle_count: 0,
    ...known,
  };
}

/** owner_metadata: per-brand display names (docs/listing-api.md, "Retailers and dealers"). */
export interface DealerOwnerMetadata {
  display_name_jag?: string | null;
  display_name_lr?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * For the Jaguar brand display_name_jag is preferred, otherwise display_name_lr (docs/listing-api.md);
 * the dealer's own name when neither is set. `brandKey` is the vehicle's or the listing's brand.
 */
export function dealerDisplayName(
  name: string,
  metadata: DealerOwnerMetadata | null | undefined,
  brandKey: string | null | undefined,
): string {
  const jaguar = text(metadata?.display_name_jag);
  const landRover = text(metadata?.display_name_lr);
  if (brandKey === 'jaguar' && jaguar) return jaguar;
  return landRover ?? name;
}

/** Reads owner_metadata from its JSON text (or an already parsed object); anything else is empty. */
export function parseOwnerMetadata(raw: unknown): DealerOwnerMetadata {
  const value = readJsonValue(raw);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as DealerOwnerMetadata) : {};
}

/** A brand name or key ("Land Rover", "land_rover", "JAGUAR") as its key. */
export function brandKeyOf(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Great-circle distance in kilometres (haversine; the earth as a sphere is close enough to rank retailers). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
