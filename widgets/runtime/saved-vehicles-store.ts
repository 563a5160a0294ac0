/**
 * The browser side of saved vehicles: reads and writes `sl_product_page_data` in localStorage and
 * tells every widget on the page (and other tabs, through the storage event) when it changes.
 */
import {
  SAVED_VEHICLES_STORAGE_KEY,
  dropMissing,
  parseProductPageData,
  saveVehicle,
  unsaveVehicle,
  type ProductPageData,
  type SavedCar,
} from '../../domain/saved-vehicles.js';

export const SAVED_VEHICLES_CHANGE = 'lrdx-saved-vehicles-change';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (privacy settings, sandboxed iframes) throws on access.
  }
}

export function readSavedVehicles(): ProductPageData {
  const store = storage();
  if (!store) {
    console.warn('There is no localStorage');
    return parseProductPageData(null);
  }
  return parseProductPageData(store.getItem(SAVED_VEHICLES_STORAGE_KEY));
}

function write(data: ProductPageData): ProductPageData {
  const store = storage();
  if (!store) {
    console.warn('There is no localStorage');
    return data;
  }
  store.setItem(SAVED_VEHICLES_STORAGE_KEY, JSON.stringify(data));
  window.dispatchEvent(new CustomEvent(SAVED_VEHICLES_CHANGE, { detail: data }));
  return data;
}

export const addSavedVehicle = (car: SavedCar): ProductPageData => write(saveVehicle(readSavedVehicles(), car));
export const removeSavedVehicle = (id: number): ProductPageData => write(unsaveVehicle(readSavedVehicles(), id));
export const dropMissingSavedVehicles = (ids: readonly number[]): ProductPageData => write(dropMissing(readSavedVehicles(), ids));

/** Calls `listener` whenever the saved list changes in this page or another tab; returns an unsubscribe. */
export function subscribeSavedVehicles(listener: (data: ProductPageData) => void): () => void {
  const local = () => listener(readSavedVehicles());
  const other = (event: StorageEvent) => {
    if (event.key === SAVED_VEHICLES_STORAGE_KEY) listener(readSavedVehicles());
  };
  window.addEventListener(SAVED_VEHICLES_CHANGE, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(SAVED_VEHICLES_CHANGE, local);
    window.removeEventListener('storage', other);
  };
}
