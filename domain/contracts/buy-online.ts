/**
 * Wire types of the buy-online API (docs/buy-online.md) that the server's routes answer with and
 * the widgets read: a change on one side fails type-checking on the other.
 */
import type { Order, OrderView, PaymentStatus } from '../order.js';

/** `buy_online.phone_verification`: whether a buyer's phone must be checked by SMS. */
export type PhoneVerificationMode = 'off' | 'required';

/** What a checkout needs to take a payment for a listing; none of it is secret. */
export interface PaymentSetup {
  list_key: string;
  /** The listing's uuid, which a payment names as `company_uuid`. */
  company_uuid: string;
  reservation_fee: number | null;
  currency: string | null;
  vendor_type: string;
  /** True for the free-reservation vendor (no card step). */
  free_reservation: boolean;
  soft_lock_seconds: number;
  stripe_publishable_key: string | null;
  stripe_account_id: string | null;
  phone_verification: PhoneVerificationMode;
}

/** `GET /api/reservation_config/:listKey` (the reservation widget). */
export interface ReservationConfigReply {
  data: PaymentSetup;
}

/** `GET /public_api/listing/:id/button_set` (order online): the payment setup and the listing's 'extended' button set. */
export interface ButtonSetReply {
  data: PaymentSetup & {
    setup_type: string | null;
    financing_options: string[];
  };
}

/** A soft lock as `POST /buy_online/orders/init` answers (201 taken, 200 extended by the same holder). */
export interface SoftLockBody {
  lock_id: string;
  vehicle_id: number;
  holder: string;
  expires_at: string;
  expires_in_seconds: number;
  extended: boolean;
}

export interface SoftLockReply {
  data: SoftLockBody;
}

/** `POST /buy_online/orders`, `GET /buy_online/orders/:number`, `PUT .../confirm`. */
/** `GET /buy_online/orders/:number?token=` and its confirm: the confirmation view, for the token's holder only. */
export interface OrderReply {
  data: OrderView;
}

/** `POST /buy_online/orders`: the order and the access token that reading and confirming it need (returned once per reply). */
export interface OrderCreatedReply {
  data: Order & { access_token: string };
}

/** `POST /buy_online/payment` (`?token=` of the order it names): the started payment and what the browser needs to finish it. */
export interface StartedPaymentBody {
  vendor_type: string;
  reference: string;
  status: PaymentStatus;
  client_secret: string | null;
  approve_url: string | null;
  checkout: { url: string; data: string; signature: string } | null;
}

export interface StartedPaymentReply {
  data: StartedPaymentBody;
}
