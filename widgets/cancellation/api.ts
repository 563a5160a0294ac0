/** The lead service calls of the cancellation flow (shell spec, section 7): read the lead, request its cancellation. */
import type { LeadSummary } from '../../state-machines/cancellation/index.js';
import { requestJson } from '../ui/soft-lock/index.js';

interface LeadReply {
  data: {
    id: string;
    payment_status: string | null;
    cancellation_status: string | null;
    attributes: Record<string, unknown>;
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toSummary(reply: LeadReply): LeadSummary {
  const { attributes } = reply.data;
  return {
    id: reply.data.id,
    paymentStatus: reply.data.payment_status,
    cancellationStatus: reply.data.cancellation_status,
    vehicleTitle: text(attributes.model),
    vin: text(attributes.vin),
    orderNumber: text(attributes.order_number),
  };
}

export async function fetchLead(apiBase: string, leadId: string): Promise<LeadSummary> {
  return toSummary(await requestJson<LeadReply>(apiBase, `/api/leads/${encodeURIComponent(leadId)}/salesforce_data`));
}

export async function requestCancellation(apiBase: string, leadId: string): Promise<LeadSummary> {
  return toSummary(
    await requestJson<LeadReply>(apiBase, `/api/leads/${encodeURIComponent(leadId)}/initialize_cancellation`, { method: 'PUT' }),
  );
}
