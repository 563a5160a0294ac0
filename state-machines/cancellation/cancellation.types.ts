/** Types of the cancellation machine (block catalogue: cancellation flow; docs/buy-online.md, "Cancelling a reservation"). */
import type { CallEvents } from '../shared/async.js';

/** How often, and how many times, a requested cancellation is asked about before the page settles on "request received". */
export const CANCELLATION_POLL_MS = 2_000;
export const MAX_CANCELLATION_POLLS = 15;

export interface CancellationError {
  code: string;
  message: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
}

/** What the page shows of a lead (GET /api/leads/{id}/salesforce_data). */
export interface LeadSummary {
  id: string;
  /** null | pending | authorized | paid | failed | cancelled | refunded */
  paymentStatus: string | null;
  /** null | requested | sent (the CRM has it) */
  cancellationStatus: string | null;
  vehicleTitle: string;
  vin: string;
  orderNumber: string;
}

export interface CancellationInput {
  leadId: string | null;
  /**
   * An order to cancel instead of a lead (`?order=<number>&token=<order token>`, the order-online
   * receipt's link: orders made without a lead). Its summary comes in the lead's shape.
   */
  orderNumber?: string | null;
  /** The lead's access token from the cancellation link (`?token=`); the server answers 404 without it. */
  token: string | null;
  maxPolls?: number;
}

/** What every call about the lead (or the order, when the link names one) sends. */
export interface LeadAccess {
  leadId: string;
  token: string;
  /** Set when the link names an order: the calls are about that order, with the order's token. */
  orderNumber?: string;
}

export interface CancellationContext {
  leadId: string | null;
  orderNumber: string | null;
  token: string | null;
  lead: LeadSummary | null;
  polls: number;
  maxPolls: number;
  error: CancellationError | null;
}

export type CancellationEvent =
  | { type: 'cancel.open' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' }
  | { type: 'retry' }
  | { type: 'poll.due' }
  | CallEvents<'fetchLead', LeadSummary>
  | CallEvents<'requestCancellation', LeadSummary>;
