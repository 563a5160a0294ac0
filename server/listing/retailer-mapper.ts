/** Dealer row -> the API's Retailer (domain/dealer.ts), with the display name for a brand and the street in a language. */
import { dealerDisplayName, parseOwnerMetadata, type Retailer } from '../../domain/dealer.js';
import type { Language } from '../../domain/languages.js';
import { streetIn } from '../../domain/retailer-address.js';
import type { DealerRow } from '../db/schema.js';
import { readStringList } from '../db/json-list-column.js';

function coordinate(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || !Number.isFinite(n) ? null : n;
}

/**
 * `language` (the routes' `lang`): the street as that language's visitors read it (street_ku /
 * street_ar, else the stored one); null keeps the stored street, as the API answered before.
 */
export function toRetailer(row: DealerRow, brandKey: string | null, vehicleCount: number, language: Language | null = null): Retailer {
  const brands = readStringList(row.brands);
  return {
    id: Number(row.id),
    dealer_code: row.dealer_code,
    name: row.name,
    display_name: dealerDisplayName(row.name, parseOwnerMetadata(row.owner_metadata), brandKey),
    address: language ? streetIn(row, language) : row.address,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    locality: row.locality,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    phone: row.phone || row.main_phone || '',
    email: row.email,
    opening_hours: row.owner_opening_hours,
    ci_code: row.ci_code,
    brands: brands.ok ? brands.value : [],
    vehicle_count: vehicleCount,
  };
}

/** Retailers are listed by name (docs/listing-api.md, "Retailers and dealers"), in a locale-independent order. */
export function byName(a: Retailer, b: Retailer): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.dealer_code < b.dealer_code ? -1 : 1;
}

/** Whether the dealer sells the brand (its brands column lists it). */
export function sellsBrand(row: DealerRow, brandKey: string): boolean {
  const brands = readStringList(row.brands);
  return brands.ok && brands.value.includes(brandKey);
}
