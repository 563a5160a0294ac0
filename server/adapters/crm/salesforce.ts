/**
 * Salesforce over its REST API with fetch: OAuth 2.0 client-credentials token, then the Lead
 * sObject (upsert, or update its Status for a cancellation). Configured by SALESFORCE_INSTANCE_URL,
 * SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET (and SALESFORCE_API_VERSION, default v60.0).
 *
 * Every HTTP call has a time limit (CRM_REQUEST_TIMEOUT_MS, default 15 s): a Salesforce that never
 * answers would otherwise stall the process's outbox worker, which sends one row after the other.
 * A call over the limit is a failed attempt like any other (backoff, `last_error`).
 *
 * A lead is sent as an upsert by an External ID field of the Lead object holding our lead id
 * (SALESFORCE_LEAD_EXTERNAL_ID_FIELD, default `Lrdx_Lead_Id__c`; the org must have that field, a
 * unique External ID text field): a retry after an answer that was lost (a timeout, a process
 * killed mid-call) updates the record the first call created instead of creating a twin.
 */
import type { Crm, CrmLeadPayload } from './types.js';

export const DEFAULT_CRM_REQUEST_TIMEOUT_MS = 15_000;
export const DEFAULT_LEAD_EXTERNAL_ID_FIELD = 'Lrdx_Lead_Id__c';

/** A Salesforce field API name (letters, digits, underscores; custom ones end in __c). */
export const SALESFORCE_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,79}$/;

export interface SalesforceOptions {
  instanceUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion?: string;
  fetch?: typeof fetch;
  /** Time limit of each HTTP call, token and lead calls alike (CRM_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** The Lead's External ID field that holds our lead id (SALESFORCE_LEAD_EXTERNAL_ID_FIELD). */
  leadExternalIdField?: string;
}

/** Our lead attributes as Salesforce Lead fields (LastName and Company are required there). */
export function salesforceLeadFields(payload: CrmLeadPayload): Record<string, unknown> {
  const a = payload.attributes;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : undefined);
  return {
    FirstName: text('first_name'),
    LastName: text('last_name') ?? text('name') ?? 'Unknown',
    Company: text('company') ?? 'Private customer',
    Email: text('email'),
    Phone: text('phone'),
    LeadSource: 'Web',
    Description: JSON.stringify({ lrdx_lead_id: payload.lead_id, payment_status: payload.payment_status, ...a }),
  };
}

interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

export function createSalesforceCrm(options: SalesforceOptions): Crm {
  const doFetch = options.fetch ?? fetch;
  const base = options.instanceUrl.replace(/\/$/, '');
  const version = options.apiVersion ?? 'v60.0';
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_CRM_REQUEST_TIMEOUT_MS;
  const externalIdField = options.leadExternalIdField ?? DEFAULT_LEAD_EXTERNAL_ID_FIELD;
  if (!SALESFORCE_FIELD_NAME.test(externalIdField))
    throw new Error(
      `SALESFORCE_LEAD_EXTERNAL_ID_FIELD must be a Salesforce field API name such as Lrdx_Lead_Id__c, got ${externalIdField}`,
    );

  /** One HTTP call, answer body included, within the time limit; `what` names it in errors. */
  async function call(what: string, url: string, init: RequestInit): Promise<Answer> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal });
      return { status: response.status, ok: response.ok, text: await response.text() };
    } catch (error) {
      if (signal.aborted)
        throw new Error(`Salesforce ${what} got no answer within ${timeoutMs} ms (CRM_REQUEST_TIMEOUT_MS)`, { cause: error });
      throw error;
    }
  }

  const json = <T>(answer: Answer): T => (answer.text ? (JSON.parse(answer.text) as T) : ({} as T));

  async function token(): Promise<string> {
    const answer = await call('token request', `${base}/services/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (!answer.ok) throw new Error(`Salesforce token request failed with ${answer.status}`);
    const body = json<{ access_token?: string }>(answer);
    if (!body.access_token) throw new Error('Salesforce returned no access token');
    return body.access_token;
  }

  /** Creates the lead, or updates the one an earlier (lost) call created: one record per lead id. */
  async function upsertLead(auth: Record<string, string>, payload: CrmLeadPayload): Promise<string> {
    const url = `${base}/services/data/${version}/sobjects/Lead/${encodeURIComponent(externalIdField)}/${encodeURIComponent(payload.lead_id)}`;
    const answer = await call('lead upsert', url, { method: 'PATCH', headers: auth, body: JSON.stringify(salesforceLeadFields(payload)) });
    // 201: created; 200: updated (recent API versions, with the id); 204: updated (older versions, no body).
    if (answer.status === 201 || answer.status === 200) {
      const body = json<{ id?: string }>(answer);
      if (!body.id) throw new Error('Salesforce returned no lead id');
      return body.id;
    }
    if (answer.status === 204) {
      const found = await call('lead lookup', `${url}?fields=Id`, { method: 'GET', headers: auth });
      const id = found.ok ? json<{ Id?: string }>(found).Id : undefined;
      if (!id) throw new Error(`Salesforce lead lookup by ${externalIdField} failed with ${found.status}`);
      return id;
    }
    if (answer.status === 300)
      throw new Error(`Salesforce holds several leads with ${externalIdField} = ${payload.lead_id}: merge them, then retry`);
    const hint = answer.status === 404 ? ` (does the Lead object have the External ID field ${externalIdField}?)` : '';
    throw new Error(`Salesforce lead upsert failed with ${answer.status}${hint}: ${answer.text.slice(0, 300)}`);
  }

  return {
    name: 'salesforce',
    async deliver(operation, payload) {
      if (operation === 'upsert_lead' && payload.salesforce_id) return { externalId: payload.salesforce_id };
      if (operation === 'cancel_lead' && !payload.salesforce_id)
        throw new Error('The lead has not reached Salesforce yet: cancellation waits');
      const auth = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
      if (operation === 'upsert_lead') return { externalId: await upsertLead(auth, payload) };
      const answer = await call(
        'lead update',
        `${base}/services/data/${version}/sobjects/Lead/${encodeURIComponent(payload.salesforce_id ?? '')}`,
        { method: 'PATCH', headers: auth, body: JSON.stringify({ Status: 'Cancellation Requested' }) },
      );
      if (!answer.ok) throw new Error(`Salesforce lead update failed with ${answer.status}`);
      return {};
    },
  };
}
