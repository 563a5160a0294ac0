/** Pure helpers of the reservation machine: errors as data, customer-detail checks, what goes to storage. */
import { normalizePhone } from '../../domain/phone.js';
import {
  MAX_PAYMENT_POLLS,
  type CustomerDetails,
  type ReservationContext,
  type ReservationError,
  type ReservationInput,
  type ReservationStage,
  type StoredReservation,
} from './reservation.types.js';
import { failureOf } from '../../domain/api-error.js';

/** Any thrown value as a plain, serialisable error (the API client's errors carry code and status). */
export function toReservationError(error: unknown): ReservationError {
  return failureOf(error);
}

/** Refusals of POST /buy_online/orders/init that mean "choose another car", not "something broke". */
export const LOCK_REFUSED_CODES: readonly string[] = ['vehicle_locked', 'vehicle_unavailable', 'vehicle_not_found'];
/** Refusals of the order or its confirmation that mean the hold is gone. */
export const HOLD_LOST_CODES: readonly string[] = ['lock_expired', 'vehicle_locked'];

export const EMPTY_DETAILS: CustomerDetails = { firstName: '', lastName: '', email: '', phone: '' };

/** Deliberately loose (the server checks the format again): something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DetailProblem = 'required' | 'email' | 'phone' | 'tooLong';

/**
 * What is wrong with one field, or null. The phone is optional unless the shop verifies phones; any
 * way of writing a number that normalises to E.164 is fine (spaces, Kurdish or Arabic digits, 0750…).
 */
export function detailProblem(field: keyof CustomerDetails, value: string, phoneRequired = false): DetailProblem | null {
  const text = value.trim();
  if (field === 'phone') {
    if (text === '') return phoneRequired ? 'required' : null;
    return text.length <= 40 && normalizePhone(text) ? null : 'phone';
  }
  if (text === '') return 'required';
  if (text.length > (field === 'email' ? 254 : 200)) return 'tooLong';
  if (field === 'email' && !EMAIL.test(text)) return 'email';
  return null;
}

export function detailsAreValid(details: CustomerDetails, phoneRequired = false): boolean {
  return (Object.keys(details) as (keyof CustomerDetails)[]).every((field) => detailProblem(field, details[field], phoneRequired) === null);
}

/** Whether the checkout may be sent as far as the phone goes: verified (the same number) when the shop requires it. */
export function phoneIsSettled(config: ReservationContext['config'], details: CustomerDetails, verifiedPhone: string | null): boolean {
  if (config?.phoneVerification !== 'required') return true;
  return verifiedPhone !== null && normalizePhone(details.phone) === verifiedPhone;
}

/** The storage record of the journey as it stands, or null when nothing is worth resuming. */
export function toStored(context: ReservationContext, stage: Exclude<ReservationStage, 'browse'>): StoredReservation | null {
  if (!context.vehicle) return null;
  return {
    version: 1,
    listKey: context.listKey,
    holder: context.holder,
    stage,
    vehicle: context.vehicle,
    lockId: context.lockId,
    expiresAt: context.expiresAt,
    leadId: context.leadId,
    leadToken: context.leadToken,
    leadAttempt: context.leadAttempt,
    paymentReference: context.paymentReference,
    orderNumber: context.orderNumber,
    email: context.details.email.trim(),
  };
}

/** A stored record is trusted only for its own list; anything else starts afresh. */
export function initialContext(input: ReservationInput): ReservationContext {
  const stored = input.stored && input.stored.listKey === input.listKey ? input.stored : null;
  return {
    listKey: input.listKey,
    holder: stored?.holder ?? input.holder,
    now: input.now,
    stage: stored?.stage ?? 'browse',
    config: null,
    tabs: [],
    tab: null,
    vehicles: [],
    vehicle: stored?.vehicle ?? null,
    lockId: stored?.lockId ?? null,
    expiresAt: stored?.expiresAt ?? 0,
    leadId: stored?.leadId ?? null,
    leadToken: stored?.leadToken ?? null,
    leadAttempt: stored?.leadAttempt ?? 0,
    paymentReference: stored?.paymentReference ?? null,
    orderNumber: stored?.orderNumber ?? null,
    details: { ...EMPTY_DETAILS, email: stored?.email ?? '' },
    termsAccepted: false,
    verifiedPhone: null,
    notice: null,
    vendorNotice: null,
    error: null,
    polls: 0,
    maxPolls: input.maxPolls ?? MAX_PAYMENT_POLLS,
  };
}

/**
 * The Idempotency-Key of the journey's current lead attempt. The holder is a random UUID drawn once per
 * journey (and the server wants 16 characters at least: the key guards the lead's access token).
 */
export function leadIdempotencyKey(context: Pick<ReservationContext, 'holder' | 'vehicle' | 'leadAttempt'>): string {
  return `${context.holder}:lead:${context.vehicle?.id ?? 0}:${context.leadAttempt}`;
}
