/** The lab's preset of the saved vehicles: two cars saved from the Iraq listing, one of them sold since. */
import { savedVehiclesMachine } from '../../../../state-machines/saved-vehicles/index.js';
import { sampleVehicle } from '../../../../domain/sample-vehicle.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(savedVehiclesMachine, {
  input: () => ({}),
  samples: { fetchSaved: { vehicles: [sampleVehicle(1)], missingIds: [2] } },
  events: {
    'saved.open': {
      cars: [
        { id: 1, list: 'iraq' },
        { id: 2, list: 'iraq' },
      ],
    },
    'saved.changed': { cars: [{ id: 1, list: 'iraq' }] },
  },
});
