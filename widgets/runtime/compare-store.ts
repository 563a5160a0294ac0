/**
 * The browser side of the compare list (docs/compare.md): reads and writes `sl_compare_data` in
 * localStorage and tells every widget on the page (and other tabs, through the storage event) when
 * it changes, as the saved vehicles do (saved-vehicles-store.ts).
 */
import {
  COMPARE_STORAGE_KEY,
  addToCompare,
  parseCompareData,
  removeFromCompare,
  type AddResult,
  type CompareCar,
  type CompareData,
} from '../../domain/compare/compare-list.js';

export const COMPARE_CHANGE = 'lrdx-compare-change';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (privacy settings, sandboxed iframes) throws on access.
  }
}

export function readCompare(): CompareData {
  return parseCompareData(storage()?.getItem(COMPARE_STORAGE_KEY) ?? null);
}

function write(data: CompareData): CompareData {
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // A full or blocked storage keeps the list for this page only (the event below still tells the widgets).
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(COMPARE_CHANGE, { detail: data }));
  return data;
}

/** Adds the vehicle unless the list is full or has it; the result says which. */
export function addCompared(car: CompareCar): AddResult {
  const result = addToCompare(readCompare(), car);
  if (result.added) write(result.data);
  return result;
}

export const removeCompared = (id: number): CompareData => write(removeFromCompare(readCompare(), id));

/** Calls `listener` whenever the compare list changes in this page or another tab; returns an unsubscribe. */
export function subscribeCompare(listener: (data: CompareData) => void): () => void {
  const local = () => listener(readCompare());
  const other = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener(readCompare());
  };
  window.addEventListener(COMPARE_CHANGE, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(COMPARE_CHANGE, local);
    window.removeEventListener('storage', other);
  };
}
