/**
 * Saved vehicles (docs/embedding.md, "What the widgets do"): stored in localStorage under `sl_product_page_data` as
 * `{ savedCars: [{ id, list }], savedCarsIDs: [id] }`. Pure parsing and updating; the browser store
 * lives in widgets/runtime/saved-vehicles-store.ts.
 */
import { parseJsonText } from './json-text.js';

export const SAVED_VEHICLES_STORAGE_KEY = 'sl_product_page_data';

export interface SavedCar {
  id: number;
  /** The list key the vehicle was saved from (its listing). */
  list: string;
}

export interface ProductPageData {
  savedCars: SavedCar[];
  savedCarsIDs: number[];
  [other: string]: unknown;
}

function isSavedCar(value: unknown): value is SavedCar {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Number.isInteger(entry.id) && typeof entry.list === 'string' && entry.list !== '';
}

/** An empty, broken or non-array stored list gives an empty list; other keys are kept. */
export function parseProductPageData(raw: string | null): ProductPageData {
  const parsed = parseJsonText(raw);
  const base = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const savedCars = Array.isArray(base.savedCars) ? base.savedCars.filter(isSavedCar) : [];
  const unique = dedupe(savedCars);
  return { ...base, savedCars: unique, savedCarsIDs: unique.map((c) => c.id) };
}

function dedupe(cars: SavedCar[]): SavedCar[] {
  const seen = new Set<number>();
  return cars.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

export function isSaved(data: ProductPageData, id: number): boolean {
  return data.savedCarsIDs.includes(id);
}

export function saveVehicle(data: ProductPageData, car: SavedCar): ProductPageData {
  if (isSaved(data, car.id)) return data;
  const savedCars = [...data.savedCars, { id: car.id, list: car.list }];
  return { ...data, savedCars, savedCarsIDs: savedCars.map((c) => c.id) };
}

export function unsaveVehicle(data: ProductPageData, id: number): ProductPageData {
  const savedCars = data.savedCars.filter((c) => c.id !== id);
  return { ...data, savedCars, savedCarsIDs: savedCars.map((c) => c.id) };
}

/** Drops the ids whose fetch answered 404: the vehicle is gone (docs/embedding.md, "What the widgets do"). */
export function dropMissing(data: ProductPageData, missingIds: readonly number[]): ProductPageData {
  if (missingIds.length === 0) return data;
  const savedCars = data.savedCars.filter((c) => !missingIds.includes(c.id));
  return { ...data, savedCars, savedCarsIDs: savedCars.map((c) => c.id) };
}
