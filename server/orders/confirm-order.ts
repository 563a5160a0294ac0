/**
 * PUT /buy_online/orders/:number/confirm. Only an order the vendor has authorized or paid, or a
 * free reservation, may be confirmed; anything else is refused with 409 order_not_paid and nothing
 * changes. Confirming reserves the vehicle (status 'reserved'), releases the soft lock (the
 * vehicles write moves the stock version by its trigger, so every listing index drops the car), and queues the confirmation e-mail — all in
 * one transaction. A second confirm returns the confirmed order unchanged. The vehicle's status before
 * the reservation is kept on the order (`vehicle_status_before`) so a cancellation restores exactly
 * that. A cancelled order cannot be confirmed (409 order_cancelled). The e-mail carries the
 * cancellation link: the lead's when the caller presents that lead's token, else the order's own.
 */
import type { Kysely } from 'kysely';
import { isFreeReservation, isPaymentSecured, isPaymentStatus, isReservableStatus } from '../../domain/order.js';
import { enqueueEmail } from '../adapters/email/outbox.js';
import type { Database, OrderRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { secretTokenMatches } from '../auth/secret-tokens.js';
import { orderConfirmationEmail } from './confirmation-email.js';
import type { BuyOnlineDeps } from './deps.js';
import { syncFromVendor } from './payment-status.js';

export async function findOrder(db: Kysely<Database>, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

function mayConfirm(order: OrderRow): boolean {
  if (!isPaymentStatus(order.payment_status)) return false;
  if (isPaymentSecured(order.payment_status)) return true;
  return isFreeReservation(order.vendor_type) && order.payment_status === 'pending';
}

function refuseCancelled(order: OrderRow): void {
  if (order.cancelled_at)
    throw new ApiFailure(409, 'order_cancelled', `Order ${order.order_number} was cancelled`, 'order_number', {
      cancelled_at: order.cancelled_at,
    });
}

/**
 * The cancellation page link: for the order's lead when the caller holds that lead's token; otherwise
 * for the order itself with the order's token the caller confirmed with (the route checked it), so an
 * order without a lead can be cancelled too (PUT /buy_online/orders/:number/cancel).
 */
async function cancellationLink(deps: BuyOnlineDeps, order: OrderRow, options: ConfirmOptions): Promise<string | null> {
  if (!deps.cancellationPageUrl) return null;
  const byLead = await leadCancellationLink(deps, order, options.leadAccessToken);
  if (byLead || !options.orderAccessToken) return byLead;
  const url = new URL(deps.cancellationPageUrl);
  url.searchParams.set('order', order.order_number);
  url.searchParams.set('token', options.orderAccessToken);
  return url.toString();
}

async function leadCancellationLink(deps: BuyOnlineDeps, order: OrderRow, leadAccessToken: string | undefined): Promise<string | null> {
  if (!order.rdx_forms_lead_id || !leadAccessToken || !deps.cancellationPageUrl) return null;
  const lead = await deps.db
    .selectFrom('leads')
    .select(['id', 'access_token_hash'])
    .where('id', '=', order.rdx_forms_lead_id)
    .executeTakeFirst();
  if (!lead || !secretTokenMatches(lead.access_token_hash, leadAccessToken)) return null;
  const url = new URL(deps.cancellationPageUrl);
  url.searchParams.set('lead', lead.id);
  url.searchParams.set('token', leadAccessToken);
  return url.toString();
}

export interface ConfirmOptions {
  /** The access token of the order's lead (POST /api/leads): puts the cancellation link into the e-mail. */
  leadAccessToken?: string | undefined;
  /** The order's own access token, already checked by the caller: the link's fallback when there is no lead link. */
  orderAccessToken?: string | undefined;
}

export async function confirmOrder(deps: BuyOnlineDeps, orderNumber: string, options: ConfirmOptions = {}): Promise<OrderRow> {
  const { db } = deps;
  let order = await findOrder(db, orderNumber);
  if (!order) throw new ApiFailure(404, 'order_not_found', `No order ${orderNumber}`, 'order_number');
  if (order.confirmed_at) return order;
  refuseCancelled(order);
  if (!mayConfirm(order)) {
    // A webhook may have been missed: ask the vendor before refusing.
    await syncFromVendor(deps, order);
    order = (await findOrder(db, orderNumber)) ?? order;
    if (!mayConfirm(order)) {
      throw new ApiFailure(
        409,
        'order_not_paid',
        `Order ${orderNumber} is ${order.payment_status}: the payment vendor has not confirmed it`,
        'order_number',
      );
    }
  }

  const current = order;
  const link = await cancellationLink(deps, current, options);
  const now = deps.now();
  const stamp = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    // First, so a racing second confirm (or cancellation) waits here and then finds the order settled.
    const marked = await trx
      .updateTable('orders')
      .set({ confirmed_at: stamp, updated_at: stamp })
      .where('id', '=', current.id)
      .where('confirmed_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) {
      const settled = await trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
      if (!settled.confirmed_at) refuseCancelled(settled);
      return settled;
    }

    let others = trx
      .selectFrom('soft_locks')
      .select(['id', 'expires_at'])
      .where('vehicle_id', '=', current.vehicle_id)
      .where('expires_at', '>', now);
    if (current.lock_id) others = others.where('id', '!=', current.lock_id);
    const taken = await others.executeTakeFirst();
    if (taken) {
      deps.log.warn(
        `Order ${current.order_number} (${current.payment_status}) lost vehicle ${current.vehicle_id} to another hold: the payment must be released`,
      );
      throw new ApiFailure(409, 'vehicle_locked', 'Someone else is reserving this vehicle now', 'vehicle_id', {
        expires_at: new Date(Number(taken.expires_at)).toISOString(),
      });
    }
    const vehicle = await trx.selectFrom('vehicles').select('status').where('id', '=', current.vehicle_id).executeTakeFirst();
    const before = vehicle && isReservableStatus(vehicle.status) ? vehicle.status : null;
    // Conditional on the status just read, so a concurrent change (sold meanwhile) is not overwritten.
    const reserved = before
      ? await trx
          .updateTable('vehicles')
          .set({ status: 'reserved', updated_at: stamp })
          .where('id', '=', current.vehicle_id)
          .where('status', '=', before)
          .executeTakeFirst()
      : undefined;
    if (!before || Number(reserved?.numUpdatedRows ?? 0) === 0)
      throw new ApiFailure(409, 'vehicle_unavailable', 'This vehicle is no longer available', 'vehicle_id');
    await trx.updateTable('orders').set({ vehicle_status_before: before }).where('id', '=', current.id).execute();

    await trx.deleteFrom('soft_locks').where('vehicle_id', '=', current.vehicle_id).execute();
    if (current.customer_email) {
      await enqueueEmail(trx, orderConfirmationEmail({ ...current, customer_email: current.customer_email }, link), now);
    }
    return trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
  });
}
