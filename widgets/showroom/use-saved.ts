/** Whether a vehicle is in the saved list (`sl_product_page_data`), following changes from any widget or tab. */
import { useCallback, useEffect, useState } from 'react';
import { isSaved } from '../../domain/saved-vehicles.js';
import { addSavedVehicle, readSavedVehicles, removeSavedVehicle, subscribeSavedVehicles } from '../runtime/saved-vehicles-store.js';

export function useSaved(vehicleId: number, listKey: string): [boolean, () => void] {
  // The server knows nothing of the visitor's saved list: its screen shows the car as not saved.
  const [saved, setSaved] = useState(() => typeof window !== 'undefined' && isSaved(readSavedVehicles(), vehicleId));
  useEffect(() => {
    setSaved(isSaved(readSavedVehicles(), vehicleId));
    return subscribeSavedVehicles((data) => setSaved(isSaved(data, vehicleId)));
  }, [vehicleId]);
  const toggle = useCallback(() => {
    const data = isSaved(readSavedVehicles(), vehicleId)
      ? removeSavedVehicle(vehicleId)
      : addSavedVehicle({ id: vehicleId, list: listKey });
    setSaved(isSaved(data, vehicleId));
  }, [vehicleId, listKey]);
  return [saved, toggle];
}
