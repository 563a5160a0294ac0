/**
 * The payment step for PayPal and LiqPay (widgets/features/redirect-payment): no card field here;
 * "Pay with PayPal / LiqPay" takes the buyer to the vendor's page and they come back to this step.
 * After a cancel or a refusal there, the step says so first (focused, announced) and offers the
 * payment again.
 */
import { useEffect, useRef } from 'react';
import type { RedirectVendor } from '../features/redirect-payment/index.js';
import type { VendorNotice } from '../../state-machines/order-online/index.js';
import type { Translate } from './texts.js';

export interface VendorPaymentFormProps {
  t: Translate;
  vendor: RedirectVendor;
  amount: string;
  paying: boolean;
  notice: VendorNotice | null;
  onPay: () => void;
}

const VENDOR_NAMES: Record<RedirectVendor, string> = { PAYPAL: 'PayPal', LIQPAY: 'LiqPay' };

export function VendorPaymentForm({ t, vendor, amount, paying, notice, onPay }: VendorPaymentFormProps) {
  const name = VENDOR_NAMES[vendor];
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <form
      className="lrdx-order-form"
      noValidate
      aria-labelledby="lrdx-order-payment-title"
      data-vendor={vendor.toLowerCase()}
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying) onPay();
      }}
    >
      <h3 id="lrdx-order-payment-title">{t('payment.title')}</h3>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role="alert" className="lrdx-order-notice lrdx-order-notice--error" data-order="vendor-notice">
          {t(notice === 'cancelled' ? 'vendor.cancelled' : 'vendor.failed', { vendor: name })}
        </p>
      ) : null}
      <p>{t(vendor === 'PAYPAL' ? 'payment.paypal.text' : 'payment.liqpay.text')}</p>
      <div className="lrdx-order-actions">
        <button type="submit" className="lrdx-button lrdx-button--primary" data-action="pay" aria-disabled={paying ? 'true' : undefined}>
          {t(vendor === 'PAYPAL' ? 'payment.paypal.button' : 'payment.liqpay.button', { amount })}
        </button>
      </div>
      <p role="status" className="lrdx-order-status">
        {paying ? t('payment.redirecting', { vendor: name }) : ''}
      </p>
    </form>
  );
}
