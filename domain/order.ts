/**
 * Orders of the buy-online journey (docs/buy-online.md, "Reading an order"): payment statuses and the rule
 * that a payment status only ever moves forward, order numbers, free reservations and amounts.
 * Pure: no I/O, shared by the server and the order-online widget.
 */

export const PAYMENT_STATUSES = ['pending', 'authorized', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The forward moves. A payment is authorized (card held, manual capture), then paid (captured),
 * then possibly refunded; it may fail or be cancelled before it is paid. `failed`, `cancelled`
 * and `refunded` are final: a late or replayed vendor event can never bring an order back.
 */
const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['authorized', 'paid', 'failed', 'cancelled'],
  authorized: ['paid', 'failed', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

/** True only for a strict forward move; staying put is not a move (callers treat it as a no-op). */
export function canMovePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The order of payment states, for vendor events that cannot be ordered by their own time (two
 * events of the same second, or an event or a vendor read without a time): such an event may only
 * move a payment up this order. `failed` sits below `authorized` because a declined attempt comes
 * before the authorization that may follow it, so a late "failed" can never undo a held payment.
 */
const RANK: Readonly<Record<PaymentStatus, number>> = { pending: 0, failed: 1, authorized: 2, paid: 3, cancelled: 4, refunded: 5 };

export function paymentStatusRank(status: PaymentStatus): number {
  return RANK[status];
}

/** Statuses that mean the vendor holds or has taken the money: the order may be confirmed. */
export function isPaymentSecured(status: PaymentStatus): boolean {
  return status === 'authorized' || status === 'paid';
}

export const FREE_RESERVATION_VENDOR = 'NO_PAYMENT_JAPAN';

/** Free reservation applies when the payment vendor type, upper-cased, is NO_PAYMENT_JAPAN (docs/buy-online.md, "The journey"). */
export function isFreeReservation(vendorType: string | null | undefined): boolean {
  return typeof vendorType === 'string' && vendorType.toUpperCase() === FREE_RESERVATION_VENDOR;
}

export const ORDER_NUMBER_PREFIX = 'LRDX-';
/** No 0/O, 1/I/L: order numbers are read out over the phone. */
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_PATTERN = /^LRDX-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/** `randomBytes` yields at least 8 bytes (crypto on the server, a seeded source in tests). */
export function formatOrderNumber(randomBytes: Uint8Array): string {
  let suffix = '';
  for (let i = 0; i < 8; i += 1) suffix += ORDER_NUMBER_ALPHABET[(randomBytes[i] ?? 0) % ORDER_NUMBER_ALPHABET.length];
  return ORDER_NUMBER_PREFIX + suffix;
}

/** Currencies without a minor unit in card processing (Stripe's list, the ones a Gulf/Asian market may use). */
const ZERO_DECIMAL_CURRENCIES = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** How many decimals a vendor shows for the currency: 0 for zero-decimal currencies, else 2. */
export function currencyDecimals(currency: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** A price in major units (500 USD) as the smallest unit vendors charge in (50000 cents). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

export function fromMinorUnits(amount: number, currency: string): number {
  return amount / 10 ** currencyDecimals(currency);
}

/** The order payload, as POST /buy_online/orders accepts it (docs/buy-online.md, "The journey"). */
export interface OrderPayload {
  vehicle_id: number;
  lock_id: string;
  vehicle_vin?: string;
  vendor_uuid?: string;
  paypal_order_id?: string;
  stripe_payment_intent_id?: string;
  liqpay_order_id?: string;
  /** Our extension: the reference of a LOCAL_TEST payment (the other vendors have their own field). */
  payment_reference?: string;
  rdx_forms_lead_id?: string;
  /** The lead's access token (POST /api/leads): required when `rdx_forms_lead_id` names one of our leads. Never stored. */
  lead_access_token?: string;
  config_url?: string;
  metadata?: Record<string, unknown>;
  finance_option?: string;
  lead_attributes?: Record<string, unknown>;
  confirmation_by_link?: boolean;
  customer_email?: string;
  locale?: string;
  idempotency_key?: string;
}

/** An order as the API returns it. */
export interface Order {
  order_number: string;
  payment_status: PaymentStatus;
  vin: string;
  vehicle_id: number;
  lock_id: string | null;
  vendor_type: string;
  vendor_uuid: string | null;
  free_reservation: boolean;
  amount: number | null;
  currency: string | null;
  payment_reference: string | null;
  paypal_order_id: string | null;
  stripe_payment_intent_id: string | null;
  liqpay_order_id: string | null;
  rdx_forms_lead_id: string | null;
  finance_option: string | null;
  customer_email: string | null;
  locale: string;
  confirmation_by_link: boolean;
  config_url: string | null;
  metadata: Record<string, unknown>;
  lead_attributes: Record<string, unknown>;
  confirmed_at: string | null;
  /** When the order's lead was cancelled (the car went back to stock); null while the order stands. */
  cancelled_at: string | null;
  cancelled: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * An order as its holder reads it (`GET /buy_online/orders/:number?token=…`, confirm): what the
 * confirmation screen shows, nothing about the buyer or the payment's vendor ids.
 */
export type OrderView = Pick<
  Order,
  | 'order_number'
  | 'payment_status'
  | 'vin'
  | 'vehicle_id'
  | 'free_reservation'
  | 'amount'
  | 'currency'
  | 'confirmed_at'
  | 'cancelled_at'
  | 'cancelled'
  | 'created_at'
>;

/** Vehicle statuses a visitor may reserve online; reserved and sold cars, and anything else, may not. */
export const RESERVABLE_VEHICLE_STATUSES = ['stock', 'available_soon', 'demo', 'in_production'] as const;

export function isReservableStatus(status: string): boolean {
  return (RESERVABLE_VEHICLE_STATUSES as readonly string[]).includes(status);
}
