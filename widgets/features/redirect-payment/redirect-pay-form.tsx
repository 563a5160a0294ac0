/**
 * The payment step for PayPal and LiqPay: no card field; one button takes the buyer to the vendor's
 * page (the widget's pay call leaves the page), and the status line says so meanwhile. A notice
 * (VendorNoticeText) comes first when the buyer is back without paying. The payment form is the one
 * of every vendor (features/flow/pay-form.tsx), with the widget's texts and class names.
 */
import type { ReactNode } from 'react';
import { PayForm, type PayFormBaseProps } from '../flow/pay-form.js';
import type { RedirectVendor } from './addresses.js';

export interface RedirectPayFormProps extends PayFormBaseProps {
  vendor: RedirectVendor;
  /** What happens next ("You approve the payment on PayPal, then come back here"). */
  text: string;
  /** Said while leaving ("Taking you to PayPal…"). */
  leaving: string;
  notice?: ReactNode;
}

export function RedirectPayForm({ vendor, text, leaving, notice, ...form }: RedirectPayFormProps) {
  return (
    <PayForm {...form} busy={leaving} hook={{ 'data-vendor': vendor.toLowerCase() }}>
      {notice}
      <p>{text}</p>
    </PayForm>
  );
}
