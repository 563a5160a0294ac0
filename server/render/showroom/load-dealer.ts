/**
 * The selling retailer's public details for the page and its JSON-LD (address, phone, position):
 * more than the vehicle's dealer_name/dealer_location carry. Read-only, by dealer code. The page
 * shows the street in its language (street_ku / street_ar, else the stored one); the JSON-LD keeps
 * the stored (English, Latin) street, like its locality, region and postcode: one postal address
 * as registered, which search engines match to the business, never a mix of two languages.
 */
import type { Kysely } from 'kysely';
import { retailerDisplayName, type OwnerMetadata } from '../../../domain/showroom-rules.js';
import type { StreetTranslations } from '../../../domain/retailer-address.js';
import type { JsonLdDealer } from '../../../domain/vehicle-jsonld.js';
import type { Database } from '../../db/schema.js';

export interface PageDealer extends JsonLdDealer, StreetTranslations {
  /** As stored (English, Latin): street, district and city; the page shows it with the translations. */
  address: string;
  /** The district, as stored (English): named in the page language after the street. */
  locality: string;
  /** As stored, e.g. `Sat–Thu 09:00–19:00; Fri closed` (the page shows it in its language). */
  openingHours: string;
}

function metadataOf(raw: unknown): OwnerMetadata | null {
  if (raw && typeof raw === 'object') return raw as OwnerMetadata;
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as OwnerMetadata) : null;
  } catch {
    return null; // A broken metadata column only loses the display name, never the page.
  }
}

/** The Iraq deployment's country; other deployments set PUBLIC_COUNTRY if they need JSON-LD addresses elsewhere. */
const COUNTRY = process.env.PUBLIC_COUNTRY ?? 'IQ';

export async function loadDealer(db: Kysely<Database>, dealerCode: string, brandKey: string): Promise<PageDealer | null> {
  const row = await db.selectFrom('dealers').selectAll().where('dealer_code', '=', dealerCode).executeTakeFirst();
  if (!row) return null;
  return {
    name: retailerDisplayName(brandKey, row.name, metadataOf(row.owner_metadata)),
    address: row.owner_address || row.address,
    locality: row.locality,
    street_ku: row.street_ku,
    street_ar: row.street_ar,
    openingHours: row.owner_opening_hours ?? '',
    streetAddress: row.owner_address || row.address,
    city: row.owner_city || row.city,
    postcode: row.owner_zipcode || row.postcode,
    region: row.state,
    country: COUNTRY,
    telephone: row.owner_phone || row.main_phone || row.phone,
    email: row.owner_email || row.email,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  };
}
