/**
 * The visitor's compare list (docs/compare.md): stored in localStorage under `sl_compare_data` as
 * `{ compareCars: [{ id, list }], compareCarsIDs: [id] }`, the same shape as the saved vehicles
 * (domain/saved-vehicles.ts), so the stock locator, its saved view and the vehicle page share one
 * list. Pure parsing and updating; the browser store is widgets/runtime/compare-store.ts.
 */
import { MAX_COMPARE } from './compare-ids.js';
import { parseJsonText } from '../json-text.js';

export const COMPARE_STORAGE_KEY = 'sl_compare_data';

export interface CompareCar {
  id: number;
  /** The list key the vehicle was ticked in (its listing). */
  list: string;
  /** What the tray calls it (model and version, as the card shows them); text only, at most NAME_MAX characters. */
  name?: string;
}

/** A stored name longer than this is cut: it is only a label. */
const NAME_MAX = 80;

export interface CompareData {
  compareCars: CompareCar[];
  compareCarsIDs: number[];
}

function isCompareCar(value: unknown): value is CompareCar {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Number.isSafeInteger(entry.id) && (entry.id as number) > 0 && typeof entry.list === 'string' && entry.list !== '';
}

/** Only the known fields, the name a bounded string. */
function clean(car: CompareCar): CompareCar {
  const name = typeof car.name === 'string' ? car.name.trim().slice(0, NAME_MAX) : '';
  return name ? { id: car.id, list: car.list, name } : { id: car.id, list: car.list };
}

const withIds = (cars: CompareCar[]): CompareData => ({ compareCars: cars, compareCarsIDs: cars.map((c) => c.id) });

/** A missing, broken or foreign stored value gives an empty list; at most MAX_COMPARE unique entries are kept. */
export function parseCompareData(raw: string | null): CompareData {
  const parsed = parseJsonText(raw);
  const base = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const cars = Array.isArray(base.compareCars) ? base.compareCars.filter(isCompareCar) : [];
  const seen = new Set<number>();
  const unique = cars.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true))).slice(0, MAX_COMPARE);
  return withIds(unique.map(clean));
}

export type AddResult = { data: CompareData; added: true } | { data: CompareData; added: false; reason: 'full' | 'already' };

/** Adds a vehicle unless it is there already or the list is full (the caller says why, in the page language). */
export function addToCompare(data: CompareData, car: CompareCar): AddResult {
  if (data.compareCarsIDs.includes(car.id)) return { data, added: false, reason: 'already' };
  if (data.compareCars.length >= MAX_COMPARE) return { data, added: false, reason: 'full' };
  return { data: withIds([...data.compareCars, clean(car)]), added: true };
}

export function removeFromCompare(data: CompareData, id: number): CompareData {
  return withIds(data.compareCars.filter((c) => c.id !== id));
}
