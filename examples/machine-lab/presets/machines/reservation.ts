/** The lab's preset of the reservation: the Iraq listing's Defender tab, a paid reservation of 500 USD. */
import { reservationMachine } from '../../../../state-machines/reservation/index.js';
import { presetFor } from '../typed.js';

const car = (id: number) => ({
  id,
  model: 'Defender 110',
  version: 'X-Dynamic SE',
  vin: `SALEA7BU0R2${100000 + id}`,
  year: 2025,
  price: 90_000,
  priceHidden: false,
  image: '',
  dealer: 'Hawler Premium Motors',
});
const HOLD_MS = 15 * 60_000;

export const preset = presetFor(reservationMachine, {
  input: (now) => ({ listKey: 'iraq', holder: 'lab-holder', now }),
  samples: {
    load: {
      config: { companyUuid: 'c-1', fee: 500, currency: 'USD', vendorType: 'LOCAL_TEST', free: false, softLockSeconds: 900 },
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
