/**
 * Salesforce over its REST API with fetch: OAuth 2.0 client-credentials token, then the Lead
 * sObject (create, or update its Status for a cancellation). Configured by SALESFORCE_INSTANCE_URL,
 * SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET (and SALESFORCE_API_VERSION, default v60.0).
 */
import type { Crm, CrmLeadPayload } from './types.js';

export interface SalesforceOptions {
  instanceUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion?: string;
  fetch?: typeof fetch;
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

export function createSalesforceCrm(options: SalesforceOptions): Crm {
  const doFetch = options.fetch ?? fetch;
  const base = options.instanceUrl.replace(/\/$/, '');
  const version = options.apiVersion ?? 'v60.0';

  async function token(): Promise<string> {
    const response = await doFetch(`${base}/services/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (!response.ok) throw new Error(`Salesforce token request failed with ${response.status}`);
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error('Salesforce returned no access token');
    return body.access_token;
  }

  return {
    name: 'salesforce',
    async deliver(operation, payload) {
      const auth = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
      if (operation === 'upsert_lead') {
        if (payload.salesforce_id) return { externalId: payload.salesforce_id };
        const response = await doFetch(`${base}/services/data/${version}/sobjects/Lead/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify(salesforceLeadFields(payload)),
        });
        if (!response.ok)
          throw new Error(`Salesforce lead create failed with ${response.status}: ${(await response.text()).slice(0, 300)}`);
        const body = (await response.json()) as { id?: string };
        if (!body.id) throw new Error('Salesforce returned no lead id');
        return { externalId: body.id };
      }
      if (!payload.salesforce_id) throw new Error('The lead has not reached Salesforce yet: cancellation waits');
      const response = await doFetch(`${base}/services/data/${version}/sobjects/Lead/${encodeURIComponent(payload.salesforce_id)}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ Status: 'Cancellation Requested' }),
      });
      if (!response.ok) throw new Error(`Salesforce lead update failed with ${response.status}`);
      return {};
    },
  };
}
