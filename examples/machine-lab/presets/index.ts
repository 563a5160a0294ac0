/**
 * What the lab starts a machine with when QA has not said otherwise: an input (from the clock's
 * start), answers for its calls, and sample payloads for its events. Optional: a machine without a
 * preset still appears (registry) and starts with the input QA types.
 */
import type { AnswerMode } from '../engine/session.js';
import { EMPTY_ORDER_ONLINE_DATA } from '../../../domain/order-online-storage.js';

export interface LabPreset {
  input: (now: number) => unknown;
  answers?: Record<string, AnswerMode>;
  events?: Record<string, Record<string, unknown>>;
}

const HOLD_MS = 15 * 60_000;
const LIST = 'iraq';

export const PRESETS: Record<string, LabPreset> = {
  'soft-lock': {
    input: (now) => ({ lockId: 'lock-1', expiresAt: now + HOLD_MS, now }),
    answers: { extendLock: { mode: 'success', data: { lockId: '$input.lockId', expiresAt: `$now+${HOLD_MS}`, now: '$now' } } },
    events: { tick: { now: 0 } },
  },
  'order-online': {
    input: (now) => ({
      step: 'steps',
      vehicleId: 1,
      orderNumber: null,
      configUrl: null,
      listKey: LIST,
      data: { ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 1 },
      holder: 'lab-holder',
      lock: null,
      reservation: { vehicleId: 1, attempt: 1, orderNumber: null, confirmed: false },
      now,
    }),
    answers: {
      takeLock: { mode: 'success', data: { lockId: 'lock-1', expiresAt: `$now+${HOLD_MS}` } },
    },
    events: {
      'details.set': { patch: {} },
      'lock.extended': { lockId: 'lock-1', expiresAt: 0 },
    },
  },
  'stock-locator': { input: () => ({ listKey: LIST }) },
  showroom: { input: () => ({ listKey: LIST, vehicleId: 1 }) },
  reservation: { input: (now) => ({ listKey: LIST, holder: 'lab-holder', now }) },
  cancellation: {
    input: () => ({ leadId: 'lead-1', token: 'token-1' }),
    // A paid-for reservation not yet cancelled: the landing with its "cancel" button.
    answers: {
      fetchLead: {
        mode: 'success',
        data: {
          id: '$input.leadId',
          paymentStatus: null,
          cancellationStatus: null,
          vehicleTitle: 'Range Rover Evoque',
          vin: 'SALZA2AN0LH000001',
          orderNumber: 'LR-0001',
        },
      },
    },
  },
  'phone-verification': { input: () => ({ phone: '' }) },
};

export function presetOf(name: string): LabPreset {
  return PRESETS[name] ?? { input: () => ({}) };
}
