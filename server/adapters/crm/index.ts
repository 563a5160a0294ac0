/** Picks the CRM: Salesforce when SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET are set, the local one otherwise. */
import { createLocalCrm } from './local.js';
import { createSalesforceCrm } from './salesforce.js';
import type { Crm } from './types.js';

export * from './types.js';
export * from './outbox.js';

export function crmFromEnv(env: NodeJS.ProcessEnv = process.env, doFetch?: typeof fetch): Crm {
  const { SALESFORCE_INSTANCE_URL: instanceUrl, SALESFORCE_CLIENT_ID: clientId, SALESFORCE_CLIENT_SECRET: clientSecret } = env;
  if (instanceUrl && clientId && clientSecret) {
    return createSalesforceCrm({
      instanceUrl,
      clientId,
      clientSecret,
      apiVersion: env.SALESFORCE_API_VERSION || undefined,
      ...(doFetch ? { fetch: doFetch } : {}),
    });
  }
  return createLocalCrm();
}
