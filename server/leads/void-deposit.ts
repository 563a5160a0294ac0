/**
 * After a cancellation has committed: a deposit the vendor only holds (authorized with manual
 * capture) or that was never paid (pending) is voided through the vendor, so the customer's money
 * is released and a late card payment cannot succeed. A captured deposit (`paid`) is left alone:
 * its refund is the retailer's decision. Best effort: a vendor that cannot void, or is down, is
 * logged and the cancellation stands; the vendor's own webhook may still report the void later.
 */
import { readPaymentConfig } from '../adapters/payments/index.js';
import type { LeadRow, OrderRow } from '../db/schema.js';
import type { BuyOnlineDeps } from '../orders/deps.js';
import { advanceByReference, advanceLeadByReference } from '../orders/payment-status.js';

const VOIDABLE: readonly (string | null)[] = ['authorized', 'pending'];

export type VoidOutcome = 'voided' | 'not_needed' | 'not_supported' | 'failed';

export async function voidHeldDeposit(deps: BuyOnlineDeps, lead: LeadRow): Promise<VoidOutcome> {
  return voidPayment(deps, `Lead ${lead.id}`, { lead_id: lead.id }, lead.payment_reference, lead.payment_status, null);
}

/** The same for an order cancelled on its own (no lead): its vendor is the one recorded on the order. */
export async function voidHeldOrderPayment(deps: BuyOnlineDeps, order: OrderRow): Promise<VoidOutcome> {
  return voidPayment(
    deps,
    `Order ${order.order_number}`,
    { order_number: order.order_number },
    order.payment_reference,
    order.payment_status,
    order.vendor_type,
  );
}

async function voidPayment(
  deps: BuyOnlineDeps,
  label: string,
  logFields: Record<string, string>,
  reference: string | null,
  status: string | null,
  knownVendorType: string | null,
): Promise<VoidOutcome> {
  if (!reference || !VOIDABLE.includes(status)) return 'not_needed';
  try {
    // The vendor that took the payment: its order says so; a lead without an order used the configured one.
    const order = knownVendorType
      ? { vendor_type: knownVendorType }
      : await deps.db.selectFrom('orders').select('vendor_type').where('payment_reference', '=', reference).executeTakeFirst();
    const vendorType = order?.vendor_type ?? (await readPaymentConfig(deps.db, deps.log.warn)).vendor.type;
    const vendor = deps.vendors.forType(vendorType);
    if (!vendor.takesPayment) return 'not_needed';
    if (!vendor.cancelPayment) {
      deps.log.warn(`${label}: ${vendorType} cannot void payment ${reference} from here; release it in the vendor's dashboard`);
      return 'not_supported';
    }
    const voided = await vendor.cancelPayment(reference);
    const now = deps.now();
    await advanceByReference(deps.db, reference, voided.status, now);
    await advanceLeadByReference(deps.db, reference, voided.status, now);
    deps.log.info(`${label}: payment ${reference} voided with ${vendorType} (${voided.status})`);
    return 'voided';
  } catch (error) {
    deps.log.error(
      { err: error, ...logFields, payment_reference: reference },
      `${label}: could not void payment ${reference}; the cancellation stands, release the money in the vendor's dashboard`,
    );
    return 'failed';
  }
}
