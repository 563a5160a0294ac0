/**
 * A curated stock locator (block catalogue, "Stock locator": `vehicles`; docs/embedding.md,
 * "A curated list"): instead of a search, the locator shows the vehicles an editor or a retailer
 * named, by id or by VIN. One reading of the list for every place that takes it: the block field
 * (one a line or comma-separated), the element's `vehicles` attribute and the listing API's
 * `vehicles` parameter. Entries are trimmed, Kurdish and Arabic digits read as 0–9, VINs
 * upper-cased, duplicates dropped. A VIN is 17 characters of the ISO 3779 alphabet (the shape of
 * domain/vin-check.ts); its check digit is not checked even where the market uses one: the list
 * names vehicles already in stock, whose VINs passed the feed's rule, so a mistyped one only finds
 * no vehicle.
 */
import { toWesternDigits } from './digits.js';
import { isVinShaped, normaliseVin } from './vin-check.js';

/** At most this many vehicles in one list: two pages of cards, and a bounded lookup per query. */
export const CURATED_VEHICLES_MAX = 24;

/** A vehicle id: a whole number of up to 9 digits (the database's ids; a longer one names no vehicle). */
const ID_SHAPE = /^[1-9]\d{0,8}$/;

export type VehicleRef = { kind: 'id'; id: number } | { kind: 'vin'; vin: string };

export type CuratedVehicles =
  | { ok: true; refs: VehicleRef[] }
  /** `bad`: the entries that are neither an id nor a VIN; `tooMany`: more than CURATED_VEHICLES_MAX. */
  | { ok: false; bad: string[]; tooMany: boolean };

/** The entries of a list as written: split on commas, spaces and line breaks. */
export function curatedEntries(text: string | readonly string[] | undefined): string[] {
  const parts = typeof text === 'string' ? [text] : (text ?? []);
  return parts
    .flatMap((part) => toWesternDigits(part).split(/[\s,،]+/))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** One entry as an id or a VIN, or undefined. */
export function vehicleRef(entry: string): VehicleRef | undefined {
  const text = toWesternDigits(entry).trim();
  if (ID_SHAPE.test(text)) return { kind: 'id', id: Number(text) };
  const vin = normaliseVin(text);
  return isVinShaped(vin) ? { kind: 'vin', vin } : undefined;
}

/** The text of a reference, as the API parameter and the element attribute write it. */
export const refText = (ref: VehicleRef): string => (ref.kind === 'id' ? String(ref.id) : ref.vin);

/** Reads a list: every entry must be an id or a VIN, and there may be at most CURATED_VEHICLES_MAX. */
export function parseCuratedVehicles(text: string | readonly string[] | undefined): CuratedVehicles {
  const refs: VehicleRef[] = [];
  const seen = new Set<string>();
  const bad: string[] = [];
  for (const entry of curatedEntries(text)) {
    const ref = vehicleRef(entry);
    if (!ref) {
      bad.push(entry);
      continue;
    }
    const key = refText(ref);
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  const tooMany = refs.length > CURATED_VEHICLES_MAX;
  return bad.length > 0 || tooMany ? { ok: false, bad, tooMany } : { ok: true, refs };
}

/** The list as the `vehicles` attribute and parameter write it ('' for none). */
export function curatedAttribute(refs: readonly VehicleRef[]): string {
  return refs.map(refText).join(',');
}
