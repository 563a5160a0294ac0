/**
 * What must never go wrong with a lead, on SQLite (a file, as in production) and PostgreSQL:
 * - a process that dies after storing a lead and while delivering it leaves it queued, and a
 *   second instance on the same database delivers it (once the dead one's claim lapses);
 * - the per-client rate limit refuses a flood from one client and not another client;
 * - the retention setting purges old leads with their personal data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processCrmOutbox, type Crm, type CrmLeadPayload } from '../../adapters/crm/index.js';
import { openDatabase } from '../../db/connection.js';
import { testDialects } from '../../db/test-db.js';
import { LEAD_RETENTION_SETTING, purgeExpiredLeads } from '../../forms/retention.js';
import { buildFormsTestApp, GOOD_PAYLOAD, type FormsTestApp } from '../../testing/forms-test-app.js';

const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, leaseMs: 60_000 };

describe.each(testDialects())('form lead delivery (%s)', (dialect) => {
  const opened: FormsTestApp[] = [];
  const handles: (() => Promise<void>)[] = [];
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    // Second connections first: PostgreSQL drops the test database only once nobody is connected.
    for (const close of handles.splice(0)) await close();
    for (const app of opened.splice(0)) await app.close();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('keeps a lead queued when the process dies mid-delivery; a second instance delivers it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-forms-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const first = await buildFormsTestApp(dialect, dialect === 'sqlite' ? { sqlitePath: path.join(dir, 'lrdx.sqlite') } : {});
    opened.push(first);
    const formId = await first.createForm();
    const leadId = (await first.app.inject({ method: 'POST', url: `/forms/${formId}/leads`, payload: { payload: GOOD_PAYLOAD } })).json()
      .data.id as number;

    // The first process claims the row and "dies" inside the CRM call: the call never returns.
    let called!: () => void;
    const calledOnce = new Promise<void>((resolve) => (called = resolve));
    const dying: Crm = { name: 'dying', deliver: () => (called(), new Promise(() => undefined)) };
    void processCrmOutbox(first.ctx.db, dying, { now: first.clock.now, policy });
    await calledOnce;

    // A second instance on the same database: another connection, its own services and clock.
    const handle = openDatabase(dialect === 'sqlite' ? { sqlitePath: first.database.location } : { databaseUrl: first.database.location });
    handles.push(() => handle.close());
    const delivered: CrmLeadPayload[] = [];
    const crm: Crm = { name: 'second', deliver: async (_op, payload) => (delivered.push(payload), { externalId: 'SF-1' }) };
    // While the dead process's claim holds, nobody sends it twice.
    expect(await processCrmOutbox(handle.db, crm, { now: first.clock.now + 1000, policy })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await processCrmOutbox(handle.db, crm, { now: first.clock.now + policy.leaseMs, policy })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(delivered[0]?.attributes).toMatchObject({ first_name: 'Aras', form_id: formId, form_lead_id: leadId });
    const states = await first.app.inject({ method: 'GET', url: `/forms/${formId}/leads/${leadId}/integrations`, headers: first.admin });
    expect(states.json().data[0]).toMatchObject({ integration: 'crm', state: 'delivered' });
  });

  it('limits leads per client: the third lead in the window is refused with Retry-After, another client still sends', async () => {
    const t = await buildFormsTestApp(dialect, { env: { RATE_LIMITS: 'on', RATE_LIMIT_LEADS: '2/600' } });
    opened.push(t);
    const formId = await t.createForm();
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: `/forms/${formId}/leads`, remoteAddress: ip, payload: { payload: GOOD_PAYLOAD } });
    expect((await send('203.0.113.10')).statusCode).toBe(201);
    expect((await send('203.0.113.10')).statusCode).toBe(201);
    const refused = await send('203.0.113.10');
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('198.51.100.20')).statusCode).toBe(201);
  });

  it('purges leads older than forms.lead_retention_days, and none while the setting is absent', async () => {
    const t = await buildFormsTestApp(dialect);
    opened.push(t);
    const formId = await t.createForm();
    const send = async (day: string) => {
      t.clock.now = Date.parse(`${day}T12:00:00Z`);
      return (await t.app.inject({ method: 'POST', url: `/forms/${formId}/leads`, payload: { payload: GOOD_PAYLOAD } })).json().data.id;
    };
    await send('2030-01-01');
    const recent = await send('2030-03-01');
    const now = Date.parse('2030-03-05T00:00:00Z');
    expect(await purgeExpiredLeads(t.ctx.db, now)).toBe(0);
    await t.ctx.db.insertInto('settings').values({ key: LEAD_RETENTION_SETTING, value: '30' }).execute();
    expect(await purgeExpiredLeads(t.ctx.db, now)).toBe(1);
    const left = await t.ctx.db.selectFrom('form_leads').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
    const crm = await t.ctx.db.selectFrom('leads').select('attributes').execute();
    expect(crm.filter((row) => row.attributes.includes('Aras'))).toHaveLength(1);
  });
});
