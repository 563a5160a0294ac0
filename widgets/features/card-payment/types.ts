/**
 * The card step both journeys share (reservation, order online): a card field mounted into an
 * element of the widget's Shadow DOM, confirmed with the payment the server started. Vendor-neutral:
 * LOCAL_TEST (the shop's demo processor) and Stripe implement it. The outcome is the browser's view
 * only; the widget still waits for the order or lead status the verified webhook sets.
 */

/** What the browser learned from the vendor. `pending`: no answer yet (the server will know). */
export type CardStatus = 'authorized' | 'paid' | 'declined' | 'pending';

export interface CardResult {
  status: CardStatus;
  /** For `declined`: the message to show, already in the visitor's language (Stripe's own, or ours). */
  message: string | null;
}

/** The payment the server started: `POST /buy_online/payment` or `POST /api/stripe/create_payment_intent`. */
export interface CardPayment {
  reference: string;
  /** Stripe's client secret; null for LOCAL_TEST. */
  clientSecret: string | null;
}

/** The shop's vendor, as the config routes give it (`vendor_type`, `stripe_publishable_key`, `stripe_account_id`). */
export interface CardVendor {
  type: string;
  publishableKey: string | null;
  accountId: string | null;
}

/** The visible texts of the field, from the widget's own translations. */
export interface CardFieldTexts {
  label: string;
  /** The demo processor's test cards (LOCAL_TEST only). */
  testHint: string;
  /** Shown when the visitor pays with an empty or incomplete card. */
  required: string;
  /** Our message for a decline the vendor did not word (LOCAL_TEST). */
  declined: string;
  /** The card field could not be loaded (Stripe.js unreachable, no publishable key). */
  unavailable: string;
}

export interface CardFieldOptions {
  apiBase: string;
  /** The widget's language: ku, en or ar. */
  language: string;
  texts: CardFieldTexts;
  /** The id of the field's control (LOCAL_TEST's input), unique in the shadow root. */
  id: string;
}

export interface CardField {
  /** Builds the field (label, control, error) inside `target`. */
  mount(target: HTMLElement): void;
  /** True when the card can be sent; otherwise shows why next to the field and focuses it. */
  check(): boolean;
  /** While a confirmation runs the field cannot be changed. */
  setBusy(busy: boolean): void;
  confirm(payment: CardPayment): Promise<CardResult>;
  destroy(): void;
}

/** Vendors whose card step runs in the widget. */
export const CARD_VENDORS: readonly string[] = ['LOCAL_TEST', 'STRIPE'];
export const isCardVendor = (type: string): boolean => CARD_VENDORS.includes(type);
