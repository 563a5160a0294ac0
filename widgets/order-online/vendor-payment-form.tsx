/**
 * The payment step for PayPal and LiqPay (widgets/features/redirect-payment): no card field here;
 * "Pay with PayPal / LiqPay" takes the buyer to the vendor's page and they come back to this step.
 * After a cancel or a refusal there, the step says so first (focused, announced) and offers the
 * payment again.
 */
import { RedirectPayForm, VENDOR_NAMES, VendorNoticeText, type RedirectVendor } from '../features/redirect-payment/index.js';
import type { VendorNotice } from '../../state-machines/order-online/index.js';
import { PAYMENT_TITLE_ID, PaymentTitle } from './payment-title.js';
import type { Translate } from './texts.js';

export interface VendorPaymentFormProps {
  t: Translate;
  vendor: RedirectVendor;
  amount: string;
  paying: boolean;
  /** Shown from its heading, focused, when it replaces the details form (not with a notice, which is focused instead). */
  focus: boolean;
  notice: VendorNotice | null;
  onPay: () => void;
}

export function VendorPaymentForm({ t, vendor, amount, paying, focus, notice, onPay }: VendorPaymentFormProps) {
  const name = VENDOR_NAMES[vendor];
  return (
    <RedirectPayForm
      vendor={vendor}
      paying={paying}
      onPay={onPay}
      labelledBy={PAYMENT_TITLE_ID}
      heading={<PaymentTitle t={t} focus={focus} />}
      notice={
        notice ? (
          <VendorNoticeText
            text={t(notice === 'cancelled' ? 'vendor.cancelled' : 'vendor.failed', { vendor: name })}
            className="lrdx-order-notice lrdx-order-notice--error"
            hook={{ 'data-order': 'vendor-notice' }}
          />
        ) : null
      }
      text={t(vendor === 'PAYPAL' ? 'payment.paypal.text' : 'payment.liqpay.text')}
      button={t(vendor === 'PAYPAL' ? 'payment.paypal.button' : 'payment.liqpay.button', { amount })}
      leaving={t('payment.redirecting', { vendor: name })}
      className={{ form: 'lrdx-order-form', actions: 'lrdx-order-actions', status: 'lrdx-order-status' }}
    />
  );
}
