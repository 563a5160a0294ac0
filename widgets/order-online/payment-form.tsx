/**
 * The card step: the shop's vendor's card field (LOCAL_TEST's card number, or Stripe's card element;
 * widgets/features/card-payment), then "Pay {fee}". The card stays in the field; the machine's pay actor
 * confirms through the card step.
 */
import { CardPayForm, type CardStep, type CardVendor } from '../features/card-payment/index.js';
import { PAYMENT_TITLE_ID, PaymentTitle } from './payment-title.js';
import type { Translate } from './texts.js';

export interface PaymentFormProps {
  t: Translate;
  language: string;
  amount: string;
  paying: boolean;
  /** Shown from its heading, focused, when it replaces the details form. */
  focus: boolean;
  card: CardStep;
  apiBase: string;
  vendor: CardVendor;
  onPay: () => void;
}

export function PaymentForm({ t, language, amount, paying, focus, card, apiBase, vendor, onPay }: PaymentFormProps) {
  return (
    <CardPayForm
      paying={paying}
      onPay={onPay}
      labelledBy={PAYMENT_TITLE_ID}
      heading={<PaymentTitle t={t} focus={focus} />}
      field={{
        step: card,
        vendor,
        apiBase,
        language,
        id: 'card-number',
        texts: {
          label: vendor.type === 'STRIPE' ? t('payment.cardDetails') : t('payment.cardNumber'),
          testHint: t('payment.testHint'),
          required: t('error.required'),
          declined: t('paymentError.declined'),
          unavailable: t('payment.unavailable'),
        },
      }}
      button={t('payment.pay', { amount })}
      processing={t('payment.processing')}
      className={{ form: 'lrdx-order-form', actions: 'lrdx-order-actions', status: 'lrdx-order-status' }}
    />
  );
}
