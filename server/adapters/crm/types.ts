/** The CRM (Salesforce) behind one interface: leads are delivered through the outbox (outbox.ts), never inline with a visitor's request. */
export type CrmOperation = 'upsert_lead' | 'cancel_lead';

export interface CrmLeadPayload {
  lead_id: string;
  /** Known once the lead reached the CRM; a cancellation waits for it. */
  salesforce_id: string | null;
  attributes: Record<string, unknown>;
  payment_status: string | null;
}

export interface CrmDelivery {
  /** The CRM's id of the lead (upsert). */
  externalId?: string;
}

export interface Crm {
  readonly name: string;
  deliver(operation: CrmOperation, payload: CrmLeadPayload): Promise<CrmDelivery>;
}
