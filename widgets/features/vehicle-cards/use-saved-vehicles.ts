/** The saved vehicles of this browser, kept current across widgets and tabs. */
import { useCallback, useEffect, useState } from 'react';
import type { ProductPageData } from '../../../domain/saved-vehicles.js';
import { addSavedVehicle, readSavedVehicles, removeSavedVehicle, subscribeSavedVehicles } from '../../runtime/saved-vehicles-store.js';
import type { Vehicle } from '../../../domain/vehicle.js';

export function useSavedVehicles(listKey: string): { data: ProductPageData; toggle: (vehicle: Vehicle) => void } {
  const [data, setData] = useState(readSavedVehicles);
  useEffect(() => subscribeSavedVehicles(setData), []);
  // The same function on every render (the cards are memoised on their props); it reads the store
  // itself, which is never behind the rendered `data`.
  const toggle = useCallback(
    (vehicle: Vehicle) => {
      if (readSavedVehicles().savedCarsIDs.includes(vehicle.id)) removeSavedVehicle(vehicle.id);
      else addSavedVehicle({ id: vehicle.id, list: listKey });
    },
    [listKey],
  );
  return { data, toggle };
}
