/** An `orders` row as the API's Order (domain/order.ts): JSON columns parsed, flags as booleans. */
import { isFreeReservation, isPaymentStatus, type Order, type OrderView } from '../../domain/order.js';
import type { OrderRow } from '../db/schema.js';

function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What a confirmation or status screen needs, for a caller holding the order's token: no buyer's
 * name, e-mail, phone, payment reference, metadata or lock id.
 */
export function toOrderView(row: OrderRow): OrderView {
  return {
    order_number: row.order_number,
    payment_status: statusOf(row),
    vin: row.vehicle_vin,
    vehicle_id: row.vehicle_id,
    free_reservation: isFreeReservation(row.vendor_type),
    amount: row.amount,
    currency: row.currency,
    confirmed_at: row.confirmed_at,
    cancelled_at: row.cancelled_at,
    cancelled: row.cancelled_at !== null,
    created_at: row.created_at,
  };
}

// Only this module's writers store statuses, all from PAYMENT_STATUSES; 'pending' guards a hand-edited row.
const statusOf = (row: OrderRow) => (isPaymentStatus(row.payment_status) ? row.payment_status : 'pending');

/** The whole order: only for the caller that just sent it (order creation). */
export function toOrder(row: OrderRow): Order {
  return {
    order_number: row.order_number,
    payment_status: statusOf(row),
    vin: row.vehicle_vin,
    vehicle_id: row.vehicle_id,
    lock_id: row.lock_id,
    vendor_type: row.vendor_type,
    vendor_uuid: row.vendor_uuid,
    free_reservation: isFreeReservation(row.vendor_type),
    amount: row.amount,
    currency: row.currency,
    payment_reference: row.payment_reference,
    paypal_order_id: row.paypal_order_id,
    stripe_payment_intent_id: row.stripe_payment_intent_id,
    liqpay_order_id: row.liqpay_order_id,
    rdx_forms_lead_id: row.rdx_forms_lead_id,
    finance_option: row.finance_option,
    customer_email: row.customer_email,
    locale: row.locale,
    confirmation_by_link: row.confirmation_by_link === 1,
    config_url: row.config_url,
    metadata: jsonObject(row.metadata),
    lead_attributes: jsonObject(row.lead_attributes),
    confirmed_at: row.confirmed_at,
    cancelled_at: row.cancelled_at,
    cancelled: row.cancelled_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
