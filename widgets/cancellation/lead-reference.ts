/**
 * The reference the cancellation page shows a buyer: the order number of their receipt and e-mail
 * («LRDX-…») when the lead has one; the lead's own id only for a lead that never became an order
 * (an enquiry), which has no other name.
 */
import type { LeadSummary } from '../../state-machines/cancellation/index.js';

export function leadReference(lead: Pick<LeadSummary, 'id' | 'orderNumber'>): string {
  return lead.orderNumber.trim() || lead.id;
}
