/**
 * After a cancellation has committed: a deposit the vendor only holds (authorized with manual
 * capture) or that was never paid (pending) is voided through the vendor, so the customer's money
 * is released and a late card payment cannot succeed. A captured deposit (`paid`) is left alone:
 * its refund is the retailer's decision. Best effort: a vendor that cannot void, or is down, is
 * logged and the cancellation stands; the vendor's own webhook may still report the void later.
 */
import { readPaymentConfig } from '../adapters/payments/index.js';
import type { LeadRow } from '../db/schema.js';
import type { BuyOnlineDeps } from '../orders/deps.js';
import { advanceByReference, advanceLeadByReference } from '../orders/payment-status.js';

const VOIDABLE: readonly (string | null)[] = ['authorized', 'pending'];

export type VoidOutcome = 'voided' | 'not_needed' | 'not_supported' | 'failed';

export async function voidHeldDeposit(deps: BuyOnlineDeps, lead: LeadRow): Promise<VoidOutcome> {
  const reference = lead.payment_reference;
  if (!reference || !VOIDABLE.includes(lead.payment_status)) return 'not_needed';
  try {
    // The vendor that took the payment: its order says so; a lead without an order used the configured one.
    const order = await deps.db.selectFrom('orders').select('vendor_type').where('payment_reference', '=', reference).executeTakeFirst();
    const vendorType = order?.vendor_type ?? (await readPaymentConfig(deps.db, deps.log.warn)).vendor.type;
    const vendor = deps.vendors.forType(vendorType);
    if (!vendor.takesPayment) return 'not_needed';
    if (!vendor.cancelPayment) {
      deps.log.warn(`Lead ${lead.id}: ${vendorType} cannot void payment ${reference} from here; release it in the vendor's dashboard`);
      return 'not_supported';
    }
    const { status } = await vendor.cancelPayment(reference);
    const now = deps.now();
    await advanceByReference(deps.db, reference, status, now);
    await advanceLeadByReference(deps.db, reference, status, now);
    deps.log.info(`Lead ${lead.id}: payment ${reference} voided with ${vendorType} (${status})`);
    return 'voided';
  } catch (error) {
    deps.log.error(
      { err: error, lead_id: lead.id, payment_reference: reference },
      `Lead ${lead.id}: could not void payment ${reference}; the cancellation stands, release the money in the vendor's dashboard`,
    );
    return 'failed';
  }
}
