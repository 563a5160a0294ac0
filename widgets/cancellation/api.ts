/**
 * The lead service calls of the cancellation flow (docs/buy-online.md, "Cancelling a reservation"): read the lead, request its
 * cancellation. Both carry the lead's access token from the cancellation link (query `token`).
 * A link naming an order (`?order=<number>&token=<order token>`, the order-online receipt's) reads and
 * cancels the order instead (GET /buy_online/orders/:number, PUT …/cancel), in the lead's shape.
 */
import type { OrderReply } from '../../domain/contracts/buy-online.js';
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

/** An order as the cancellation screens show a lead: a cancelled order is settled (`sent`), nothing waits for the CRM. */
function orderSummary(reply: OrderReply): LeadSummary {
  const order = reply.data;
  return {
    id: order.order_number,
    paymentStatus: order.payment_status,
    cancellationStatus: order.cancelled ? 'sent' : null,
    vehicleTitle: '',
    vin: order.vin,
    orderNumber: order.order_number,
  };
}

const orderPath = (orderNumber: string, token: string, action = '') =>
  `/buy_online/orders/${encodeURIComponent(orderNumber)}${action}?token=${encodeURIComponent(token)}`;

const leadPath = ({ leadId, token }: LeadAccess, action: string) =>
  `/api/leads/${encodeURIComponent(leadId)}/${action}?token=${encodeURIComponent(token)}`;

export async function fetchLead(apiBase: string, access: LeadAccess): Promise<LeadSummary> {
  if (access.orderNumber) return orderSummary(await requestJson<OrderReply>(apiBase, orderPath(access.orderNumber, access.token)));
  return toSummary(await requestJson<LeadReply>(apiBase, leadPath(access, 'salesforce_data')));
}

export async function requestCancellation(apiBase: string, access: LeadAccess): Promise<LeadSummary> {
  if (access.orderNumber)
    return orderSummary(await requestJson<OrderReply>(apiBase, orderPath(access.orderNumber, access.token, '/cancel'), { method: 'PUT' }));
  return toSummary(await requestJson<LeadReply>(apiBase, leadPath(access, 'initialize_cancellation'), { method: 'PUT' }));
}
