/**
 * The payment step's heading, the same for a card and for PayPal or LiqPay: shown and focused when
 * the step replaces the details form (features/flow/show-step.ts), and the form's label.
 */
import { useStepHeading } from '../features/flow/show-step.js';
import type { Translate } from './texts.js';

/** The heading's id: the payment form is labelled by it. */
export const PAYMENT_TITLE_ID = 'lrdx-order-payment-title';

export function PaymentTitle({ t, focus }: { t: Translate; focus: boolean }) {
  const heading = useStepHeading(focus);
  return (
    <h3 id={PAYMENT_TITLE_ID} ref={heading} tabIndex={-1}>
      {t('payment.title')}
    </h3>
  );
}
