/** Types of the reservation machine (block catalogue: reservation flow; docs/buy-online.md: soft lock, free reservation, lead service). */
import type { CallEvents } from '../shared/async.js';

export { RESERVATION_STORAGE_KEY } from '../../domain/reservation-storage-key.js';

/** How often, and how many times, an unanswered card payment is asked about before it counts as expired. */
export const PAYMENT_POLL_MS = 3_000;
export const MAX_PAYMENT_POLLS = 60;

export interface ReservationError {
  code: string;
  message: string;
  /** HTTP status; 0 when no response arrived or the error did not come from the API. */
  status: number;
  /** A 429's wait before the next try, when the API gave one. */
  retryAfterSeconds?: number;
}

/** What the flow shows of a vehicle, and keeps in storage (so a reload shows it without a fetch). */
export interface ReservationVehicle {
  id: number;
  model: string;
  version: string;
  vin: string;
  year: number;
  price: number;
  priceHidden: boolean;
  image: string;
  dealer: string;
}

/** GET /api/reservation_config/:listKey, as the widget reads it. */
export interface ReservationConfig {
  companyUuid: string;
  /** Major units (500 = 500 USD); null when the listing takes no fee. */
  fee: number | null;
  currency: string | null;
  vendorType: string;
  free: boolean;
  softLockSeconds: number;
  /** Stripe only: the publishable key and Connect account of the card step. */
  stripePublishableKey?: string | null;
  stripeAccountId?: string | null;
  /** `required`: the phone must pass an SMS code check before the checkout can be sent (server: buy_online.phone_verification). */
  phoneVerification?: 'off' | 'required';
}

/** One tab of the vehicle block: a model with its count of reservable vehicles. */
export interface VehicleTab {
  value: string;
  count: number;
}

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Where a journey stands; `browse` means nothing is held. */
export type ReservationStage = 'browse' | 'checkout' | 'payment' | 'awaiting' | 'done';

/** The JSON kept under `sl_order_online_reservation`: enough to resume after a reload. */
export interface StoredReservation {
  version: 1;
  listKey: string;
  holder: string;
  stage: Exclude<ReservationStage, 'browse'>;
  vehicle: ReservationVehicle;
  lockId: string | null;
  /** Epoch ms of the browser's clock (computed from the server's `expires_in_seconds`, so skew does not matter). */
  expiresAt: number;
  leadId: string | null;
  /** The lead's access token (POST /api/leads): every later call about the lead, and the cancellation link, need it. */
  leadToken?: string | null;
  /** Which lead attempt the journey is on (the lead's idempotency key counts it); absent in older records. */
  leadAttempt?: number;
  paymentReference: string | null;
  orderNumber: string | null;
  email: string;
}

export interface ReservationInput {
  listKey: string;
  /** The soft-lock holder id (drawn once per journey, kept in storage). */
  holder: string;
  /** The browser's clock when the machine starts (decides whether a stored lock is still live). */
  now: number;
  stored?: StoredReservation | null;
  /** How many times an unanswered payment is asked about (default MAX_PAYMENT_POLLS). */
  maxPolls?: number;
}

export interface ReservationContext {
  listKey: string;
  holder: string;
  now: number;
  stage: ReservationStage;
  config: ReservationConfig | null;
  tabs: VehicleTab[];
  tab: string | null;
  vehicles: ReservationVehicle[];
  vehicle: ReservationVehicle | null;
  lockId: string | null;
  expiresAt: number;
  leadId: string | null;
  leadToken: string | null;
  /**
   * Counts lead attempts: the lead's Idempotency-Key is built from it (leadIdempotencyKey), so a retry
   * after a lost answer re-sends the same key, and changed details or a dropped lead get a new one.
   */
  leadAttempt: number;
  paymentReference: string | null;
  orderNumber: string | null;
  details: CustomerDetails;
  termsAccepted: boolean;
  /** The E.164 number the phone-verification machine verified; dropped when the phone field changes to another number. */
  verifiedPhone: string | null;
  /** Why the last choice of a vehicle was refused (someone else holds it, it was just sold). */
  notice: ReservationError | null;
  /**
   * Back at the checkout from PayPal's or LiqPay's page: the buyer cancelled there, or the vendor
   * refused the payment. Cleared when the next payment starts.
   */
  vendorNotice: 'cancelled' | 'failed' | null;
  error: ReservationError | null;
  polls: number;
  maxPolls: number;
}

export interface LoadInput {
  listKey: string;
}
export interface LoadOutput {
  config: ReservationConfig;
  tabs: VehicleTab[];
  tab: string | null;
  vehicles: ReservationVehicle[];
}
/** Cars per request of a tab's list; "Show more" asks for the next page of this size. */
export const TAB_PAGE_SIZE = 12;

export interface LoadTabInput {
  listKey: string;
  tab: string;
  /** 1-based page of TAB_PAGE_SIZE cars; 1 when a tab is chosen. */
  page: number;
}
export interface LoadTabOutput {
  tab: string;
  vehicles: ReservationVehicle[];
}
export interface LockInput {
  vehicleId: number;
  holder: string;
}
export interface LockOutput {
  lockId: string;
  expiresAt: number;
}
export interface CreateLeadInput {
  listKey: string;
  /** Sent as the Idempotency-Key of POST /api/leads: the same for a retry of the same lead. */
  idempotencyKey: string;
  vehicle: ReservationVehicle;
  details: CustomerDetails;
}
export interface CreateLeadOutput {
  leadId: string;
  leadToken: string;
}
export interface StartPaymentInput {
  leadId: string;
  leadToken: string;
  vehicle: ReservationVehicle;
  config: ReservationConfig;
}
export interface StartPaymentOutput {
  reference: string;
}
/** The card itself never enters the machine: the view's card field holds it. */
export interface PayInput {
  reference: string;
  leadId: string;
  leadToken: string;
}
/** `processing`: the vendor has not answered yet (the order waits for its webhook). */
export type PayStatus = 'authorized' | 'paid' | 'failed' | 'processing' | 'pending' | 'cancelled' | 'refunded';
export interface PayOutput {
  status: PayStatus;
}
export interface CheckPaymentInput {
  leadId: string;
  leadToken: string;
}
export interface CheckPaymentOutput {
  status: PayStatus;
}
export interface ConfirmInput {
  vehicle: ReservationVehicle;
  lockId: string;
  holder: string;
  leadId: string;
  leadToken: string;
  paymentReference: string | null;
  email: string;
}
export interface ConfirmOutput {
  orderNumber: string;
}

export type ReservationEvent =
  | { type: 'start' }
  | { type: 'tab.select'; tab: string }
  /** "Show more": the next page of the chosen tab's cars, added below the ones shown. */
  | { type: 'vehicles.more' }
  | { type: 'vehicle.select'; vehicleId: number }
  | { type: 'back' }
  | { type: 'details.change'; field: keyof CustomerDetails; value: string }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'phone.verified'; phone: string }
  | { type: 'submit' }
  | { type: 'card.submit' }
  /** The buyer is back from the vendor's page (PayPal approval, LiqPay checkout), approved or cancelled there. */
  | { type: 'vendor.returned'; outcome: 'approved' | 'cancelled' }
  /** After a declined card: pay again with another card (a new lead and payment). */
  | { type: 'card.retry' }
  | { type: 'lock.expired' }
  | { type: 'lock.lost' }
  | { type: 'lock.extended'; lockId: string; expiresAt: number }
  | { type: 'retry' }
  | { type: 'restart' }
  | { type: 'reservation.forget' }
  | { type: 'poll.due' }
  | CallEvents<'load', LoadOutput>
  | CallEvents<'loadTab', LoadTabOutput>
  | CallEvents<'acquireLock', LockOutput>
  | CallEvents<'createLead', CreateLeadOutput>
  | CallEvents<'startPayment', StartPaymentOutput>
  | CallEvents<'pay', PayOutput>
  | CallEvents<'checkPayment', CheckPaymentOutput>
  | CallEvents<'confirm', ConfirmOutput>;
