/**
 * Starting a payment (POST /buy_online/payment, POST buy_online/paypal/create_order, GET
 * /buy_online/liqpay/checkout_data). The amount is checked against the listing's reservation fee
 * (its order-online button set, found by company_uuid) and a Stripe Connect account against the
 * payment config: the browser chooses neither how much is paid nor to whom. A payment that names an
 * order needs that order's access token (order-access.ts): otherwise anyone who knew an order number
 * could attach a payment to it and so block its buyer (an order takes one payment).
 */
import { isReservableStatus, toMinorUnits } from '../../domain/order.js';
import { PaymentVendorError, readPaymentConfig, type CreatedPayment, type VendorType } from '../adapters/payments/index.js';
import { ApiFailure } from '../failure.js';
import type { BuyOnlineDeps } from './deps.js';
import { orderForHolder } from './order-access.js';
import { findLiveLock } from './soft-locks.js';
import { vendorUnavailable } from './vendor-unavailable.js';

export interface PaymentRequest {
  /** Minor units (cents). */
  amount: number;
  currency: string;
  vehicleId: number;
  companyUuid: string;
  captureMethod?: 'manual' | 'automatic' | undefined;
  stripeAccountId?: string | undefined;
  orderNumber?: string | undefined;
  /** The access token of `orderNumber` (`?token=`); without the right one the order is answered as unknown (404). */
  orderToken?: string | undefined;
  description?: string | undefined;
  /** Redirect vendors (PayPal, LiqPay): where their page sends the buyer back. */
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
  /** The route's vendor (PayPal, LiqPay); refused when the shop is configured for another. */
  expectVendor?: VendorType;
  /** Field path prefix for error messages ("payment", "order"). */
  fieldPrefix: string;
}

export interface StartedPayment extends CreatedPayment {
  vendorType: string;
}

async function checkReservationFee(deps: BuyOnlineDeps, request: PaymentRequest): Promise<void> {
  const listing = await deps.db.selectFrom('listings').select(['button_set']).where('uuid', '=', request.companyUuid).executeTakeFirst();
  if (!listing) throw new ApiFailure(400, 'unknown_company', 'company_uuid names no listing', `${request.fieldPrefix}.company_uuid`);
  let buttonSet: { reservation_fee?: unknown; currency?: unknown } = {};
  try {
    buttonSet = JSON.parse(listing.button_set) as typeof buttonSet;
  } catch {
    deps.log.warn('Invalid JSON in listings.button_set');
  }
  const fee = typeof buttonSet.reservation_fee === 'number' ? buttonSet.reservation_fee : undefined;
  const currency = typeof buttonSet.currency === 'string' ? buttonSet.currency.toUpperCase() : undefined;
  if (fee === undefined || currency === undefined) {
    throw new ApiFailure(
      409,
      'reservation_fee_not_configured',
      'This listing takes no online payment',
      `${request.fieldPrefix}.company_uuid`,
    );
  }
  if (request.currency.toUpperCase() !== currency) {
    throw new ApiFailure(400, 'currency_mismatch', `The reservation fee is charged in ${currency}`, `${request.fieldPrefix}.currency`);
  }
  if (request.amount !== toMinorUnits(fee, currency)) {
    throw new ApiFailure(400, 'amount_mismatch', `The reservation fee is ${fee} ${currency}`, `${request.fieldPrefix}.amount`);
  }
}

async function checkOrder(deps: BuyOnlineDeps, request: PaymentRequest, orderNumber: string): Promise<void> {
  const field = 'order_number';
  // A missing or wrong token is answered exactly like an unknown order, so numbers cannot be probed.
  const order = await orderForHolder(deps.db, orderNumber, request.orderToken, field);
  if (order.vehicle_id !== request.vehicleId)
    throw new ApiFailure(400, 'vehicle_mismatch', 'The order is for another vehicle', `${request.fieldPrefix}.vehicle_id`);
  if (order.payment_reference)
    // Never the reference itself: whoever knows only the order number must not learn the payment's id.
    throw new ApiFailure(409, 'payment_already_created', `Order ${orderNumber} already has a payment`, field);
  if (order.payment_status !== 'pending' || order.confirmed_at)
    throw new ApiFailure(409, 'order_not_payable', `Order ${orderNumber} is ${order.payment_status}`, field);
  if (!order.lock_id || !(await findLiveLock(deps.db, order.lock_id, deps.now()))) {
    throw new ApiFailure(409, 'lock_expired', 'The reservation hold on this vehicle has expired: start again', field);
  }
}

export async function startPayment(deps: BuyOnlineDeps, request: PaymentRequest): Promise<StartedPayment> {
  const config = await readPaymentConfig(deps.db, deps.log.warn);
  if (request.expectVendor && config.vendor.type !== request.expectVendor) {
    throw new ApiFailure(409, 'vendor_mismatch', `The shop takes payments through ${config.vendor.type}`, request.fieldPrefix);
  }
  let vendor;
  try {
    vendor = deps.vendors.forType(config.vendor.type);
  } catch (error) {
    if (error instanceof PaymentVendorError) throw vendorUnavailable(deps.log, error, request.fieldPrefix);
    throw error;
  }
  if (!vendor.takesPayment)
    throw new ApiFailure(409, 'payment_not_required', 'Free reservation: there is no payment step', request.fieldPrefix);
  if (request.stripeAccountId !== undefined && !config.stripeConnectedAccounts.includes(request.stripeAccountId)) {
    throw new ApiFailure(
      400,
      'unknown_stripe_account',
      'stripe_account_id is not a connected account of this shop',
      `${request.fieldPrefix}.stripe_account_id`,
    );
  }
  await checkReservationFee(deps, request);
  const vehicle = await deps.db.selectFrom('vehicles').select(['status']).where('id', '=', request.vehicleId).executeTakeFirst();
  if (!vehicle) throw new ApiFailure(404, 'vehicle_not_found', `No vehicle ${request.vehicleId}`, `${request.fieldPrefix}.vehicle_id`);
  if (!isReservableStatus(vehicle.status))
    throw new ApiFailure(409, 'vehicle_unavailable', 'This vehicle is no longer available', `${request.fieldPrefix}.vehicle_id`);
  if (request.orderNumber) await checkOrder(deps, request, request.orderNumber);

  const created = await vendor.createPayment({
    amount: request.amount,
    currency: request.currency.toUpperCase(),
    vehicleId: request.vehicleId,
    orderNumber: request.orderNumber,
    captureMethod: request.captureMethod,
    connectedAccountId: request.stripeAccountId,
    description: request.description,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
  });

  if (request.orderNumber) {
    const column =
      vendor.type === 'STRIPE'
        ? 'stripe_payment_intent_id'
        : vendor.type === 'PAYPAL'
          ? 'paypal_order_id'
          : vendor.type === 'LIQPAY'
            ? 'liqpay_order_id'
            : undefined;
    const attached = await deps.db
      .updateTable('orders')
      .set({
        payment_reference: created.reference,
        amount: request.amount,
        currency: request.currency.toUpperCase(),
        updated_at: new Date(deps.now()).toISOString(),
        ...(column ? { [column]: created.reference } : {}),
      })
      .where('order_number', '=', request.orderNumber)
      .where('payment_reference', 'is', null)
      .executeTakeFirst();
    if (Number(attached.numUpdatedRows) === 0) {
      throw new ApiFailure(409, 'payment_already_created', `Order ${request.orderNumber} already has a payment`, 'order_number');
    }
  }
  return { ...created, vendorType: vendor.type };
}
