/** The lab's preset of the cancellation: a paid-for reservation not yet cancelled (the landing with its "cancel" button). */
import { cancellationMachine } from '../../../../state-machines/cancellation/index.js';
import { presetFor } from '../typed.js';

const LEAD = {
  id: '$input.leadId',
  paymentStatus: null,
  cancellationStatus: null,
  vehicleTitle: 'Range Rover Evoque',
  vin: 'SALZA2AN0LH000001',
  orderNumber: 'LR-0001',
} as const;

export const preset = presetFor(cancellationMachine, {
  input: () => ({ leadId: 'lead-1', token: 'token-1' }),
  answers: { fetchLead: { mode: 'success', data: LEAD } },
  samples: { fetchLead: LEAD, requestCancellation: { ...LEAD, cancellationStatus: 'requested' } },
  events: {},
});
