/** Pure helpers of the order-online machine: error reading and the guards' predicates. */
import { isPaymentSecured, type PaymentStatus } from '../../domain/order.js';
import { isCustomerValid } from '../../domain/order-online-form.js';
import { normalizePhone } from '../../domain/phone.js';
import type { OrderOnlineContext, OrderOnlineError } from './order-online.types.js';
import { codeAndMessageOf } from '../../domain/api-error.js';

export function toOrderOnlineError(error: unknown): OrderOnlineError {
  return codeAndMessageOf(error);
}

/** Someone else holds the car now (409 on confirm, extend or init). */
export const isLockLostError = (error: unknown) => toOrderOnlineError(error).code === 'vehicle_locked';
/** Our hold ran out before the server got the order. */
export const isLockExpiredError = (error: unknown) => ['lock_expired', 'lock_not_found'].includes(toOrderOnlineError(error).code);

export const isSecured = (status: PaymentStatus) => isPaymentSecured(status);
export const isFailedPayment = (status: PaymentStatus) => status === 'failed' || status === 'cancelled';

/** Steps page: a retailer and a payment option are needed before checkout. */
export const hasRequiredDetails = ({ data }: Pick<OrderOnlineContext, 'data'>) =>
  data.locationDetails !== null && data.paymentOptionsData !== null;

/** Whether the checkout's phone is settled: verified (the same number, however written) when the shop requires it. */
export function phoneIsSettled({ config, data, verifiedPhone }: Pick<OrderOnlineContext, 'config' | 'data' | 'verifiedPhone'>): boolean {
  if (config?.phoneVerification !== 'required') return true;
  return verifiedPhone !== null && normalizePhone(data.customerData?.phone ?? '') === verifiedPhone;
}

/** Checkout form: valid details, accepted terms (docs/embedding.md, "What the widgets do"; enforced here, not only labelled) and a verified phone when required. */
export const canSubmitForm = (context: Pick<OrderOnlineContext, 'config' | 'data' | 'verifiedPhone'>) =>
  isCustomerValid(context.data.customerData) && context.data.termsAndConditionsData?.accepted === true && phoneIsSettled(context);

/** The verified number still stands for the phone in `data` (another number drops it). */
export const keptVerifiedPhone = (data: OrderOnlineContext['data'], verifiedPhone: string | null): string | null =>
  verifiedPhone !== null && normalizePhone(data.customerData?.phone ?? '') === verifiedPhone ? verifiedPhone : null;
