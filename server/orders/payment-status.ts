/**
 * The only writers of `orders.payment_status`. Every change is one conditional UPDATE
 * ("... WHERE payment_status IN (statuses that may move to the new one)"), so the forward-only rule
 * of domain/order.ts holds in the database even when a webhook, a retry and a confirm race.
 */
import type { Kysely } from 'kysely';
import { PAYMENT_STATUSES, canMovePaymentStatus, type PaymentStatus } from '../../domain/order.js';
import type { PaymentEvent, VendorType } from '../adapters/payments/index.js';
import type { Database, OrderRow } from '../db/schema.js';
import type { BuyOnlineDeps } from './deps.js';

function predecessorsOf(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canMovePaymentStatus(from, to));
}

/** Moves the order paid by `reference` forward to `to`; false when that would not be a forward move. */
export async function advanceByReference(db: Kysely<Database>, reference: string, to: PaymentStatus, now: number): Promise<boolean> {
  const from = predecessorsOf(to);
  if (from.length === 0) return false;
  const result = await db
    .updateTable('orders')
    .set({ payment_status: to, updated_at: new Date(now).toISOString() })
    .where('payment_reference', '=', reference)
    .where('payment_status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Lead deposits (POST /api/stripe/create_payment_intent) follow the same forward-only rule. */
export async function advanceLeadByReference(db: Kysely<Database>, reference: string, to: PaymentStatus, now: number): Promise<void> {
  const from = predecessorsOf(to);
  if (from.length === 0) return;
  await db
    .updateTable('leads')
    .set({ payment_status: to, updated_at: new Date(now).toISOString() })
    .where('payment_reference', '=', reference)
    .where('payment_status', 'in', from)
    .execute();
}

export interface AppliedEvent {
  replayed: boolean;
  orderNumber: string | null;
  changed: boolean;
}

/**
 * Records a verified vendor event once and applies it. The event row and the order change commit
 * together: if applying fails, the event is not marked as seen and the vendor's retry applies it.
 * An event for a payment whose order does not exist yet is kept; `applyRecordedEvents` replays it
 * when the order is created.
 */
export async function applyPaymentEvent(db: Kysely<Database>, vendor: VendorType, event: PaymentEvent, now: number): Promise<AppliedEvent> {
  return db.transaction().execute(async (trx) => {
    const order = event.reference
      ? await trx.selectFrom('orders').select(['order_number']).where('payment_reference', '=', event.reference).executeTakeFirst()
      : undefined;
    const inserted = await trx
      .insertInto('payment_events')
      .values({
        vendor,
        event_id: event.id,
        order_number: order?.order_number ?? null,
        reference: event.reference,
        type: event.type,
        status: event.status,
        received_at: new Date(now).toISOString(),
      })
      .onConflict((oc) => oc.columns(['vendor', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { replayed: true, orderNumber: order?.order_number ?? null, changed: false };
    const changed = event.reference && event.status ? await advanceByReference(trx, event.reference, event.status, now) : false;
    if (event.reference && event.status) await advanceLeadByReference(trx, event.reference, event.status, now);
    return { replayed: false, orderNumber: order?.order_number ?? null, changed };
  });
}

/** Applies, in arrival order, the verified events that reached us before the order existed. */
export async function applyRecordedEvents(db: Kysely<Database>, reference: string, now: number): Promise<void> {
  const events = await db
    .selectFrom('payment_events')
    .select(['status'])
    .where('reference', '=', reference)
    .where('status', 'is not', null)
    .orderBy('id')
    .execute();
  for (const { status } of events) {
    if (status) await advanceByReference(db, reference, status as PaymentStatus, now);
  }
}

/**
 * Asks the vendor itself about a pending payment (a missed webhook must not strand a paid order).
 * A vendor that cannot be reached leaves the order as it is.
 */
export async function syncFromVendor(deps: BuyOnlineDeps, order: OrderRow): Promise<void> {
  if (!order.payment_reference || order.payment_status !== 'pending') return;
  try {
    const vendor = deps.vendors.forType(order.vendor_type);
    if (!vendor.takesPayment) return;
    const payment = await vendor.retrieve(order.payment_reference);
    if (payment && payment.status !== 'pending') await advanceByReference(deps.db, order.payment_reference, payment.status, deps.now());
  } catch (error) {
    deps.log.warn(
      `Could not ask ${order.vendor_type} about payment ${order.payment_reference}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
