/**
 * PUT /buy_online/orders/:number/confirm. Only an order the vendor has authorized or paid, or a
 * free reservation, may be confirmed; anything else is refused with 409 order_not_paid and nothing
 * changes. Confirming reserves the vehicle (status 'reserved'), releases the soft lock, bumps the
 * stock version so every listing index drops the car, and queues the confirmation e-mail — all in
 * one transaction. A second confirm returns the confirmed order unchanged.
 */
import type { Kysely } from 'kysely';
import { RESERVABLE_VEHICLE_STATUSES, isFreeReservation, isPaymentSecured, isPaymentStatus } from '../../../domain/order.js';
import { enqueueEmail } from '../../adapters/email/outbox.js';
import type { Database, OrderRow } from '../../db/schema.js';
import { bumpStockVersion } from '../../db/stock-version.js';
import { ApiFailure } from '../api-failure.js';
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

export async function confirmOrder(deps: BuyOnlineDeps, orderNumber: string): Promise<OrderRow> {
  const { db } = deps;
  let order = await findOrder(db, orderNumber);
  if (!order) throw new ApiFailure(404, 'order_not_found', `No order ${orderNumber}`, 'order_number');
  if (order.confirmed_at) return order;
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
  const now = deps.now();
  const stamp = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    // First, so a racing second confirm waits here and then finds the order already confirmed.
    const marked = await trx
      .updateTable('orders')
      .set({ confirmed_at: stamp, updated_at: stamp })
      .where('id', '=', current.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0)
      return trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();

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
    const reserved = await trx
      .updateTable('vehicles')
      .set({ status: 'reserved', updated_at: stamp })
      .where('id', '=', current.vehicle_id)
      .where('status', 'in', [...RESERVABLE_VEHICLE_STATUSES])
      .executeTakeFirst();
    if (Number(reserved.numUpdatedRows) === 0)
      throw new ApiFailure(409, 'vehicle_unavailable', 'This vehicle is no longer available', 'vehicle_id');

    await trx.deleteFrom('soft_locks').where('vehicle_id', '=', current.vehicle_id).execute();
    await bumpStockVersion(trx);
    if (current.customer_email) {
      await enqueueEmail(
        trx,
        {
          to: current.customer_email,
          subject: `Order ${current.order_number} confirmed`,
          body: `Thank you. Your reservation of vehicle ${current.vehicle_vin} is confirmed. Order number: ${current.order_number}.`,
        },
        now,
      );
    }
    return trx.selectFrom('orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
  });
}
