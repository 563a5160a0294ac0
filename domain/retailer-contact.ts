import type { StreetTranslations } from './retailer-address.js';

/**
 * One retailer as the contact page lists it (blocks retailer_list and retailer_locator): read from
 * the dealers table by the server, in every language; the blocks show the address in the page's
 * language with `retailerAddressLine` (domain/retailer-address.ts).
 */
export interface RetailerContact extends StreetTranslations {
  code: string;
  /** The Land Rover display name (owner metadata), else the retailer's name; Latin script. */
  name: string;
  city: string;
  /** As stored (English, Latin): street, district and city; the directions link searches it. */
  address: string;
  locality?: string;
  /** The governorate as stored. */
  state?: string;
  /** As people dial it ("+964 750 441 2200"). */
  phone: string;
  openingHours: string;
}

/** The `tel:` URL of a phone number as written for people: digits and a leading +. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
