/**
 * Wire types of the lead service (`/api/leads`; docs/buy-online.md, "Leads and verification") that the server answers with
 * and the reservation and cancellation widgets read.
 */

/** A lead as `GET /api/leads/:id/salesforce_data` and its siblings answer. */
export interface LeadView {
  id: string;
  salesforce_id: string | null;
  status: string;
  payment_status: string | null;
  payment_reference: string | null;
  cancellation_status: string | null;
  attributes: Record<string, unknown>;
  created_at: string;
  /** The CRM outbox rows of the lead, newest first. */
  crm: {
    operation: string;
    state: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: string;
    updated_at: string;
  }[];
  /** The lead's orders (a reservation has one). */
  orders: {
    order_number: string;
    vehicle_id: number;
    payment_status: string;
    confirmed_at: string | null;
    cancelled_at: string | null;
    cancelled: boolean;
  }[];
}

export interface LeadReply {
  data: LeadView;
}

/** `POST /api/leads` (201): the lead and its access token, which every later call about it carries. */
export interface LeadCreatedReply {
  data: LeadView & { access_token: string };
}
