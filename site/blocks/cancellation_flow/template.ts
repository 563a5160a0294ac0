/**
 * Cancellation flow (catalogue: the second reservation flow): the <lrdx-cancellation> widget, which
 * reads the lead from the page URL (`?lead=`), with a content slot for every text of its screens.
 */
import { headingLevelField } from '../shared/link-fields.js';
import { loadOnField } from '../reservation_flow/template.js';
import { slotFields } from '../reservation_flow/slot-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';
import { CANCELLATION_SLOT_DEFAULTS, type CancellationSlot } from './defaults.js';

export type CancellationFlowProps = BaseBlockProps & {
  heading: string;
  heading_level: string;
  noscript_text: string;
  load_on: string;
} & Record<CancellationSlot, string>;

export const cancellationFlowTemplate: BlockTemplate<CancellationFlowProps> = {
  key: 'cancellation_flow',
  name: 'Reservation cancellation flow',
  description: 'Lets a visitor cancel an online reservation from the link in the confirmation.',
  group: 'Reservation',
  fields: {
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    noscript_text: { label: 'Text without JavaScript', type: 'text', translatable: true },
    load_on: loadOnField,
    ...slotFields(CANCELLATION_SLOT_DEFAULTS),
  },
  defaultProps: {
    block_scroll_id: '',
    heading: '',
    heading_level: '1',
    noscript_text: 'Please turn on JavaScript in your browser to cancel your reservation online.',
    load_on: 'ready',
    ...CANCELLATION_SLOT_DEFAULTS,
  },
};
