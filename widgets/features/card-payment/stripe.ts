/**
 * Stripe's Card Element in the widget's Shadow DOM. This module (and `@stripe/stripe-js` with it) is
 * imported only when the shop's vendor is STRIPE, so it is its own chunk and the LOCAL_TEST path
 * does not carry it. The Card Element is used rather than the Payment Element because it can be
 * mounted before the payment intent exists (the order journey creates the order and the intent only
 * when the visitor pays); the intent's client secret is needed only to confirm.
 */
import { loadStripe, type StripeCardElement, type StripeElementLocale, type StripeError } from '@stripe/stripe-js';
import { fieldParts, type FieldParts } from './field-dom.js';
import type { CardField, CardFieldOptions, CardPayment, CardResult, CardVendor } from './types.js';

/**
 * Stripe.js has no Sorani (ckb) locale, and 'auto' would follow the browser (often English). Its
 * messages (validation, declines) are therefore asked for in Arabic for Kurdish: the same script and
 * direction, and read by Sorani speakers in Iraq. Arabic and English map to themselves.
 */
export function stripeLocale(language: string): StripeElementLocale {
  return language === 'en' ? 'en' : 'ar';
}

/** The element's inside lives in Stripe's iframe: our CSS cannot reach it, so its look is passed as style. */
function cardStyle(host: HTMLElement) {
  const computed = getComputedStyle(host);
  return {
    base: {
      color: computed.color || '#1f2937',
      fontFamily: computed.fontFamily || 'system-ui, sans-serif',
      fontSize: '16px',
      '::placeholder': { color: '#6b7280' },
    },
    invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
  };
}

/** Card errors are the visitor's to fix (declined, wrong number): anything else is a failure of the step. */
function isCardProblem(error: StripeError): boolean {
  return error.type === 'card_error' || error.type === 'validation_error';
}

export class StripeStepError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function createStripeField(vendor: CardVendor, { language, texts, id }: CardFieldOptions): Promise<CardField> {
  if (!vendor.publishableKey) throw new StripeStepError('stripe_not_configured', 'The shop has no Stripe publishable key');
  const locale = stripeLocale(language);
  // Direct charges on a Connect account: Stripe.js must act for that account, like the server did.
  const stripe = await loadStripe(vendor.publishableKey, { locale, ...(vendor.accountId ? { stripeAccount: vendor.accountId } : {}) });
  if (!stripe) throw new StripeStepError('stripe_unavailable', 'Stripe.js did not load');
  const elements = stripe.elements({ locale });
  let card: StripeCardElement | null = null;
  let parts: FieldParts | null = null;
  let complete = false;
  let problem: string | null = null;
  let tried = false;

  return {
    mount(target) {
      parts = fieldParts(target, id, null);
      const doc = target.ownerDocument;
      const label = doc.createElement('span');
      label.id = `${id}-label`;
      label.className = 'lrdx-card-field__label';
      label.textContent = texts.label;
      label.addEventListener('click', () => card?.focus());
      const box = doc.createElement('div');
      box.id = id;
      box.className = 'lrdx-card-field__box';
      box.dir = 'ltr';
      box.setAttribute('role', 'group');
      box.setAttribute('aria-labelledby', label.id);
      box.setAttribute('aria-describedby', parts.error.id);
      parts.root.append(label, box, parts.error);
      card = elements.create('card', { style: cardStyle(target), hidePostalCode: true });
      card.on('change', (event) => {
        complete = event.complete;
        problem = event.error?.message ?? null;
        if (tried || problem) parts?.setError(problem);
      });
      card.mount(box);
    },
    check() {
      tried = true;
      if (complete) return true;
      parts?.setError(problem ?? texts.required);
      card?.focus();
      return false;
    },
    setBusy(busy) {
      card?.update({ disabled: busy });
    },
    async confirm({ clientSecret }: CardPayment): Promise<CardResult> {
      if (!card) throw new StripeStepError('card_not_mounted', 'The card field is not on the page');
      if (!clientSecret) throw new StripeStepError('client_secret_missing', 'The payment has no Stripe client secret');
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        if (isCardProblem(result.error)) return { status: 'declined', message: result.error.message ?? texts.declined };
        throw new StripeStepError(result.error.code ?? result.error.type, result.error.message ?? 'Stripe could not confirm the card');
      }
      switch (result.paymentIntent.status) {
        case 'requires_capture':
          return { status: 'authorized', message: null };
        case 'succeeded':
          return { status: 'paid', message: null };
        case 'requires_payment_method':
          return { status: 'declined', message: result.paymentIntent.last_payment_error?.message ?? texts.declined };
        default:
          return { status: 'pending', message: null };
      }
    },
    destroy() {
      card?.destroy();
      card = null;
      parts?.root.remove();
      parts = null;
    },
  };
}
