/** The lab's preset of the showroom: vehicle 42 of the Iraq listing, a similar one, no company configuration. */
import { showroomMachine } from '../../../../state-machines/showroom/index.js';
import { sampleVehicle } from '../../../../domain/sample-vehicle.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(showroomMachine, {
  input: () => ({ listKey: 'iraq', vehicleId: 42 }),
  samples: {
    fetchVehicle: sampleVehicle(42),
    fetchSimilar: [sampleVehicle(43)],
    fetchShowroomConfig: [],
    fetchOrderOnlineConfig: [],
  },
  events: { 'vehicle.load': { vehicleId: 43 }, 'language.change': { language: 'en' } },
});
