/**
 * The form of a payment step, whatever the vendor: the step's heading, what the vendor needs (a
 * card field, or a word on its page), "Pay", and the status line while paying. A second press while
 * paying does nothing. Each widget passes its own texts and class names, so the markup stays the
 * widget's; the card form (features/card-payment) and the redirect vendors' form
 * (features/redirect-payment) are this form with their own middle.
 */
import type { ReactNode } from 'react';

/** What every payment step's form is given by its widget. */
export interface PayFormBaseProps {
  paying: boolean;
  onPay: () => void;
  button: string;
  heading?: ReactNode;
  labelledBy?: string;
  className: { form: string; status: string; actions?: string };
}

export interface PayFormProps extends PayFormBaseProps {
  /** Said on the status line while paying. */
  busy: string;
  /** The data attribute tests and host styles find the form by, e.g. `{ 'data-vendor': 'paypal' }`. */
  hook?: Record<`data-${string}`, string>;
  children: ReactNode;
}

export function PayForm({ paying, onPay, button, heading, labelledBy, className, busy, hook, children }: PayFormProps) {
  const pay = (
    <button type="submit" className="lrdx-button lrdx-button--primary" data-action="pay" aria-disabled={paying ? 'true' : undefined}>
      {button}
    </button>
  );
  return (
    <form
      className={className.form}
      noValidate
      aria-labelledby={labelledBy}
      {...hook}
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying) onPay();
      }}
    >
      {heading}
      {children}
      {className.actions ? <div className={className.actions}>{pay}</div> : pay}
      <p role="status" className={className.status}>
        {paying ? busy : ''}
      </p>
    </form>
  );
}
