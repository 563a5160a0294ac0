/** The saved vehicles of this browser, kept current across widgets and tabs. */
import { useEffect, useState } from 'react';
import type { ProductPageData } from '../../../domain/saved-vehicles.js';
import { addSavedVehicle, readSavedVehicles, removeSavedVehicle, subscribeSavedVehicles } from '../../runtime/saved-vehicles-store.js';
import type { Vehicle } from '../../../domain/vehicle.js';

export function useSavedVehicles(listKey: string): { data: ProductPageData; toggle: (vehicle: Vehicle) => void } {
  const [data, setData] = useState(readSavedVehicles);
  useEffect(() => subscribeSavedVehicles(setData), []);
  const toggle = (vehicle: Vehicle) => {
    if (data.savedCarsIDs.includes(vehicle.id)) removeSavedVehicle(vehicle.id);
    else addSavedVehicle({ id: vehicle.id, list: listKey });
  };
  return { data, toggle };
}
