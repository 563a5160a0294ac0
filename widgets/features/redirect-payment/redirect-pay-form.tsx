/**
 * The payment step for PayPal and LiqPay: no card field; one button takes the buyer to the vendor's
 * page (the widget's pay call leaves the page), and the status line says so meanwhile. A notice
 * (VendorNoticeText) comes first when the buyer is back without paying. Each widget passes its own
 * texts and class names, so the markup stays the widget's.
 */
import type { ReactNode } from 'react';
import type { RedirectVendor } from './addresses.js';

export interface RedirectPayFormProps {
  vendor: RedirectVendor;
  paying: boolean;
  onPay: () => void;
  /** What happens next ("You approve the payment on PayPal, then come back here"). */
  text: string;
  button: string;
  /** Said while leaving ("Taking you to PayPal…"). */
  leaving: string;
  heading?: ReactNode;
  notice?: ReactNode;
  labelledBy?: string;
  className: { form: string; status: string; actions?: string };
}

export function RedirectPayForm(props: RedirectPayFormProps) {
  const { vendor, paying, onPay, className } = props;
  const button = (
    <button type="submit" className="lrdx-button lrdx-button--primary" data-action="pay" aria-disabled={paying ? 'true' : undefined}>
      {props.button}
    </button>
  );
  return (
    <form
      className={className.form}
      noValidate
      aria-labelledby={props.labelledBy}
      data-vendor={vendor.toLowerCase()}
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying) onPay();
      }}
    >
      {props.heading}
      {props.notice}
      <p>{props.text}</p>
      {className.actions ? <div className={className.actions}>{button}</div> : button}
      <p role="status" className={className.status}>
        {paying ? props.leaving : ''}
      </p>
    </form>
  );
}
