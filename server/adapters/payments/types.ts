/**
 * One payment vendor behind one interface (architecture, "Real parts and their local stand-ins").
 * The order service never trusts the browser about money: an order becomes authorized or paid only
 * from a `PaymentEvent` that `parseWebhook` verified, or from `retrieve` asking the vendor itself.
 */
import type { PaymentStatus } from '../../../domain/order.js';

export const VENDOR_TYPES = ['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_JAPAN', 'LOCAL_TEST'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export function isVendorType(value: string): value is VendorType {
  return (VENDOR_TYPES as readonly string[]).includes(value);
}

export interface CreatePaymentInput {
  /** Minor units of `currency` (cents), as every vendor charges. */
  amount: number;
  currency: string;
  orderNumber?: string | undefined;
  vehicleId: number;
  /** 'manual' holds the money (authorized) until the order is confirmed. */
  captureMethod?: 'manual' | 'automatic' | undefined;
  /** Stripe Connect: the retailer's connected account that receives the money. */
  connectedAccountId?: string | undefined;
  description?: string | undefined;
  /**
   * Redirect vendors (PayPal, LiqPay): where the vendor's page sends the buyer back, on approval
   * (`returnUrl`) and on cancel (`cancelUrl`; LiqPay has one result URL for both).
   */
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
}

export interface CreatedPayment {
  /** The vendor's id: Stripe payment intent id, PayPal order id, LiqPay order id, local reference. */
  reference: string;
  /** What the browser needs to finish the payment (Stripe client secret, PayPal approve link, ...). */
  clientSecret?: string;
  approveUrl?: string;
  /** LiqPay: the signed form the browser posts to the vendor's checkout page. */
  checkout?: { url: string; data: string; signature: string };
  status: PaymentStatus;
}

export interface RetrievedPayment {
  reference: string;
  status: PaymentStatus;
  amount: number | null;
  currency: string | null;
  /** The vehicle the payment was created for (vendor metadata), when the vendor keeps it. */
  vehicleId: number | null;
}

/** A vendor notification after its signature was verified. */
export interface PaymentEvent {
  /** The vendor's event id: the replay-protection key. */
  id: string;
  type: string;
  reference: string | null;
  /** The status the event moves the payment to; null for events that do not concern us. */
  status: PaymentStatus | null;
  /**
   * When the vendor created the event (epoch ms; Stripe's `created`, PayPal's `create_time`, ...),
   * null when the vendor does not say. Deliveries arrive in any order: this, not arrival, orders them.
   */
  occurredAt: number | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentVendor {
  readonly type: VendorType;
  /** False for the free reservation: there is no payment step at all. */
  readonly takesPayment: boolean;
  /**
   * The buyer pays on the vendor's own page and comes back to us (PayPal, LiqPay): reading a pending
   * order asks the vendor, so the returning buyer's next read sees the outcome (PayPal also needs the
   * shop to authorize an approved order, which `retrieve` does).
   */
  readonly syncOnRead?: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The vendor's current view of a payment; undefined when it does not know the reference. */
  retrieve(reference: string, options?: { connectedAccountId?: string | undefined }): Promise<RetrievedPayment | undefined>;
  /**
   * Voids a payment that is not captured yet (authorized, or still waiting for the card): the held
   * money goes back to the customer. Resolves with the vendor's status afterwards ('cancelled').
   * Only vendors that can do it have it; a captured payment is refunded by the retailer, not here.
   */
  cancelPayment?(reference: string, options?: { connectedAccountId?: string | undefined }): Promise<{ status: PaymentStatus }>;
  /** Verifies the signature and parses the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent>;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A body whose signature verified but whose content is not an event we can read: the caller answers 400. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/** The vendor is not configured (missing keys) or cannot do what was asked. */
export class PaymentVendorError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PaymentVendorError';
  }
}

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
