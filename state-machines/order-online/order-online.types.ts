/** Types of the order-online machine (docs/buy-online.md, "The journey"). */
import type { CallEvents } from '../shared/async.js';
import type { PaymentStatus } from '../../domain/order.js';
import type { OrderStepsConfig } from '../../domain/order-online-config.js';
import type {
  CustomerData,
  OrderOnlineData,
  PaymentOptionType,
  ReservationRecord,
  SoftLockRecord,
} from '../../domain/order-online-storage.js';

export type OrderOnlineStep = 'steps' | 'checkout' | 'success' | 'confirmation';

/** What the journey shows of the vehicle. */
export interface OrderVehicle {
  id: number;
  vin: string;
  title: string;
  version: string;
  state: string;
  price: number | null;
  photo: string;
  dealerCode: string;
  dealerName: string;
}

/** The listing's 'extended' button set and payment vendor (GET /public_api/listing/:id/button_set). */
export interface OrderConfig {
  companyUuid: string;
  reservationFee: number | null;
  currency: string;
  financingOptions: PaymentOptionType[];
  vendorType: string;
  freeReservation: boolean;
  softLockSeconds: number;
  /** The configurator journey (`config_url`; docs/buy-online.md, "The configurator journey (`config_url`)"): its `config_` variants apply. */
  configurator: boolean;
  /** The steps page's figures (lease terms, service-pack years) from the journey's steps-page config. */
  steps: OrderStepsConfig;
  /** Stripe only: the publishable key and Connect account of the card step. */
  stripePublishableKey?: string | null;
  stripeAccountId?: string | null;
  /** `buy_online.phone_verification`: when `required`, the checkout's phone must pass the SMS check (missing = off). */
  phoneVerification?: 'off' | 'required';
}

export interface OrderRetailer {
  uuid: string;
  name: string;
  address: string;
  phone: string;
  /** The dealer's opening hours text ("Sat–Thu 09:00–19:00; Fri closed"): the appointment times offered. Not stored with the order. */
  openingHours?: string | null;
}

export interface OrderOnlineError {
  code: string;
  message: string;
  /** A 429's wait before the next try, when the API gave one. */
  retryAfterSeconds?: number;
}

export interface HeldLockRef {
  lockId: string;
  expiresAt: number;
}

export interface OrderOnlineInput {
  step: OrderOnlineStep;
  vehicleId: number | null;
  orderNumber: string | null;
  configUrl: string | null;
  listKey: string;
  data: OrderOnlineData;
  holder: string;
  lock: HeldLockRef | null;
  reservation: ReservationRecord;
  now: number;
  /**
   * The visitor was on the card step when the page reloaded (the widget's sessionStorage says so):
   * checkout resumes there when the hold is live and the stored form still passes; otherwise on the form.
   */
  resumeOnCard?: boolean;
  /**
   * The journey's data the server drew the steps page from (the vehicle, its listing's button set,
   * the retailers; embedded in the page): the steps page starts from it, as drawn, without loading
   * it again (docs/decisions.md, "Page speed as a first-time visitor gets it").
   */
  drawn?: LoadJourneyOutput | null;
}

/** What the machine starts from as the input gives it, and keeps in its context as the journey goes on. */
type CarriedJourney = Pick<OrderOnlineInput, 'step' | 'vehicleId' | 'configUrl' | 'listKey' | 'data' | 'holder' | 'lock' | 'reservation'>;

export interface OrderOnlineContext extends CarriedJourney {
  /** Consumed by the first entry to checkout (OrderOnlineInput.resumeOnCard). */
  resumeOnCard: boolean;
  vehicle: OrderVehicle | null;
  config: OrderConfig | null;
  retailers: OrderRetailer[];
  paymentStatus: PaymentStatus | null;
  initError: string | null;
  /** After a rate-limit refusal of the hold: the API's wait in seconds, so the dialog can say how long. */
  initRetryAfterSeconds: number | null;
  error: OrderOnlineError | null;
  /** The number (E.164) that passed the SMS check in this checkout; dropped when the phone changes to another number. */
  verifiedPhone: string | null;
  /**
   * Why the payment step is shown again after the vendor's page (PayPal, LiqPay): the buyer cancelled
   * there, or the vendor refused the payment. Cleared when the next payment starts.
   */
  vendorNotice: VendorNotice | null;
  /** The server-drawn journey (OrderOnlineInput.drawn), until the first start uses it. */
  drawn: LoadJourneyOutput | null;
}

export type VendorNotice = 'cancelled' | 'failed';

export interface LoadJourneyInput {
  listKey: string;
  vehicleId: number | null;
  configUrl: string | null;
}
export interface LoadJourneyOutput {
  vehicle: OrderVehicle;
  config: OrderConfig;
  retailers: OrderRetailer[];
}

export interface TakeLockInput {
  vehicleId: number;
  holder: string;
}

/** What the order sends to be confirmed: the held car, the journey's data and the order once it has a number. */
export interface ConfirmInput {
  vehicleId: number;
  lockId: string;
  idempotencyKey: string;
  orderNumber: string | null;
  /** The order's access token, known with its number. */
  orderToken: string | null;
  data: OrderOnlineData;
  customer: CustomerData;
  configUrl: string | null;
}

/** A payment sends what a confirmation does and the shop's payment settings. */
export interface PayInput extends ConfirmInput {
  config: OrderConfig;
}
/** A payment's outcome after bounded polling: `pending` means the vendor has not answered yet. */
export interface PayOutput {
  orderNumber: string;
  /** The order's access token (from its creation, or the one the journey already held). */
  orderToken: string | null;
  status: PaymentStatus;
}

export interface CheckPaymentInput {
  orderNumber: string;
  orderToken: string | null;
}

export interface ConfirmOutput {
  orderNumber: string;
  orderToken: string | null;
}

export type OrderOnlineEvent =
  | { type: 'retry' }
  | { type: 'details.set'; patch: Partial<OrderOnlineData> }
  /** One field of the checkout form; several may arrive before a render (autofill), so never a whole stale object. */
  | { type: 'customer.set'; field: keyof CustomerData; value: string }
  /** The checkout's SMS check (state-machines/phone-verification) passed for this number (E.164). */
  | { type: 'phone.verified'; phone: string }
  | { type: 'steps.continue' }
  | { type: 'checkout.back' }
  | { type: 'lock.take' }
  | { type: 'lock.extended'; lockId: string; expiresAt: number }
  | { type: 'lock.expired' }
  | { type: 'lock.kickedOut' }
  | { type: 'lock.reattempt' }
  | { type: 'form.submit' }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  | { type: 'payment.check' }
  /** The buyer is back from the vendor's page (PayPal approval, LiqPay checkout), approved or cancelled there. */
  | { type: 'vendor.returned'; outcome: 'approved' | 'cancelled' }
  | { type: 'confirm.retry' }
  /** Another tab of this journey wrote storage: its choices, its order attempt and its live hold (if any). */
  | { type: 'storage.changed'; data: OrderOnlineData; reservation: ReservationRecord; lock?: SoftLockRecord | null }
  | CallEvents<'loadJourney', LoadJourneyOutput>
  | CallEvents<'takeLock', HeldLockRef>
  | CallEvents<'pay', PayOutput>
  | CallEvents<'checkPayment', PayOutput>
  | CallEvents<'confirmOrder', ConfirmOutput>;
