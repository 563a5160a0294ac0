/**
 * The lead service over HTTP: create (with its access token), CRM state, cancellation, deposit
 * payment confirmed by the vendor's webhook, the token every public call needs, 400s.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { buildLeadsTestApp } from '../../testing/leads-test-app.js';
import { processCrmOutbox } from '../../adapters/crm/outbox.js';
import { createLocalCrm } from '../../adapters/crm/local.js';
import { LOCAL_TEST_CARDS } from '../../adapters/payments/local-test.js';
import { testDialects } from '../../db/test-db.js';
import { testPayment } from '../../orders/testing/fixtures.js';

describe.each(testDialects())('lead service (%s)', (dialect) => {
  // Rate limits have their own test (rate-limits.test.ts); here every request comes from one address.
  const t = suiteFixture(() => buildLeadsTestApp(dialect, { fixtures: { vehicles: 2 }, beside: 'buy-online' }));

  const newLead = async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { lead: { first_name: 'Shwan', last_name: 'Karim', email: 'shwan@example.com', vehicle_id: t().vehicleIds[0] } },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; access_token: string };
  };
  const q = (lead: { access_token: string }) => `?token=${encodeURIComponent(lead.access_token)}`;

  it('stores a lead with a pending CRM delivery, visible in salesforce_data until the worker sends it', async () => {
    const lead = await newLead();
    const before = (await t().app.inject({ method: 'GET', url: `/api/leads/${lead.id}/salesforce_data${q(lead)}` })).json().data;
    expect(before).toMatchObject({
      id: lead.id,
      salesforce_id: null,
      status: 'new',
      crm: [{ operation: 'upsert_lead', state: 'pending', attempts: 0 }],
    });
    await processCrmOutbox(t().database.db, createLocalCrm(), { now: Date.now() + 1000 });
    const after = (await t().app.inject({ method: 'GET', url: `/api/leads/${lead.id}/salesforce_data${q(lead)}` })).json().data;
    expect(after).toMatchObject({ salesforce_id: `local-${lead.id}`, status: 'synced', crm: [{ state: 'sent', attempts: 1 }] });
    // Found by its CRM id too, with the same token.
    expect((await t().app.inject({ method: 'GET', url: `/api/leads/local-${lead.id}/salesforce_data${q(lead)}` })).json().data.id).toBe(
      lead.id,
    );
    expect((await t().app.inject({ method: 'GET', url: `/api/leads/local-${lead.id}/salesforce_data` })).statusCode).toBe(404);
  });

  it('initialises a cancellation once', async () => {
    const lead = await newLead();
    const first = await t().app.inject({ method: 'PUT', url: `/api/leads/${lead.id}/initialize_cancellation${q(lead)}` });
    expect(first.json().data).toMatchObject({ cancellation_status: 'requested', status: 'cancellation_requested' });
    await t().app.inject({ method: 'PUT', url: `/api/leads/${lead.id}/initialize_cancellation${q(lead)}` });
    const rows = await t().database.db.selectFrom('crm_outbox').select('operation').where('lead_id', '=', lead.id).execute();
    expect(rows.map((r) => r.operation).sort()).toEqual(['cancel_lead', 'upsert_lead']);
    expect((await t().app.inject({ method: 'PUT', url: '/api/leads/nope/initialize_cancellation' })).json().error).toMatchObject({
      code: 'lead_not_found',
      field: 'id',
    });
  });

  it("creates a deposit payment for a lead; only the vendor's signed confirmation marks it authorized", async () => {
    const lead = await newLead();
    const payload = {
      payment_intent: {
        salesforce_lead_id: lead.id,
        access_token: lead.access_token,
        ...testPayment(t().vehicleIds[1]),
      },
    };
    const res = await t().app.inject({ method: 'POST', url: '/api/stripe/create_payment_intent', payload });
    expect(res.statusCode).toBe(201);
    const intent = res.json().data;
    expect(intent).toMatchObject({ vendor_type: 'LOCAL_TEST', status: 'pending', lead_id: lead.id });
    expect((await t().app.inject({ method: 'POST', url: '/api/stripe/create_payment_intent', payload })).json().error.code).toBe(
      'payment_already_created',
    );
    const paid = await t().app.inject({
      method: 'POST',
      url: '/buy_online/local_test/pay',
      payload: { reference: intent.id, card_number: LOCAL_TEST_CARDS.success },
    });
    expect(paid.statusCode).toBe(200);
    const view = (await t().app.inject({ method: 'GET', url: `/api/leads/${lead.id}/salesforce_data${q(lead)}` })).json().data;
    expect(view).toMatchObject({ payment_status: 'authorized', payment_reference: intent.id });
  });

  it('hands the access token out once and keeps only its hash', async () => {
    const lead = await newLead();
    expect(lead.access_token).toMatch(/^[\w-]{43}$/);
    const row = await t().database.db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(lead.access_token);
    const view = (await t().app.inject({ method: 'GET', url: `/api/leads/${lead.id}/salesforce_data${q(lead)}` })).json().data;
    expect(view).not.toHaveProperty('access_token');
    expect(JSON.stringify(view)).not.toContain(row.access_token_hash);
    // Every lead has its own.
    expect((await newLead()).access_token).not.toBe(lead.access_token);
  });

  it('answers a missing or wrong token exactly like an unknown lead, and changes nothing', async () => {
    const lead = await newLead();
    const other = await newLead();
    const unknown = await t().app.inject({
      method: 'GET',
      url: `/api/leads/00000000-0000-4000-8000-000000000000/salesforce_data${q(lead)}`,
    });
    for (const suffix of ['', '?token=', `?token=${other.access_token}`, `?token=${lead.access_token.slice(0, -1)}x`]) {
      for (const [method, path] of [
        ['GET', 'salesforce_data'],
        ['PUT', 'initialize_cancellation'],
      ] as const) {
        const res = await t().app.inject({ method, url: `/api/leads/${lead.id}/${path}${suffix}` });
        expect(res.statusCode, `${method} ${path}${suffix}`).toBe(404);
        expect(res.json().error).toMatchObject({ code: 'lead_not_found', field: 'id' });
        expect(Object.keys(res.json().error).sort()).toEqual(Object.keys(unknown.json().error).sort());
      }
    }
    const row = await t()
      .database.db.selectFrom('leads')
      .select(['status', 'cancellation_status'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', cancellation_status: null });
    expect((await t().app.inject({ method: 'GET', url: `/api/leads/${lead.id}/salesforce_data${q(lead)}` })).statusCode).toBe(200);
  });

  it("needs the lead's token to attach a payment to it", async () => {
    const lead = await newLead();
    const other = await newLead();
    const intent = (access_token?: string) => ({
      payment_intent: {
        salesforce_lead_id: lead.id,
        ...(access_token === undefined ? {} : { access_token }),
        ...testPayment(t().vehicleIds[1]),
      },
    });
    const post = (payload: object) => t().app.inject({ method: 'POST', url: '/api/stripe/create_payment_intent', payload });
    const missing = await post(intent());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'invalid_request', field: 'payment_intent.access_token' });
    const wrong = await post(intent(other.access_token));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toMatchObject({ code: 'lead_not_found', field: 'payment_intent.salesforce_lead_id' });
    const row = await t().database.db.selectFrom('leads').select('payment_reference').where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(row.payment_reference).toBeNull();
    expect((await post(intent(lead.access_token))).statusCode).toBe(201);
  });

  it('answers 400 with the field for bad bodies', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/leads', {}, 'lead'],
      ['POST', '/api/leads', { lead: {} }, 'lead'],
      ['POST', '/api/leads', { lead: { email: 'not-an-email' } }, 'lead.email'],
      [
        'POST',
        '/api/stripe/create_payment_intent',
        { payment_intent: { salesforce_lead_id: 'x', access_token: 't', amount: -1, currency: 'USD', vehicle_id: 1, company_uuid: 'c' } },
        'payment_intent.amount',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t().app.inject({ method: method as 'POST', url, payload: payload as object });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_request', field });
    }
  });
});
