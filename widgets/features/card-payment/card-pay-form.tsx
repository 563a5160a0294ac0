/**
 * The payment step for a card (LOCAL_TEST, Stripe): the vendor's card field, then "Pay", and the
 * status line while the payment is confirmed. Paying waits until the field has a card (the card
 * step's `check`), and a second press while paying does nothing. Each widget passes its own texts
 * and class names, so the markup stays the widget's (as with the redirect vendors' form).
 */
import type { ReactNode } from 'react';
import { CardFieldSlot, type CardFieldSlotProps } from './card-field-slot.js';

export interface CardPayFormProps {
  paying: boolean;
  onPay: () => void;
  /** The card field: the widget's card step, vendor, texts and the field's id. */
  field: CardFieldSlotProps;
  button: string;
  /** Said while the payment is confirmed ("Processing your payment…"). */
  processing: string;
  heading?: ReactNode;
  labelledBy?: string;
  className: { form: string; status: string; actions?: string };
}

export function CardPayForm(props: CardPayFormProps) {
  const { paying, onPay, field, className } = props;
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
      onSubmit={(event) => {
        event.preventDefault();
        if (!paying && field.step.check()) onPay();
      }}
    >
      {props.heading}
      <CardFieldSlot {...field} />
      {className.actions ? <div className={className.actions}>{button}</div> : button}
      <p role="status" className={className.status}>
        {paying ? props.processing : ''}
      </p>
    </form>
  );
}
