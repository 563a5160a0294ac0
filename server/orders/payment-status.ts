/**
 * The only writers of `orders.payment_status`. Every change is one conditional UPDATE
 * ("... WHERE payment_status IN (statuses that may move to the new one)"), so the forward-only rule
 * of domain/order.ts holds in the database even when a webhook, a retry and a confirm race.
 */
import type { Kysely } from 'kysely';
import { PAYMENT_STATUSES, canMovePaymentStatus, isPaymentStatus, paymentStatusRank, type PaymentStatus } from '../../domain/order.js';
import type { PaymentEvent, VendorType } from '../adapters/payments/index.js';
import type { Database, OrderRow } from '../db/schema.js';
import type { BuyOnlineDeps } from './deps.js';

function predecessorsOf(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canMovePaymentStatus(from, to));
}

/**
 * Moves the payment `reference` of `table` forward to `to`. Vendor deliveries come in any order, so
 * besides the forward-only graph of domain/order.ts an event is ordered by its own time
 * (`occurredAt`, the vendor's clock) against the last applied one (`payment_event_at`):
 * - an event older than the last applied one is stale and never applied;
 * - a strictly newer one may take any forward move (a capture denied after an authorization);
 * - one of the same time, or without a time (a vendor read, our own void), may only move the payment
 *   up the order of states (`paymentStatusRank`), so it can never take it backwards.
 * One conditional UPDATE, so this holds when deliveries race.
 */
async function advanceRow(
  db: Kysely<Database>,
  // `leads` has the same payment columns as `orders` (payment_status, payment_reference, payment_event_at, updated_at).
  table: 'orders',
  reference: string,
  to: PaymentStatus,
  now: number,
  occurredAt: number | null,
): Promise<boolean> {
  const from = predecessorsOf(to);
  if (from.length === 0) return false;
  const lower = from.filter((status) => paymentStatusRank(status) < paymentStatusRank(to));
  const result = await db
    .updateTable(table)
    .set({ payment_status: to, updated_at: new Date(now).toISOString(), ...(occurredAt !== null ? { payment_event_at: occurredAt } : {}) })
    .where('payment_reference', '=', reference)
    .where('payment_status', 'in', from)
    .where((eb) => {
      if (occurredAt === null) return lower.length ? eb('payment_status', 'in', lower) : eb.val(false);
      const notStale = eb.or([eb('payment_event_at', 'is', null), eb('payment_event_at', '<=', occurredAt)]);
      const ordered = eb.or([eb('payment_event_at', '<', occurredAt), ...(lower.length ? [eb('payment_status', 'in', lower)] : [])]);
      return eb.and([notStale, ordered]);
    })
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // The same status again, later: remember its time, so an event older than it is stale too.
  if (occurredAt !== null)
    await db
      .updateTable(table)
      .set({ payment_event_at: occurredAt })
      .where('payment_reference', '=', reference)
      .where('payment_status', '=', to)
      .where((eb) => eb.or([eb('payment_event_at', 'is', null), eb('payment_event_at', '<', occurredAt)]))
      .execute();
  return false;
}

/** Moves the order paid by `reference` forward to `to`; false when that would not be a forward move (see advanceRow). */
export async function advanceByReference(
  db: Kysely<Database>,
  reference: string,
  to: PaymentStatus,
  now: number,
  occurredAt: number | null = null,
): Promise<boolean> {
  return advanceRow(db, 'orders', reference, to, now, occurredAt);
}

/** Lead deposits (POST /api/stripe/create_payment_intent) follow the same rules. */
export async function advanceLeadByReference(
  db: Kysely<Database>,
  reference: string,
  to: PaymentStatus,
  now: number,
  occurredAt: number | null = null,
): Promise<void> {
  // Same columns, see advanceRow.
  await advanceRow(db, 'leads' as 'orders', reference, to, now, occurredAt);
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
        occurred_at: event.occurredAt,
        received_at: new Date(now).toISOString(),
      })
      .onConflict((oc) => oc.columns(['vendor', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { replayed: true, orderNumber: order?.order_number ?? null, changed: false };
    const changed =
      event.reference && event.status ? await advanceByReference(trx, event.reference, event.status, now, event.occurredAt) : false;
    if (event.reference && event.status) await advanceLeadByReference(trx, event.reference, event.status, now, event.occurredAt);
    return { replayed: false, orderNumber: order?.order_number ?? null, changed };
  });
}

/** Applies the verified events that reached us before the order existed, by the same rules (arrival order; their times order them). */
export async function applyRecordedEvents(db: Kysely<Database>, reference: string, now: number): Promise<void> {
  const events = await db
    .selectFrom('payment_events')
    .select(['status', 'occurred_at'])
    .where('reference', '=', reference)
    .where('status', 'is not', null)
    .orderBy('id')
    .execute();
  for (const { status, occurred_at: at } of events) {
    if (isPaymentStatus(status)) await advanceByReference(db, reference, status, now, at === null ? null : Number(at));
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
