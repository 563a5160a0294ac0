export { savedVehiclesMachine, FETCH_SAVED_ID } from './saved-vehicles.machine.js';
export type { FetchSavedOutput, SavedVehiclesContext, SavedVehiclesEvent } from './saved-vehicles.types.js';
