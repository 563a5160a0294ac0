/** The lab's preset of order online: vehicle 1 of the Iraq listing, a paid reservation of 500 USD, a 15-minute hold. */
import { orderOnlineMachine } from '../../../../state-machines/order-online/index.js';
import { EMPTY_ORDER_ONLINE_DATA } from '../../../../domain/order-online-storage.js';
import { SAMPLE_PAID_ORDER_CONFIG, sampleOrderVehicle } from '../../../../state-machines/testing/samples.js';
import { presetFor } from '../typed.js';

const HOLD_MS = 15 * 60_000;
const ORDER = 'LRDX-ABCDEFGH';
const RESERVATION = { vehicleId: 1, attempt: 1, orderNumber: null, confirmed: false };

export const preset = presetFor(orderOnlineMachine, {
  input: (now) => ({
    step: 'steps' as const,
    vehicleId: 1,
    orderNumber: null,
    configUrl: null,
    listKey: 'iraq',
    data: { ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 1 },
    holder: 'lab-holder',
    lock: null,
    reservation: RESERVATION,
    now,
  }),
  answers: { takeLock: { mode: 'success', data: { lockId: 'lock-1', expiresAt: `$now+${HOLD_MS}` } } },
  samples: {
    loadJourney: {
      vehicle: sampleOrderVehicle(1, 'IQ-EBL-01', 'Land Rover Erbil'),
      config: SAMPLE_PAID_ORDER_CONFIG,
      retailers: [{ uuid: 'IQ-EBL-01', name: 'Land Rover Erbil', address: '1 Main Street, Erbil', phone: '+9647501234567' }],
    },
    takeLock: { lockId: 'lock-1', expiresAt: `$now+${HOLD_MS}` },
    pay: { orderNumber: ORDER, orderToken: 'order-token-1', status: 'paid' },
    checkPayment: { orderNumber: ORDER, orderToken: 'order-token-1', status: 'paid' },
    confirmOrder: { orderNumber: ORDER, orderToken: 'order-token-1' },
  },
  events: {
    'details.set': { patch: { locationDetails: { uuid: 'IQ-EBL-01', name: 'Land Rover Erbil', address: '', phone: '' } } },
    'customer.set': { field: 'firstName', value: 'Ava' },
    'phone.verified': { phone: '+9647501234567' },
    'lock.extended': { lockId: 'lock-1', expiresAt: 0 },
    'vendor.returned': { outcome: 'approved' },
    'storage.changed': { data: { ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 1 }, reservation: RESERVATION, lock: null },
  },
});
