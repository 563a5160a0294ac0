/** The lab's preset of the reservation: the Iraq listing's Defender tab, a paid reservation of 500 USD. */
import { reservationMachine } from '../../../../state-machines/reservation/index.js';
import { SAMPLE_RESERVATION_LOAD, sampleReservationCar } from '../../../../state-machines/testing/samples.js';
import { presetFor } from '../typed.js';

const HOLD_MS = 15 * 60_000;

export const preset = presetFor(reservationMachine, {
  input: (now) => ({ listKey: 'iraq', holder: 'lab-holder', now }),
  samples: {
    load: SAMPLE_RESERVATION_LOAD,
    loadTab: { tab: 'Discovery', vehicles: [sampleReservationCar(3, 'Discovery')] },
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
