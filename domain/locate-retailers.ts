/**
 * The retailer locator's list logic (docs/retailer-locator.md), shared by the widget and its tests: find retailers
 * by a text typed in Kurdish, Arabic or English (name, city, locality or governorate: the place
 * names of domain/governorates.ts resolve to the stored English ones), and order them by distance
 * from the visitor ("use my location"), retailers without coordinates last. Distances use
 * `distanceKm` (domain/dealer.ts) and are shown in km or miles (block setting distance_unit).
 */
import { distanceKm, type Retailer } from './dealer.js';
import { governorateKey, placeName, storedPlaceName } from './governorates.js';
import { foldText as fold } from './text-fold.js';

export interface Point {
  latitude: number;
  longitude: number;
}

export type DistanceUnit = 'km' | 'mi';
const KM_PER_MILE = 1.609344;

export interface RetailerWithDistance {
  retailer: Retailer;
  /** Kilometres from the visitor; null without a location or without coordinates. */
  distanceKm: number | null;
}

/** Whether the retailer matches the typed text ('' matches every retailer). */
export function retailerMatches(retailer: Retailer, text: string): boolean {
  const wanted = fold(text);
  if (wanted === '') return true;
  const governorate = governorateKey(text);
  if (governorate && governorateKey(retailer.state) === governorate) return true;
  const place = fold(storedPlaceName(text));
  const places = [retailer.city, retailer.locality, retailer.state].filter((name) => name !== '');
  // A place is stored in English; its Kurdish and Arabic names match too, also when only partly typed ("سليماني").
  const fields = [
    retailer.display_name,
    retailer.name,
    ...places.flatMap((name) => [name, placeName(name, 'ku'), placeName(name, 'ar')]),
  ].map(fold);
  return fields.some((field) => field.includes(wanted) || (place !== '' && field === place));
}

/** The retailers matching `text`, nearest first when `from` is given, else in the order given. */
export function locateRetailers(retailers: readonly Retailer[], text: string, from: Point | null): RetailerWithDistance[] {
  const found = retailers
    .filter((r) => retailerMatches(r, text))
    .map((retailer) => ({
      retailer,
      distanceKm:
        from && retailer.latitude !== null && retailer.longitude !== null
          ? distanceKm(from, { latitude: retailer.latitude, longitude: retailer.longitude })
          : null,
    }));
  if (!from) return found;
  // A stable sort: equal distances keep the API's (name) order; unknown distances go last.
  return found.sort((a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY));
}

/** A distance in the unit, to one decimal under 10 and whole above (what a list needs). */
export function distanceIn(km: number, unit: DistanceUnit): number {
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** Links of a retailer card: directions to its coordinates (else its address) and WhatsApp to its phone. */
export function directionsHref(retailer: Pick<Retailer, 'latitude' | 'longitude' | 'address' | 'city'>): string {
  const destination =
    retailer.latitude !== null && retailer.longitude !== null
      ? `${retailer.latitude},${retailer.longitude}`
      : [retailer.address, retailer.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** wa.me wants the international number in digits only; Iraqi numbers written 07… become 9647…. */
export function whatsappHref(phone: string): string | null {
  let digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `964${digits.slice(1)}`;
  return /^\d{8,15}$/.test(digits) ? `https://wa.me/${digits}` : null;
}
