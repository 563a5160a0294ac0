/** The lab's preset of the reservation: the Iraq listing's Defender tab, a paid reservation of 500 USD. */
import { reservationMachine } from '../../../../state-machines/reservation/index.js';
import { SAMPLE_RESERVATION_CONFIG, sampleReservationCar } from '../../../../state-machines/testing/samples.js';
import { presetFor } from '../typed.js';

const car = (id: number) => sampleReservationCar(id, 'Defender 110');
const HOLD_MS = 15 * 60_000;

export const preset = presetFor(reservationMachine, {
  input: (now) => ({ listKey: 'iraq', holder: 'lab-holder', now }),
  samples: {
    load: {
      config: SAMPLE_RESERVATION_CONFIG,
      tabs: [
        { value: 'Defender', count: 2 },
        { value: 'Discovery', count: 1 },
      ],
      tab: 'Defender',
      vehicles: [car(1), car(2)],
    },
    loadTab: { tab: 'Discovery', vehicles: [car(3)] },
    acquireLock: { lockId: 'lock-1', expiresAt: `$now+${HOLD_MS}` },
    createLead: { leadId: 'lead-1', leadToken: 'lead-token-1' },
    startPayment: { reference: 'pay-ref-1' },
    pay: { status: 'paid' },
    checkPayment: { status: 'paid' },
    confirm: { orderNumber: 'LRDX-ABCDEFGH' },
  },
  events: {
    'tab.select': { tab: 'Discovery' },
    'vehicle.select': { vehicleId: 1 },
    'details.change': { field: 'firstName', value: 'Ava' },
    'terms.set': { accepted: true },
    'phone.verified': { phone: '+9647501234567' },
    'vendor.returned': { outcome: 'approved' },
    'lock.extended': { lockId: 'lock-1', expiresAt: 0 },
  },
});
