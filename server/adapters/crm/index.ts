/** Picks the CRM: Salesforce when SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET are set, the local one otherwise. */
import { createLocalCrm } from './local.js';
import { createSalesforceCrm } from './salesforce.js';
import type { Crm } from './types.js';

export * from './types.js';
export * from './outbox.js';

export interface CrmOptions {
  /** Time limit of each CRM HTTP call (CRM_REQUEST_TIMEOUT_MS, validated by server/config.ts). */
  requestTimeoutMs?: number | undefined;
}

export function crmFromEnv(env: NodeJS.ProcessEnv = process.env, doFetch?: typeof fetch, options: CrmOptions = {}): Crm {
  const { SALESFORCE_INSTANCE_URL: instanceUrl, SALESFORCE_CLIENT_ID: clientId, SALESFORCE_CLIENT_SECRET: clientSecret } = env;
  if (instanceUrl && clientId && clientSecret) {
    return createSalesforceCrm({
      instanceUrl,
      clientId,
      clientSecret,
      apiVersion: env.SALESFORCE_API_VERSION || undefined,
      ...(env.SALESFORCE_LEAD_EXTERNAL_ID_FIELD?.trim() ? { leadExternalIdField: env.SALESFORCE_LEAD_EXTERNAL_ID_FIELD.trim() } : {}),
      ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
      ...(doFetch ? { fetch: doFetch } : {}),
    });
  }
  return createLocalCrm();
}
