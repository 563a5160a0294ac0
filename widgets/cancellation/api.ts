/**
 * The lead service calls of the cancellation flow (shell spec, section 7): read the lead, request its
 * cancellation. Both carry the lead's access token from the cancellation link (query `token`).
 */
import type { LeadReply } from '../../domain/contracts/leads.js';
import type { LeadAccess, LeadSummary } from '../../state-machines/cancellation/index.js';
import { requestJson } from '../runtime/http.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toSummary(reply: LeadReply): LeadSummary {
  const { attributes } = reply.data;
  return {
    id: reply.data.id,
    paymentStatus: reply.data.payment_status,
    cancellationStatus: reply.data.cancellation_status,
    vehicleTitle: text(attributes.model),
    vin: text(attributes.vin),
    orderNumber: text(attributes.order_number) || (reply.data.orders?.[0]?.order_number ?? ''),
  };
}

const leadPath = ({ leadId, token }: LeadAccess, action: string) =>
  `/api/leads/${encodeURIComponent(leadId)}/${action}?token=${encodeURIComponent(token)}`;

export async function fetchLead(apiBase: string, access: LeadAccess): Promise<LeadSummary> {
  return toSummary(await requestJson<LeadReply>(apiBase, leadPath(access, 'salesforce_data')));
}

export async function requestCancellation(apiBase: string, access: LeadAccess): Promise<LeadSummary> {
  return toSummary(await requestJson<LeadReply>(apiBase, leadPath(access, 'initialize_cancellation'), { method: 'PUT' }));
}
