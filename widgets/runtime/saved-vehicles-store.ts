/**
 * The browser side of saved vehicles: `sl_product_page_data` in localStorage, shared with every widget
 * on the page and the visitor's other tabs (stored-list.ts).
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
import { storedList } from './stored-list.js';
import { clearAlertStopped, stopVehicleAlerts } from './vehicle-alert-stops.js';

export const SAVED_VEHICLES_CHANGE = 'lrdx-saved-vehicles-change';

const list = storedList<ProductPageData>({
  key: SAVED_VEHICLES_STORAGE_KEY,
  changeEvent: SAVED_VEHICLES_CHANGE,
  parse: parseProductPageData,
  warnWithoutStorage: true,
});

export const readSavedVehicles = (): ProductPageData => list.read();
export const addSavedVehicle = (car: SavedCar): ProductPageData => {
  const data = list.write(saveVehicle(list.read(), car));
  clearAlertStopped(car.id);
  return data;
};
/** Un-saving also stops the e-mail alerts this browser asked for on the vehicle (docs/alerts.md, "Un-saving stops the alert"). */
export const removeSavedVehicle = (id: number): ProductPageData => {
  const data = list.write(unsaveVehicle(list.read(), id));
  void stopVehicleAlerts(id);
  return data;
};
export const dropMissingSavedVehicles = (ids: readonly number[]): ProductPageData => list.write(dropMissing(list.read(), ids));

/** Calls `listener` whenever the saved list changes in this page or another tab; returns an unsubscribe. */
export const subscribeSavedVehicles = (listener: (data: ProductPageData) => void): (() => void) => list.subscribe(listener);
