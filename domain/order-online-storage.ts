/**
 * The order-online journey's browser storage (docs/embedding.md, "What the widgets do"), pure: parse from text
 * (defensively: anything broken or of the wrong shape becomes the default, field by field) and
 * serialise to text. The widget reads and writes localStorage with these.
 *  - `sl_order_online_data`: the visitor's choices (every field of the journey, plus the checkout
 *    form so a reload mid-checkout resumes; cleared when the order is confirmed or the vehicle changes).
 *  - `sl_order_online_soft_lock`: the held lock (vehicleId, and the holder id shared by tabs).
 *  - `sl_order_online_reservation`: the order attempt (idempotency attempt number, order number,
 *    confirmation), so a second tab re-uses the same idempotency key and sees a confirmation.
 */
import { parseJsonText } from './json-text.js';

export const ORDER_ONLINE_DATA_KEY = 'sl_order_online_data';
export const ORDER_ONLINE_SOFT_LOCK_KEY = 'sl_order_online_soft_lock';
export const ORDER_ONLINE_RESERVATION_KEY = 'sl_order_online_reservation';

export const PAYMENT_OPTION_TYPES = ['cash', 'lease'] as const;
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number];

/** Payment option data. One entry per field, by position, as the lease calculator stores it. */
export interface PaymentOptionEntry {
  key: 'duration' | 'monthlyInstalment' | 'interestRate' | 'downPayment' | 'monthlyMileage';
  value: number;
}
export interface PaymentOptionsData {
  type: PaymentOptionType;
  metadata: Record<string, string | number | boolean>;
  data: PaymentOptionEntry[];
}

export interface TradeInData {
  brand: string;
  bodyType: string;
  fuelType: string;
  model: string;
  mileage: number | null;
  registrationDate: string;
  registrationNumber: string;
}

export interface ServicePackData {
  id: string;
  years: number;
}

/** Booking: an appointment date (YYYY-MM-DD) and time (HH:mm). */
export interface AppBookingData {
  date: string;
  time: string;
}

export interface LocationDetails {
  uuid: string;
  name: string;
  address: string;
  phone: string;
}

/** A retailer as the order keeps it: only these fields (a list entry may carry more, such as its opening hours). */
export function toLocationDetails(retailer: LocationDetails): LocationDetails {
  return { uuid: retailer.uuid, name: retailer.name, address: retailer.address, phone: retailer.phone };
}

export interface TermsAndConditionsData {
  accepted: boolean;
  acceptedAt: string | null;
}

export interface CustomerData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OrderOnlineData {
  vehicleId: number | null;
  detailsRoute: string | null;
  location: string | null;
  preselectedPaymentOption: PaymentOptionType | null;
  tradeInData: TradeInData | null;
  configUrl: string | null;
  paymentOptionsData: PaymentOptionsData | null;
  tabChoice: string | null;
  servicePackData: ServicePackData | null;
  appBookingData: AppBookingData | null;
  locationDetails: LocationDetails | null;
  /** A copy of locationDetails: the retailer that receives the payment. */
  paymentRecipient: LocationDetails | null;
  termsAndConditionsData: TermsAndConditionsData | null;
  customerData: CustomerData | null;
}

export const EMPTY_ORDER_ONLINE_DATA: OrderOnlineData = {
  vehicleId: null,
  detailsRoute: null,
  location: null,
  preselectedPaymentOption: null,
  tradeInData: null,
  configUrl: null,
  paymentOptionsData: null,
  tabChoice: null,
  servicePackData: null,
  appBookingData: null,
  locationDetails: null,
  paymentRecipient: null,
  termsAndConditionsData: null,
  customerData: null,
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const positiveInt = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** 'calculator' is treated as lease: the calculator is the lease calculator. */
export function toPaymentOptionType(value: unknown): PaymentOptionType | null {
  if (value === 'calculator') return 'lease';
  return value === 'cash' || value === 'lease' ? value : null;
}

const ENTRY_KEYS: readonly PaymentOptionEntry['key'][] = ['duration', 'monthlyInstalment', 'interestRate', 'downPayment', 'monthlyMileage'];

function parsePaymentOptions(value: unknown): PaymentOptionsData | null {
  if (!isObject(value)) return null;
  const type = toPaymentOptionType(value.type);
  if (!type) return null;
  // fromEntries, not assignment: a key named `__proto__` stays a plain key.
  const metadata: PaymentOptionsData['metadata'] = isObject(value.metadata)
    ? Object.fromEntries(
        Object.entries(value.metadata).filter((entry): entry is [string, string | number | boolean] =>
          ['string', 'number', 'boolean'].includes(typeof entry[1]),
        ),
      )
    : {};
  const data = Array.isArray(value.data)
    ? value.data.flatMap((entry): PaymentOptionEntry[] => {
        if (!isObject(entry)) return [];
        const key = ENTRY_KEYS.find((k) => k === entry.key);
        const v = num(entry.value);
        return key && v !== null ? [{ key, value: v }] : [];
      })
    : [];
  return { type, metadata, data };
}

function parseTradeIn(value: unknown): TradeInData | null {
  if (!isObject(value)) return null;
  return {
    brand: text(value.brand),
    bodyType: text(value.bodyType),
    fuelType: text(value.fuelType),
    model: text(value.model),
    mileage: num(value.mileage),
    registrationDate: text(value.registrationDate, 10),
    registrationNumber: text(value.registrationNumber, 20),
  };
}

function parseLocation(value: unknown): LocationDetails | null {
  if (!isObject(value) || typeof value.uuid !== 'string' || !value.uuid) return null;
  return { uuid: value.uuid, name: text(value.name), address: text(value.address), phone: text(value.phone, 40) };
}

export function parseOrderOnlineData(raw: string | null | undefined): OrderOnlineData {
  const value = parseJsonText(raw);
  if (!isObject(value)) return { ...EMPTY_ORDER_ONLINE_DATA };
  const booking = isObject(value.appBookingData) ? value.appBookingData : null;
  const pack = isObject(value.servicePackData) ? value.servicePackData : null;
  const terms = isObject(value.termsAndConditionsData) ? value.termsAndConditionsData : null;
  const customer = isObject(value.customerData) ? value.customerData : null;
  const locationDetails = parseLocation(value.locationDetails);
  return {
    vehicleId: positiveInt(value.vehicleId),
    detailsRoute: str(value.detailsRoute),
    location: str(value.location),
    preselectedPaymentOption: toPaymentOptionType(value.preselectedPaymentOption),
    tradeInData: parseTradeIn(value.tradeInData),
    configUrl: str(value.configUrl),
    paymentOptionsData: parsePaymentOptions(value.paymentOptionsData),
    tabChoice: str(value.tabChoice),
    servicePackData: pack && typeof pack.id === 'string' && positiveInt(pack.years) ? { id: pack.id, years: pack.years as number } : null,
    appBookingData:
      booking && typeof booking.date === 'string' && typeof booking.time === 'string'
        ? { date: booking.date.slice(0, 10), time: booking.time.slice(0, 5) }
        : null,
    locationDetails,
    // Always the chosen location: a stored recipient that differs from it is not trusted.
    paymentRecipient: locationDetails,
    termsAndConditionsData: terms ? { accepted: terms.accepted === true, acceptedAt: str(terms.acceptedAt) } : null,
    customerData: customer
      ? {
          firstName: text(customer.firstName, 100),
          lastName: text(customer.lastName, 100),
          email: text(customer.email, 254),
          phone: text(customer.phone, 30),
        }
      : null,
  };
}

export function serializeOrderOnlineData(data: OrderOnlineData): string {
  return JSON.stringify({ ...data, paymentRecipient: data.locationDetails });
}

/** The held lock, and the journey's holder id (drawn once, shared by every tab of the journey). */
export interface SoftLockRecord {
  vehicleId: number;
  holder: string;
  lockId: string | null;
  /** End of the hold in this browser's clock (epoch ms); null while no lock is held. */
  expiresAt: number | null;
}

const HOLDER = /^[A-Za-z0-9._:-]{8,128}$/;

export function parseSoftLockRecord(raw: string | null | undefined): SoftLockRecord | null {
  const value = parseJsonText(raw);
  if (!isObject(value)) return null;
  const vehicleId = positiveInt(value.vehicleId);
  const holder = typeof value.holder === 'string' && HOLDER.test(value.holder) ? value.holder : null;
  if (vehicleId === null || holder === null) return null;
  const lockId = str(value.lockId);
  const expiresAt = num(value.expiresAt);
  return {
    vehicleId,
    holder,
    lockId: lockId && expiresAt !== null ? lockId : null,
    expiresAt: lockId && expiresAt !== null ? expiresAt : null,
  };
}

export const serializeSoftLockRecord = (record: SoftLockRecord): string => JSON.stringify(record);

/** The soft lock is cleared only if the stored vehicleId equals the given id (docs/embedding.md, "What the widgets do"). */
export function shouldClearSoftLock(stored: SoftLockRecord | null, vehicleId: number): boolean {
  return stored !== null && stored.vehicleId === vehicleId;
}

/** The order attempt. The idempotency key is `${holder}:${attempt}`: a retry after a declined card is a new attempt. */
export interface ReservationRecord {
  vehicleId: number;
  attempt: number;
  orderNumber: string | null;
  /**
   * The order's access token (POST /buy_online/orders returns it once): reading and confirming the
   * order need it. Kept only beside its order number.
   */
  orderToken?: string | null;
  confirmed: boolean;
}

export function parseReservationRecord(raw: string | null | undefined): ReservationRecord | null {
  const value = parseJsonText(raw);
  if (!isObject(value)) return null;
  const vehicleId = positiveInt(value.vehicleId);
  if (vehicleId === null) return null;
  const orderNumber = typeof value.orderNumber === 'string' && /^[A-Z0-9-]{1,40}$/.test(value.orderNumber) ? value.orderNumber : null;
  const orderToken =
    orderNumber !== null && typeof value.orderToken === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value.orderToken)
      ? value.orderToken
      : null;
  return {
    vehicleId,
    attempt: positiveInt(value.attempt) ?? 1,
    orderNumber,
    ...(orderToken ? { orderToken } : {}),
    confirmed: value.confirmed === true && orderNumber !== null,
  };
}

export const serializeReservationRecord = (record: ReservationRecord): string => JSON.stringify(record);

export function idempotencyKeyOf(holder: string, attempt: number): string {
  return `${holder}:${attempt}`;
}
