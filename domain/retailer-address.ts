/**
 * A retailer's address for display (issue 15: addresses in the page language). The street stays as
 * stored (Latin; the caller isolates it in <bdi>); the district, city and governorate are named in
 * the page language (governorates.ts). Place names the stored address repeats at its end
 * ("Salim Street, Bakrajo, Sulaymaniyah") are dropped from the street, so nothing is said twice.
 */
import { governorateKey, placeName } from './governorates.js';
import type { Language } from './languages.js';

export interface AddressParts {
  address?: string | null;
  locality?: string | null;
  city?: string | null;
  state?: string | null;
}

export interface RetailerAddress {
  /** The street as stored, without the place names that follow in `place`. */
  street: string;
  /** District, city and (when it differs from the city) governorate, in the page language. */
  place: string;
}

/** The list separator of the language: the Arabic comma in Kurdish and Arabic. */
export const listSeparator = (language: string): string => (language === 'en' ? ', ' : '، ');

const clean = (text: string | null | undefined) => (text ?? '').trim();
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function retailerAddress(parts: AddressParts, language: Language): RetailerAddress {
  const city = clean(parts.city);
  const state = clean(parts.state);
  const cityIsState = state !== '' && governorateKey(state) !== null && governorateKey(state) === governorateKey(city);
  const names = [clean(parts.locality), city, cityIsState ? '' : state]
    .filter((name) => name !== '')
    .filter((name, index, all) => all.findIndex((other) => same(other, name)) === index);
  const segments = clean(parts.address)
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  while (segments.length > 1 && names.some((name) => same(name, segments[segments.length - 1] ?? ''))) segments.pop();
  return { street: segments.join(', '), place: names.map((name) => placeName(name, language)).join(listSeparator(language)) };
}

/** The whole address as one line: the street, then the place in the page language. */
export function retailerAddressLine(parts: AddressParts, language: Language): string {
  const { street, place } = retailerAddress(parts, language);
  return [street, place].filter(Boolean).join(listSeparator(language));
}
