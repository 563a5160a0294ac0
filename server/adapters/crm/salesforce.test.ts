/**
 * The Salesforce adapter against the local stand-in over HTTP: a lead is upserted by its External ID
 * field (one record per lead, however often it is sent), and a call that never gets an answer is
 * given up after CRM_REQUEST_TIMEOUT_MS, counted as a failed attempt, while the next lead still goes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { createLead } from '../../leads/leads-repository.js';
import { startSalesforceStandIn, type SalesforceStandIn, type StandInOptions } from '../../testing/salesforce-stand-in.js';
import { crmFromEnv } from './index.js';
import { processCrmOutbox, type OutboxPolicy } from './outbox.js';
import { createSalesforceCrm, DEFAULT_LEAD_EXTERNAL_ID_FIELD } from './salesforce.js';
import type { CrmLeadPayload } from './types.js';

const policy: OutboxPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000, leaseMs: 60_000 };
const payload = (leadId: string, lastName = 'Ahmed'): CrmLeadPayload => ({
  lead_id: leadId,
  salesforce_id: null,
  attributes: { first_name: 'Aras', last_name: lastName, email: 'aras@example.com' },
  payment_status: null,
});

let standIn: SalesforceStandIn | undefined;
async function standInWith(options: StandInOptions = {}) {
  standIn = await startSalesforceStandIn(options);
  return standIn;
}
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const crmFor = (url: string, requestTimeoutMs = 15_000) =>
  createSalesforceCrm({ instanceUrl: url, clientId: 'id', clientSecret: 'secret', requestTimeoutMs });

describe('Salesforce lead upsert by External ID', () => {
  it('creates the lead once and updates that record when the same lead is sent again', async () => {
    const sf = await standInWith();
    const crm = crmFor(sf.url);
    const first = await crm.deliver('upsert_lead', payload('lead-1'));
    const again = await crm.deliver('upsert_lead', payload('lead-1', 'Ahmed Karim'));
    expect(again.externalId).toBe(first.externalId);
    expect(sf.leads.size).toBe(1);
    expect([...sf.leads.values()][0]).toMatchObject({ [DEFAULT_LEAD_EXTERNAL_ID_FIELD]: 'lead-1', LastName: 'Ahmed Karim' });
    const upserts = sf.calls.filter((call) => call.method === 'PATCH');
    expect(upserts.map((call) => [call.path, call.status])).toEqual([
      ['/services/data/v60.0/sobjects/Lead/Lrdx_Lead_Id__c/lead-1', 201],
      ['/services/data/v60.0/sobjects/Lead/Lrdx_Lead_Id__c/lead-1', 200],
    ]);
  });

  it('uses the field SALESFORCE_LEAD_EXTERNAL_ID_FIELD names, and says so when the org lacks it', async () => {
    const sf = await standInWith({ externalIdField: 'Web_Lead_Id__c' });
    const env = { SALESFORCE_INSTANCE_URL: sf.url, SALESFORCE_CLIENT_ID: 'id', SALESFORCE_CLIENT_SECRET: 'secret' };
    const named = crmFromEnv({ ...env, SALESFORCE_LEAD_EXTERNAL_ID_FIELD: 'Web_Lead_Id__c' });
    expect((await named.deliver('upsert_lead', payload('lead-2'))).externalId).toMatch(/^00Q/);
    expect([...sf.leads.values()][0]).toMatchObject({ Web_Lead_Id__c: 'lead-2' });
    await expect(crmFromEnv(env).deliver('upsert_lead', payload('lead-3'))).rejects.toThrow(
      /lead upsert failed with 404 \(does the Lead object have the External ID field Lrdx_Lead_Id__c\?\)/,
    );
    expect(() => crmFromEnv({ ...env, SALESFORCE_LEAD_EXTERNAL_ID_FIELD: 'Lead Id; drop' })).toThrow(
      /SALESFORCE_LEAD_EXTERNAL_ID_FIELD must be/,
    );
  });

  it('reads the record id when an older API version answers an update with 204', async () => {
    const sf = await standInWith();
    const crm = crmFor(sf.url);
    const created = await crm.deliver('upsert_lead', payload('lead-4'));
    const older = createSalesforceCrm({
      instanceUrl: sf.url,
      clientId: 'id',
      clientSecret: 'secret',
      // An org on an older API version: the update answers 204 without a body.
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        return init?.method === 'PATCH' && response.status === 200 ? new Response(null, { status: 204 }) : response;
      },
    });
    expect(await older.deliver('upsert_lead', payload('lead-4'))).toEqual({ externalId: created.externalId });
    expect(sf.leads.size).toBe(1);
  });

  it('sends a cancellation to the record by its Salesforce id', async () => {
    const sf = await standInWith();
    const crm = crmFor(sf.url);
    const { externalId } = await crm.deliver('upsert_lead', payload('lead-5'));
    await crm.deliver('cancel_lead', { ...payload('lead-5'), salesforce_id: externalId ?? null });
    expect(sf.leads.get(externalId ?? '')).toMatchObject({ Status: 'Cancellation Requested' });
  });

  it('gives up a token call that gets no answer, with a readable error', async () => {
    const sf = await standInWith({ hang: (call) => call.path === '/services/oauth2/token' });
    await expect(crmFor(sf.url, 200).deliver('upsert_lead', payload('lead-6'))).rejects.toThrow(
      'Salesforce token request got no answer within 200 ms (CRM_REQUEST_TIMEOUT_MS)',
    );
  });
});

describe.each(testDialects())('a Salesforce that never answers, through the CRM outbox (%s)', (dialect) => {
  const t0 = Date.parse('2030-01-01T00:00:00Z');

  const database = suiteFixture(() => openMigratedTestDatabase(dialect));

  const outboxOf = (leadId: string) =>
    database().db.selectFrom('crm_outbox').selectAll().where('lead_id', '=', leadId).executeTakeFirstOrThrow();

  it('fails that attempt on the time limit, delivers the next lead, and retries without a twin record', async () => {
    const stuck = await createLead(database().db, { first_name: 'Stuck', last_name: 'Lead' }, t0);
    const next = await createLead(database().db, { first_name: 'Next', last_name: 'Lead' }, t0);
    let hanging = true;
    // The stuck lead's call reaches the CRM (it stores the lead) but its answer never comes.
    const sf = await standInWith({ hang: (call) => hanging && call.path.endsWith(`/${stuck.id}`) });
    const crm = crmFor(sf.url, 300);

    expect(await processCrmOutbox(database().db, crm, { now: t0, policy })).toEqual({ sent: 1, retried: 1, failed: 0 });
    const failed = await outboxOf(stuck.id);
    expect(failed).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'Salesforce lead upsert got no answer within 300 ms (CRM_REQUEST_TIMEOUT_MS)',
    });
    expect(Number(failed.next_attempt_at)).toBe(t0 + 1000);
    expect(await outboxOf(next.id)).toMatchObject({ state: 'sent', attempts: 1 });

    hanging = false;
    expect(await processCrmOutbox(database().db, crm, { now: t0 + 1000, policy })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outboxOf(stuck.id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    // One record per lead: the retry updated the record the unanswered call had created.
    const ids = [...sf.leads.values()].map((record) => record[DEFAULT_LEAD_EXTERNAL_ID_FIELD]).sort();
    expect(ids).toEqual([stuck.id, next.id].sort());
    const stored = await database().db.selectFrom('leads').select('salesforce_id').where('id', '=', stuck.id).executeTakeFirstOrThrow();
    expect(stored.salesforce_id).toBe([...sf.leads.values()].find((record) => record[DEFAULT_LEAD_EXTERNAL_ID_FIELD] === stuck.id)?.Id);
  });
});
