/**
 * Cancelling a lead cancels its orders (`orders.rdx_forms_lead_id`) and gives the car back. Runs
 * inside the caller's transaction (the one that marks the lead), and is idempotent on its own: an
 * order is cancelled once (`cancelled_at IS NULL`), so a second call changes nothing.
 *
 * For each order cancelled now: its soft lock, if still held, is released; if the order was
 * confirmed, its vehicle goes back to the status it had before the confirmation (default 'stock') —
 * but only while the vehicle is still 'reserved' and no other standing confirmed order holds it, so
 * a sold car (or one reserved again through another order) is never touched. Any change to stock
 * bumps the stock version so every listing index shows the car again.
 */
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../db/schema.js';
import { bumpStockVersion } from '../db/stock-version.js';

export interface CancelledOrder {
  orderNumber: string;
  vehicleId: number;
  /** The vehicle's status was put back (it had been reserved by this order). */
  vehicleReleased: boolean;
  lockReleased: boolean;
}

/** The status a cancellation restores: what the confirmation replaced, or 'stock' for older orders. */
export function statusBeforeReservation(order: Pick<OrderRow, 'vehicle_status_before'>): string {
  return order.vehicle_status_before || 'stock';
}

async function releaseVehicle(trx: Kysely<Database>, order: OrderRow, stamp: string): Promise<boolean> {
  if (!order.confirmed_at) return false; // Never confirmed: it never reserved the car.
  const rival = await trx
    .selectFrom('orders')
    .select('id')
    .where('vehicle_id', '=', order.vehicle_id)
    .where('id', '!=', order.id)
    .where('confirmed_at', 'is not', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (rival) return false;
  const restored = await trx
    .updateTable('vehicles')
    .set({ status: statusBeforeReservation(order), updated_at: stamp })
    .where('id', '=', order.vehicle_id)
    .where('status', '=', 'reserved')
    .executeTakeFirst();
  return Number(restored.numUpdatedRows) > 0;
}

/**
 * Cancels one order now (conditional, so two racing cancellations cancel and release once): releases
 * its live soft lock and gives the car back. Null when it was already cancelled. The caller publishes the
 * release with `publishReleases`.
 */
export async function cancelOneOrder(trx: Kysely<Database>, order: OrderRow, now: number): Promise<CancelledOrder | null> {
  const stamp = new Date(now).toISOString();
  const marked = await trx
    .updateTable('orders')
    .set({ cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', order.id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return null;
  const lock = order.lock_id
    ? await trx.deleteFrom('soft_locks').where('id', '=', order.lock_id).where('expires_at', '>', now).executeTakeFirst()
    : undefined;
  return {
    orderNumber: order.order_number,
    vehicleId: order.vehicle_id,
    vehicleReleased: await releaseVehicle(trx, order, stamp),
    lockReleased: Number(lock?.numDeletedRows ?? 0) > 0,
  };
}

export async function cancelOrdersOfLead(trx: Kysely<Database>, leadId: string, now: number): Promise<CancelledOrder[]> {
  const orders = await trx
    .selectFrom('orders')
    .selectAll()
    .where('rdx_forms_lead_id', '=', leadId)
    .where('cancelled_at', 'is', null)
    .orderBy('id')
    .execute();
  const cancelled: CancelledOrder[] = [];
  for (const order of orders) {
    const done = await cancelOneOrder(trx, order, now);
    if (done) cancelled.push(done);
  }
  await publishReleases(trx, cancelled);
  return cancelled;
}

/**
 * A car given back is a `vehicles` write, which the stock-version trigger already publishes
 * (migration 0022, docs/operations.md); a released soft lock alone touches no stock table, so only
 * then is the version bumped here, once, and one cancellation never moves it twice.
 */
export async function publishReleases(trx: Kysely<Database>, cancelled: readonly CancelledOrder[]): Promise<void> {
  if (cancelled.some((order) => order.vehicleReleased)) return;
  if (cancelled.some((order) => order.lockReleased)) await bumpStockVersion(trx);
}
