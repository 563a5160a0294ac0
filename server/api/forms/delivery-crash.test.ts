/**
 * A lead survives `kill -9` between store and CRM delivery — with real processes, not a promise
 * that never settles: the server runs as its own process (server/testing/server-process.ts) on its own database
 * (a SQLite file; a fresh PostgreSQL database too when TEST_DATABASE_URL is set), its CRM is
 * Salesforce pointed at the local stand-in (server/testing/salesforce-stand-in.ts). The stand-in
 * takes the first lead call in — it stores the lead, as a CRM that got the request would — and
 * never answers; once it has it the server gets SIGKILL. A new server process on the same database
 * then delivers the lead when the dead one's claim lapses (CRM_OUTBOX_LEASE_MS): the stand-in
 * answers exactly one lead call for it, an upsert by the lead's External ID that updates the record
 * the lost call created, so the CRM holds the lead once; the lead's CRM integration reads `delivered`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_EXTERNAL_ID_FIELD } from '../../adapters/crm/salesforce.js';
import { testDialects } from '../../db/test-db.js';
import { startSalesforceStandIn } from '../../testing/salesforce-stand-in.js';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.js';
import { useTestCleanups } from '../../testing/test-cleanups.js';

/** Short enough for a test, long enough that the dead process's claim is seen to hold first. */
const LEASE_MS = 3_000;

async function call(origin: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { data?: unknown; token?: string } | null };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())('a lead survives SIGKILL of the server between store and CRM delivery (%s)', (dialect) => {
  const cleanups = useTestCleanups();

  it('is still stored after the kill and is delivered exactly once by the restarted server', { timeout: 300_000 }, async () => {
    const dir = cleanups.tempDir('lrdx-crash-');
    const databaseUrl = await cleanups.serverDatabaseUrl(dialect);
    // The first lead call is taken in (the CRM has the lead) and never answered.
    const isLeadCall = (entry: { path: string }) => entry.path.includes('/sobjects/Lead/');
    let leadCallsSeen = 0;
    const crm = await startSalesforceStandIn({ hang: (entry) => isLeadCall(entry) && ++leadCallsSeen === 1 });
    const firstLeadCall = crm.nextCall(isLeadCall);
    cleanups.push(() => crm.close());
    const env = {
      CRM_OUTBOX_INTERVAL_MS: '200',
      CRM_OUTBOX_LEASE_MS: String(LEASE_MS),
      SQLITE_PATH: path.join(dir, 'crash.sqlite'),
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: databaseUrl,
      SALESFORCE_INSTANCE_URL: crm.url,
      SALESFORCE_CLIENT_ID: 'stand-in',
      SALESFORCE_CLIENT_SECRET: 'stand-in',
    };
    const stopLater = (server: ServerProcess) => cleanups.push(() => server.stop());

    const first = await startServerProcess(env);
    stopLater(first);
    const printed = /e-mail\s+(\S+)\n\s+password\s+(\S+)/.exec(first.output());
    if (!printed) throw new Error(`no demo admin printed:\n${first.output()}`);
    const token = await call(first.origin, 'POST', '/auth/token', { email: printed[1], password: printed[2] });
    const admin = { authorization: `Bearer ${token.body?.token ?? ''}` };
    const form = await call(
      first.origin,
      'POST',
      '/forms',
      {
        name: 'Crash test',
        language: 'en',
        status: 'published',
        fields: [
          { key: 'first_name', type: 'text', label: 'First name', rules: { required: true } },
          { key: 'last_name', type: 'text', label: 'Last name' },
        ],
      },
      admin,
    );
    expect(form.status).toBe(201);
    const formId = (form.body?.data as { id: number }).id;
    const sent = await call(first.origin, 'POST', `/forms/${formId}/leads`, { payload: { first_name: 'Aras', last_name: 'Crashtest' } });
    expect(sent.status).toBe(201);
    const leadId = (sent.body?.data as { id: number }).id;

    // Stored, delivery under way: the stand-in holds the lead call. Now the process dies, no cleanup.
    await firstLeadCall;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    const leadCalls = () => crm.calls.filter(isLeadCall);
    expect(leadCalls()).toHaveLength(1);
    expect(String(leadCalls()[0]?.body?.Description)).toContain(`"form_lead_id":${leadId}`);
    expect(crm.leads.size).toBe(1);

    const second = await startServerProcess(env);
    stopLater(second);
    const lead = await call(second.origin, 'GET', `/forms/${formId}/leads/${leadId}`, undefined, admin);
    expect(lead.status).toBe(200);
    expect(lead.body?.data).toMatchObject({ values: { first_name: 'Aras', last_name: 'Crashtest' } });

    // The restarted worker delivers once the dead process's claim has lapsed.
    let state = '';
    for (let i = 0; i < 600 && state !== 'delivered'; i += 1) {
      const integrations = await call(second.origin, 'GET', `/forms/${formId}/leads/${leadId}/integrations`, undefined, admin);
      state = (integrations.body?.data as { integration: string; state: string }[]).find((row) => row.integration === 'crm')?.state ?? '';
      if (state !== 'delivered') await pause(250);
    }
    expect(state).toBe('delivered');
    // A few more worker passes (and another lease) send nothing more.
    await pause(LEASE_MS + 1_000);
    // The interrupted call and the retry, both upserts by the same External ID: the second one
    // updated the record the first had created (200, not 201), and the CRM holds the lead once.
    expect(leadCalls().map((entry) => [entry.method, entry.status])).toEqual([
      ['PATCH', null],
      ['PATCH', 200],
    ]);
    expect(new Set(leadCalls().map((entry) => entry.path)).size).toBe(1);
    expect(leadCalls().every((entry) => String(entry.body?.Description).includes(`"form_lead_id":${leadId}`))).toBe(true);
    expect(crm.leads.size).toBe(1);
    const [record] = [...crm.leads.values()];
    expect(record).toMatchObject({ FirstName: 'Aras', LastName: 'Crashtest' });
    expect(leadCalls()[0]?.path).toMatch(
      new RegExp(`/sobjects/Lead/${DEFAULT_LEAD_EXTERNAL_ID_FIELD}/${String(record?.[DEFAULT_LEAD_EXTERNAL_ID_FIELD])}$`),
    );
    const integrations = await call(second.origin, 'GET', `/forms/${formId}/leads/${leadId}/integrations`, undefined, admin);
    expect((integrations.body?.data as { integration: string; attempts: number }[]).find((row) => row.integration === 'crm')).toMatchObject(
      {
        state: 'delivered',
        attempts: 1,
      },
    );
  });
});
