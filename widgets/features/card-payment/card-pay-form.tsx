/**
 * The payment step for a card (LOCAL_TEST, Stripe): the vendor's card field in the payment form
 * (features/flow/pay-form.tsx). It pays only once the field has a card (the card step's `check`).
 */
import { PayForm, type PayFormBaseProps } from '../flow/pay-form.js';
import { CardFieldSlot, type CardFieldSlotProps } from './card-field-slot.js';

export interface CardPayFormProps extends PayFormBaseProps {
  /** The card field: the widget's card step, vendor, texts and the field's id. */
  field: CardFieldSlotProps;
  /** Said while the payment is confirmed ("Processing your payment…"). */
  processing: string;
}

export function CardPayForm({ field, processing, onPay, ...form }: CardPayFormProps) {
  return (
    <PayForm
      {...form}
      busy={processing}
      onPay={() => {
        if (field.step.check()) onPay();
      }}
    >
      <CardFieldSlot {...field} />
    </PayForm>
  );
}
