/** English texts of the cancellation widget; keys are the block's content slots (site/blocks/cancellation_flow). */
import { CANCELLATION_SLOT_TEXTS_EN } from '../../../domain/cancellation-slot-texts.js';

const cancellationEn = {
  ...CANCELLATION_SLOT_TEXTS_EN,
  loading: 'Loading…',
  'error.network_error': 'The connection to the server failed.',
  'error.unknown': 'Unexpected error ({{code}}).',
};

export type CancellationTexts = Record<keyof typeof cancellationEn, string>;
export type CancellationTextKey = keyof typeof cancellationEn;
export default cancellationEn satisfies CancellationTexts;
