/**
 * Reservation flow (catalogue: "two reservation flows"): the <lrdx-reservation> widget for one list
 * key, with an editable content slot for every text of its screens (checkout labels, reservation-fee
 * currency symbol, card payment provider locale, soft-lock info text, payment error texts).
 */
import { headedBlockDefaults, headedBlockFields, loadOnField, longTextField, urlField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';
import { RESERVATION_SLOT_DEFAULTS, type ReservationSlot } from './defaults.js';
import { slotFields } from './slot-fields.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';

export type ReservationFlowProps = HeadedBlockProps & {
  list_key: string;
  cancellation_page: string;
  noscript_text: string;
  load_on: string;
} & Record<ReservationSlot, string>;

export const reservationFlowTemplate: BlockTemplate<ReservationFlowProps> = {
  key: 'reservation_flow',
  name: 'Reservation flow',
  description: 'Reserve a vehicle in stock online: choose, hold, pay the reservation fee.',
  group: 'Reservation',
  fields: {
    ...headedBlockFields(),
    list_key: { label: 'List key', type: 'string', placeholder: DEMO_LIST_KEY },
    cancellation_page: urlField('Cancellation page', '/cancel-reservation'),
    noscript_text: longTextField('Text without JavaScript'),
    load_on: loadOnField(),
    ...slotFields(RESERVATION_SLOT_DEFAULTS),
  },
  defaultProps: {
    ...headedBlockDefaults('', '1'),
    list_key: DEMO_LIST_KEY,
    cancellation_page: '/cancel-reservation',
    noscript_text: 'Please turn on JavaScript in your browser to reserve a vehicle online.',
    load_on: 'ready',
    ...RESERVATION_SLOT_DEFAULTS,
  },
};
