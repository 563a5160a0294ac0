/**
 * The local CRM: accepts every lead and names it `local-<lead id>`, so the outbox runs its whole
 * course offline. Like the Salesforce upsert, it is idempotent: the same lead sent twice is one lead.
 */
import type { Crm } from './types.js';

export function createLocalCrm(): Crm {
  return {
    name: 'local',
    async deliver(operation, payload) {
      if (operation === 'cancel_lead' && !payload.salesforce_id)
        throw new Error('The lead has not reached the CRM yet: cancellation waits');
      return operation === 'upsert_lead' ? { externalId: payload.salesforce_id ?? `local-${payload.lead_id}` } : {};
    },
  };
}
