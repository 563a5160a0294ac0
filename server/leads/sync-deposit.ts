/**
 * A reservation deposit paid on the vendor's own page (PayPal's approval, LiqPay's checkout): when the
 * buyer comes back and the widget reads the lead, the vendor is asked what became of it, so the
 * deposit moves as soon as the buyer is back (PayPal's approved payment is authorized by that read)
 * and a missed callback cannot strand it. Only vendors that say so (`syncOnRead`); never fatal.
 */
import { readPaymentConfig } from '../adapters/payments/index.js';
import type { LeadRow } from '../db/schema.js';
import type { BuyOnlineDeps } from '../orders/deps.js';
import { advanceLeadByReference } from '../orders/payment-status.js';

/** True when the lead's deposit status may have changed. */
export async function syncLeadFromVendor(deps: BuyOnlineDeps, lead: LeadRow): Promise<boolean> {
  if (!lead.payment_reference || lead.payment_status !== 'pending') return false;
  try {
    const config = await readPaymentConfig(deps.db, deps.log.warn);
    const vendor = deps.vendors.forType(config.vendor.type);
    if (!vendor.syncOnRead) return false;
    const payment = await vendor.retrieve(lead.payment_reference);
    if (!payment || payment.status === 'pending') return false;
    await advanceLeadByReference(deps.db, lead.payment_reference, payment.status, deps.now());
    return true;
  } catch (error) {
    deps.log.warn(
      `Could not ask the vendor about deposit ${lead.payment_reference}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}
