/** Types of the saved-vehicles machine. */
import type { SavedCar } from '../../domain/saved-vehicles.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { CallEvents } from '../shared/async.js';

export interface FetchSavedOutput {
  vehicles: Vehicle[];
  /** Ids that answered 404. */
  missingIds: number[];
}

export interface SavedVehiclesContext {
  cars: SavedCar[];
  vehicles: Vehicle[];
  failed: boolean;
}

export type SavedVehiclesEvent =
  | { type: 'saved.open'; cars: SavedCar[] }
  | { type: 'saved.close' }
  /** The stored list changed (this page or another tab). */
  | { type: 'saved.changed'; cars: SavedCar[] }
  | { type: 'retry' }
  | CallEvents<'fetchSaved', FetchSavedOutput>;
