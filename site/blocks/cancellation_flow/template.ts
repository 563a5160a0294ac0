/**
 * Cancellation flow (catalogue: the second reservation flow): the <lrdx-cancellation> widget, which
 * reads the lead from the page URL (`?lead=`), with a content slot for every text of its screens.
 */
import { slotFields } from '../reservation_flow/slot-fields.js';
import { headedBlockDefaults, headedBlockFields, loadOnField, longTextField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';
import { CANCELLATION_SLOT_DEFAULTS, type CancellationSlot } from './defaults.js';

export type CancellationFlowProps = HeadedBlockProps & {
  noscript_text: string;
  load_on: string;
} & Record<CancellationSlot, string>;

export const cancellationFlowTemplate: BlockTemplate<CancellationFlowProps> = {
  key: 'cancellation_flow',
  name: 'Reservation cancellation flow',
  description: 'Lets a visitor cancel an online reservation from the link in the confirmation.',
  group: 'Reservation',
  fields: {
    ...headedBlockFields(),
    noscript_text: longTextField('Text without JavaScript'),
    load_on: loadOnField(),
    ...slotFields(CANCELLATION_SLOT_DEFAULTS),
  },
  defaultProps: {
    ...headedBlockDefaults('', '1'),
    noscript_text: 'Please turn on JavaScript in your browser to cancel your reservation online.',
    load_on: 'ready',
    ...CANCELLATION_SLOT_DEFAULTS,
  },
};
