export {
  savedVehiclesMachine,
  FETCH_SAVED_ID,
  type FetchSavedOutput,
  type SavedVehiclesContext,
  type SavedVehiclesEvent,
} from './saved-vehicles.machine.js';
