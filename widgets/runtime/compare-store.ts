/**
 * The browser side of the compare list (docs/compare.md): `sl_compare_data` in localStorage, shared
 * with every widget on the page and the visitor's other tabs (stored-list.ts).
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
import { storedList } from './stored-list.js';

export const COMPARE_CHANGE = 'lrdx-compare-change';

const list = storedList<CompareData>({ key: COMPARE_STORAGE_KEY, changeEvent: COMPARE_CHANGE, parse: parseCompareData });

export const readCompare = (): CompareData => list.read();

/** Adds the vehicle unless the list is full or has it; the result says which. */
export function addCompared(car: CompareCar): AddResult {
  const result = addToCompare(list.read(), car);
  if (result.added) list.write(result.data);
  return result;
}

export const removeCompared = (id: number): CompareData => list.write(removeFromCompare(list.read(), id));

/** Calls `listener` whenever the compare list changes in this page or another tab; returns an unsubscribe. */
export const subscribeCompare = (listener: (data: CompareData) => void): (() => void) => list.subscribe(listener);
