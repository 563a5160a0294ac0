/**
 * The card step: the shop's vendor's card field (LOCAL_TEST's card number, or Stripe's card element;
 * widgets/features/card-payment) and "Pay"; for PayPal and LiqPay, no card field but "Pay with …",
 * which leaves for the vendor's page (widgets/features/redirect-payment). The card never passes through this widget's state: the field
 * holds it and the machine's pay actor confirms through the card step.
 */
import { CardPayForm, type CardStep, type CardVendor } from '../../features/card-payment/index.js';
import type { TextFn } from '../../features/flow/slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';
import { Screen } from '../../features/flow/screen.js';
import { RedirectPayForm, VENDOR_NAMES, isRedirectVendor } from '../../features/redirect-payment/index.js';

export interface PaymentProps {
  t: TextFn<ReservationTextKey>;
  language: string;
  focus: boolean;
  fee: string;
  paying: boolean;
  card: CardStep;
  apiBase: string;
  vendor: CardVendor;
  onPay: () => void;
}

export function Payment({ t, language, focus, fee, paying, card, apiBase, vendor, onPay }: PaymentProps) {
  if (isRedirectVendor(vendor.type)) {
    const paypal = vendor.type === 'PAYPAL';
    return (
      <Screen name="payment" title={t('payment_title')} focus={focus}>
        <RedirectPayForm
          vendor={vendor.type}
          paying={paying}
          onPay={onPay}
          text={t(paypal ? 'payment_paypal_text' : 'payment_liqpay_text')}
          button={t(paypal ? 'payment_paypal_button' : 'payment_liqpay_button', { fee })}
          leaving={t('payment_redirecting', { vendor: VENDOR_NAMES[vendor.type] })}
          className={{ form: 'lrdx-checkout-form', status: 'lrdx-flow__status' }}
        />
      </Screen>
    );
  }
  return (
    <Screen name="payment" title={t('payment_title')} focus={focus}>
      <CardPayForm
        paying={paying}
        onPay={onPay}
        field={{
          step: card,
          vendor,
          apiBase,
          language,
          id: 'lrdx-card',
          texts: {
            label: vendor.type === 'STRIPE' ? t('payment_card_details_label') : t('payment_card_label'),
            testHint: t('payment_card_hint'),
            required: t('field_required'),
            declined: t('error.card_declined'),
            unavailable: t('payment_card_unavailable'),
          },
        }}
        button={t('payment_submit_button', { fee })}
        processing={t('payment_processing')}
        className={{ form: 'lrdx-checkout-form', status: 'lrdx-flow__status' }}
      />
    </Screen>
  );
}
