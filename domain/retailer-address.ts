/**
 * A retailer's address for display (docs/listing-api.md, "Retailers and dealers": addresses in the page language). The street is the
 * dealer's street in the page language (`street_ku` / `street_ar`, migration 0021), else the one
 * stored in `address` (Latin; the caller isolates it in <bdi>); the district, city and governorate
 * are named in the page language (governorates.ts). Place names the street repeats at its end
 * ("Salim Street, Bakrajo, Sulaymaniyah", «شەقامی سالم، بەکرەجۆ») are dropped from the street, so
 * nothing is said twice. A Kurdish or Arabic street writes its numbers in Eastern digits.
 */
import { localizeDigits } from './digits.js';
import { governorateKey, placeName, storedPlaceName } from './governorates.js';
import type { Language } from './languages.js';

/** A dealer's street in Kurdish and Arabic (dealers.street_ku / street_ar); empty or null: not translated. */
export interface StreetTranslations {
  street_ku?: string | null;
  street_ar?: string | null;
}

export interface AddressParts extends StreetTranslations {
  address?: string | null;
  locality?: string | null;
  city?: string | null;
  state?: string | null;
}

export interface RetailerAddress {
  /** The street in the page language (else as stored), without the place names that follow in `place`. */
  street: string;
  /** District, city and (when it differs from the city) governorate, in the page language. */
  place: string;
}

/** The list separator of the language: the Arabic comma in Kurdish and Arabic. */
export const listSeparator = (language: string): string => (language === 'en' ? ', ' : '، ');

const clean = (text: string | null | undefined) => (text ?? '').trim();
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const LATIN = /\p{Script=Latin}/u;

/**
 * The street a visitor of the language reads: the Kurdish or Arabic translation when the dealer has
 * one, else the stored address (English pages, and dealers nobody translated yet: nothing is lost).
 */
export function streetIn(dealer: { address?: string | null } & StreetTranslations, language: Language): string {
  const translated = language === 'ku' ? clean(dealer.street_ku) : language === 'ar' ? clean(dealer.street_ar) : '';
  return translated || clean(dealer.address);
}

/** Whether a place name at the street's end is one of the retailer's places, in any language («بەکرەجۆ» is "Bakrajo"). */
const isPlace = (segment: string, names: string[]) => names.some((name) => same(storedPlaceName(segment), storedPlaceName(name)));

export function retailerAddress(parts: AddressParts, language: Language): RetailerAddress {
  const city = clean(parts.city);
  const state = clean(parts.state);
  const cityIsState = state !== '' && governorateKey(state) !== null && governorateKey(state) === governorateKey(city);
  const names = [clean(parts.locality), city, cityIsState ? '' : state]
    .filter((name) => name !== '')
    .filter((name, index, all) => all.findIndex((other) => same(other, name)) === index);
  const stored = streetIn(parts, language);
  const segments = stored
    .split(/[,،]/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  while (segments.length > 1 && isPlace(segments[segments.length - 1] ?? '', names)) segments.pop();
  // A Latin street stays as written ("100 Meter Road"); one in Arabic script reads as the page does.
  const latin = LATIN.test(stored);
  const street = latin ? segments.join(', ') : localizeDigits(segments.join(listSeparator(language)), language);
  return { street, place: names.map((name) => placeName(name, language)).join(listSeparator(language)) };
}

/** The whole address as one line: the street, then the place in the page language. */
export function retailerAddressLine(parts: AddressParts, language: Language): string {
  const { street, place } = retailerAddress(parts, language);
  return [street, place].filter(Boolean).join(listSeparator(language));
}
