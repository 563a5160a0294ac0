/**
 * The buyer cancels an order with the order's own access token (the receipt's and the confirmation
 * e-mail's cancellation link, `?order=<number>&token=<token>`): orders made without a lead have no
 * other way to be cancelled. The caller has already checked the token (../orders/order-access.ts).
 *
 * - An order of one of our leads is the lead's reservation: the lead's cancellation is requested (the
 *   CRM hears of it, every order of the lead is cancelled), exactly as the lead's own link does.
 * - Any other order is cancelled alone, in one transaction: its live soft lock is released and, if it
 *   was confirmed, its car goes back to stock (../orders/cancel-orders.ts).
 * Afterwards a held or unpaid payment is voided through its vendor (best effort, void-deposit.ts); a
 * captured one is the retailer's to refund. Cancelling twice changes nothing and answers the same.
 */
import type { OrderRow } from '../db/schema.js';
import { findLead, requestCancellation } from './leads-repository.js';
import { voidHeldDeposit, voidHeldOrderPayment } from './void-deposit.js';
import { cancelOneOrder, publishReleases } from '../orders/cancel-orders.js';
import { findOrder } from '../orders/confirm-order.js';
import type { BuyOnlineDeps } from '../orders/deps.js';

export async function cancelHeldOrder(deps: BuyOnlineDeps, order: OrderRow): Promise<OrderRow> {
  const { db } = deps;
  const lead = order.rdx_forms_lead_id ? await findLead(db, order.rdx_forms_lead_id) : undefined;
  if (lead) {
    const { lead: marked, orders } = await requestCancellation(db, lead, deps.now());
    for (const cancelled of orders)
      deps.log.info(
        `Order ${cancelled.orderNumber} cancelled with its lead ${marked.id} (order link; car released: ${cancelled.vehicleReleased})`,
      );
    await voidHeldDeposit(deps, marked);
  } else {
    const cancelled = await db.transaction().execute(async (trx) => {
      const done = await cancelOneOrder(trx, order, deps.now());
      if (done) await publishReleases(trx, [done]);
      return done;
    });
    if (cancelled) {
      deps.log.info(`Order ${order.order_number} cancelled by its buyer (car released: ${cancelled.vehicleReleased})`);
      await voidHeldOrderPayment(deps, order);
    }
  }
  return (await findOrder(db, order.order_number)) ?? order;
}
