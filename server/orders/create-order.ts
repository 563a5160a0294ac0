/**
 * POST /buy_online/orders: an order for a vehicle the caller holds a live soft lock on.
 * Idempotent: the idempotency key is unique in the database, so a retried request — even two
 * retries racing — finds the first order instead of writing a second one. A payment reference in
 * the payload is accepted only if the vendor knows it for this vehicle, and the order's status is
 * the vendor's, never the browser's. Each reply carries a new access token for the order
 * (order-access.ts), which every later public call about it must present.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatOrderNumber, isFreeReservation, type OrderPayload, type PaymentStatus } from '../../domain/order.js';
import { normalizePhone } from '../../domain/phone.js';
import { readPaymentConfig, type RetrievedPayment, type VendorType } from '../adapters/payments/index.js';
import type { Database, LeadRow, OrderRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { secretTokenMatches } from '../auth/secret-tokens.js';
import { isRecentlyVerified, readPhoneVerification } from '../verification/phone-verification-setting.js';
import type { BuyOnlineDeps } from './deps.js';
import { applyRecordedEvents } from './payment-status.js';
import { issueOrderToken } from './order-access.js';
import { findLiveLock } from './soft-locks.js';

export interface CreateOrderResult {
  order: OrderRow;
  created: boolean;
  /** A new access token for the caller (order-access.ts): returned once, only its hash is kept. */
  accessToken: string;
}

/** Which payload field carries the vendor's payment id. */
function referenceFromPayload(vendorType: string, payload: OrderPayload): { reference: string | undefined; field: string } {
  switch (vendorType as VendorType) {
    case 'STRIPE':
      return { reference: payload.stripe_payment_intent_id, field: 'stripe_payment_intent_id' };
    case 'PAYPAL':
      return { reference: payload.paypal_order_id, field: 'paypal_order_id' };
    case 'LIQPAY':
      return { reference: payload.liqpay_order_id, field: 'liqpay_order_id' };
    default:
      return { reference: payload.payment_reference, field: 'payment_reference' };
  }
}

async function findByKey(db: Kysely<Database>, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

function sameRequest(existing: OrderRow, payload: OrderPayload): boolean {
  return existing.vehicle_id === payload.vehicle_id && existing.lock_id === payload.lock_id;
}

async function verifiedPayment(
  deps: BuyOnlineDeps,
  vendorType: string,
  reference: string,
  vehicleId: number,
  field: string,
): Promise<RetrievedPayment> {
  const payment = await deps.vendors.forType(vendorType).retrieve(reference);
  if (!payment) throw new ApiFailure(400, 'payment_not_found', `The payment vendor does not know ${reference}`, `order.${field}`);
  if (payment.vehicleId !== null && payment.vehicleId !== vehicleId) {
    throw new ApiFailure(400, 'payment_vehicle_mismatch', 'The payment was made for another vehicle', `order.${field}`);
  }
  return payment;
}

/**
 * `rdx_forms_lead_id` is the order's reference to a forms lead (docs/buy-online.md, "Leads and verification"); when it names one of our leads (the
 * reservation's), the order becomes part of that lead (its cancellation cancels the order), so only
 * the lead's holder may do that: the lead's access token must come along. An id we do not know
 * stays an opaque reference.
 */
async function orderedLead(deps: BuyOnlineDeps, payload: OrderPayload): Promise<LeadRow | undefined> {
  if (!payload.rdx_forms_lead_id) return undefined;
  const lead = await deps.db.selectFrom('leads').selectAll().where('id', '=', payload.rdx_forms_lead_id).executeTakeFirst();
  if (lead && !secretTokenMatches(lead.access_token_hash, payload.lead_access_token))
    throw new ApiFailure(404, 'lead_not_found', `No lead ${payload.rdx_forms_lead_id}`, 'order.lead_access_token');
  return lead;
}

/**
 * With `buy_online.phone_verification` required, the order's phone (`lead_attributes.phone`) must have
 * passed an SMS code check shortly before, as for POST /api/leads. An order for a lead (the
 * reservation's, `rdx_forms_lead_id`) carries the lead's phone instead: POST /api/leads already
 * refused that lead unless its phone had passed the check. Returns the lead attributes to store (the
 * phone normalised to E.164).
 */
async function checkedLeadAttributes(
  deps: BuyOnlineDeps,
  payload: OrderPayload,
  lead: LeadRow | undefined,
  now: number,
): Promise<Record<string, unknown>> {
  const attributes = payload.lead_attributes ?? {};
  if ((await readPhoneVerification(deps.db, deps.log.warn)) !== 'required') return attributes;
  const leadPhone = lead ? (JSON.parse(lead.attributes) as { phone?: unknown }).phone : undefined;
  if (typeof leadPhone === 'string' && normalizePhone(leadPhone)) return { ...attributes, phone: normalizePhone(leadPhone) };
  const phone = typeof attributes.phone === 'string' ? normalizePhone(attributes.phone) : null;
  if (!phone || !(await isRecentlyVerified(deps.db, phone, now)))
    throw new ApiFailure(
      400,
      'phone_not_verified',
      'Verify the phone number by SMS before sending the order',
      'order.lead_attributes.phone',
    );
  return { ...attributes, phone };
}

export async function createOrder(deps: BuyOnlineDeps, payload: OrderPayload, idempotencyKey: string): Promise<CreateOrderResult> {
  const { db } = deps;
  const existing = await findByKey(db, idempotencyKey);
  if (existing) {
    if (!sameRequest(existing, payload))
      throw new ApiFailure(409, 'idempotency_key_reused', 'This idempotency key was used for another order', 'idempotency_key');
    return { order: existing, created: false, accessToken: await issueOrderToken(db, existing.id, deps.now()) };
  }

  const now = deps.now();
  // After the idempotency lookup: a retry of an order already made returns it whatever the setting says now.
  const lead = await orderedLead(deps, payload);
  const leadAttributes = await checkedLeadAttributes(deps, payload, lead, now);
  const lock = await findLiveLock(db, payload.lock_id, now);
  if (!lock || lock.vehicleId !== payload.vehicle_id) {
    throw new ApiFailure(
      409,
      'lock_expired',
      'The reservation hold on this vehicle has expired or is not yours: start again',
      'order.lock_id',
    );
  }
  const vehicle = await db.selectFrom('vehicles').select(['id', 'vin']).where('id', '=', payload.vehicle_id).executeTakeFirst();
  if (!vehicle) throw new ApiFailure(404, 'vehicle_not_found', `No vehicle ${payload.vehicle_id}`, 'order.vehicle_id');
  if (payload.vehicle_vin !== undefined && payload.vehicle_vin !== vehicle.vin) {
    throw new ApiFailure(400, 'vin_mismatch', 'vehicle_vin is not the VIN of vehicle_id', 'order.vehicle_vin');
  }

  const config = await readPaymentConfig(db, deps.log.warn);
  const vendorType = config.vendor.type;
  if (payload.vendor_uuid !== undefined && config.vendor.uuid !== null && payload.vendor_uuid !== config.vendor.uuid) {
    throw new ApiFailure(400, 'unknown_vendor', 'vendor_uuid is not the configured payment vendor', 'order.vendor_uuid');
  }
  const { reference, field } = isFreeReservation(vendorType)
    ? { reference: undefined, field: '' }
    : referenceFromPayload(vendorType, payload);
  const payment = reference ? await verifiedPayment(deps, vendorType, reference, payload.vehicle_id, field) : undefined;
  const status: PaymentStatus = payment?.status ?? 'pending';

  const stamp = new Date(now).toISOString();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insertInto('orders')
      .values({
        order_number: formatOrderNumber(randomBytes(8)),
        idempotency_key: idempotencyKey,
        vehicle_id: payload.vehicle_id,
        vehicle_vin: vehicle.vin,
        lock_id: payload.lock_id,
        vendor_type: vendorType,
        vendor_uuid: payload.vendor_uuid ?? config.vendor.uuid,
        amount: payment?.amount ?? null,
        currency: payment?.currency ?? null,
        payment_status: status,
        payment_reference: reference ?? null,
        finance_option: payload.finance_option ?? null,
        customer_email: payload.customer_email ?? null,
        locale: payload.locale ?? 'en',
        confirmation_by_link: payload.confirmation_by_link ? 1 : 0,
        config_url: payload.config_url ?? null,
        metadata: JSON.stringify(payload.metadata ?? {}),
        lead_attributes: JSON.stringify(leadAttributes),
        paypal_order_id: payload.paypal_order_id ?? null,
        stripe_payment_intent_id: payload.stripe_payment_intent_id ?? null,
        liqpay_order_id: payload.liqpay_order_id ?? null,
        rdx_forms_lead_id: payload.rdx_forms_lead_id ?? null,
        confirmed_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      // No conflict target: any unique index (key, order number, payment reference) makes it a no-op we then explain.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      if (reference) await applyRecordedEvents(db, reference, deps.now());
      const accessToken = await issueOrderToken(db, inserted.id, now);
      const fresh = await db.selectFrom('orders').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
      return { order: fresh, created: true, accessToken };
    }
    const twin = await findByKey(db, idempotencyKey);
    if (twin) {
      if (!sameRequest(twin, payload))
        throw new ApiFailure(409, 'idempotency_key_reused', 'This idempotency key was used for another order', 'idempotency_key');
      return { order: twin, created: false, accessToken: await issueOrderToken(db, twin.id, now) };
    }
    if (reference) {
      const owner = await db.selectFrom('orders').select('order_number').where('payment_reference', '=', reference).executeTakeFirst();
      if (owner) throw new ApiFailure(409, 'payment_already_used', 'This payment already pays another order', `order.${field}`);
    }
    // Otherwise the random order number collided: draw another.
  }
  throw new Error('Could not draw a free order number in 5 attempts');
}
