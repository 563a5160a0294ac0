/** English texts of the cancellation widget; keys are the block's content slots (site/blocks/cancellation_flow). */
import { CANCELLATION_SLOT_TEXTS_EN } from '../../../domain/cancellation-slot-texts.js';
import type { TextKey } from '../../runtime/i18n.js';

const cancellationEn = {
  ...CANCELLATION_SLOT_TEXTS_EN,
  loading: 'Loading…',
  // Whether the deposit comes back, by the payment's state (docs/buy-online.md, "Cancelling a reservation").
  deposit_label: 'Your deposit',
  'deposit.none': 'No deposit has been taken, so there is nothing to refund.',
  'deposit.authorized':
    'Your deposit is only held on your card, not taken. Cancelling releases the hold at once; how soon it disappears from your statement depends on your bank.',
  'deposit.cancelled': 'No money was taken for your deposit: any hold on your card has been released.',
  // Plural forms of one text (i18next picks by {{count}}, the working days of domain/deposit-refund.ts).
  'deposit.paid_one':
    'Your deposit has been taken from your card. After the retailer confirms the cancellation, it is refunded in full to the card you paid with, normally within {{count}} working day.',
  'deposit.paid_other':
    'Your deposit has been taken from your card. After the retailer confirms the cancellation, it is refunded in full to the card you paid with, normally within {{count}} working days.',
  'deposit.refunded': 'Your deposit has been refunded to your card.',
  'error.network_error': 'The connection to the server failed.',
  'error.unknown': 'Unexpected error ({{code}}).',
};

export type CancellationTexts = Record<keyof typeof cancellationEn, string>;
export type CancellationTextKey = TextKey<typeof cancellationEn>;
export default cancellationEn satisfies CancellationTexts;
