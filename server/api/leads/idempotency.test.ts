/**
 * POST /api/leads with an Idempotency-Key: a retry after a lost answer gets the same lead and the
 * same access token (which still works), racing duplicates store one lead, the key with another body
 * is refused, and neither the key nor the token is readable in the database.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { buildLeadsTestApp } from '../../testing/leads-test-app.js';
import { testDialects } from '../../db/test-db.js';
import { hashIdempotencyKey, hashRequestBody } from '../../leads/lead-idempotency.js';
import { createLeadOnce } from '../../leads/leads-repository.js';

describe.each(testDialects())('idempotent leads (%s)', (dialect) => {
  let counter = 0;

  const t = suiteFixture(() => buildLeadsTestApp(dialect));

  const freshKey = () => `test-key-${dialect}-${(counter += 1)}-${'x'.repeat(8)}`;
  const post = (key: string | undefined, lead: Record<string, unknown>) =>
    t().app.inject({ method: 'POST', url: '/api/leads', headers: key ? { 'idempotency-key': key } : {}, payload: { lead } });
  const leadsWithEmail = async (email: string) =>
    (await t().database.db.selectFrom('leads').selectAll().execute()).filter((row) => JSON.parse(row.attributes).email === email);
  const crmRowsOf = (leadId: string) => t().database.db.selectFrom('crm_outbox').selectAll().where('lead_id', '=', leadId).execute();

  it('answers a retry with the same status, lead and working access token, and stores one lead', async () => {
    const key = freshKey();
    const lead = { first_name: 'Rawa', email: 'retry@example.com', vehicle_id: 7 };
    const first = await post(key, lead);
    const retry = await post(key, { vehicle_id: 7, email: 'retry@example.com', first_name: 'Rawa' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const { id, access_token: token } = first.json().data as { id: string; access_token: string };
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(await leadsWithEmail('retry@example.com')).toHaveLength(1);
    expect(await crmRowsOf(id)).toHaveLength(1);
    const read = await t().app.inject({ method: 'GET', url: `/api/leads/${id}/salesforce_data?token=${encodeURIComponent(token)}` });
    expect(read.statusCode).toBe(200);
  });

  it('refuses the same key with another body in the error shape, and stores nothing for it', async () => {
    const key = freshKey();
    expect((await post(key, { first_name: 'Dara', email: 'first@example.com' })).statusCode).toBe(201);
    const other = await post(key, { first_name: 'Dara', email: 'second@example.com' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: { code: 'idempotency_key_reused', message: expect.any(String), field: 'idempotency_key' },
    });
    expect(await leadsWithEmail('second@example.com')).toHaveLength(0);
  });

  it('stores one lead for concurrent requests with one key, and all of them get it', async () => {
    const key = freshKey();
    const lead = { first_name: 'Hemin', email: 'race@example.com' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(key, lead)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const bodies = answers.map((a) => a.json().data as { id: string; access_token: string });
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.access_token)).size).toBe(1);
    expect(await leadsWithEmail('race@example.com')).toHaveLength(1);
    expect(await crmRowsOf(bodies[0]!.id)).toHaveLength(1);
  });

  it('lets exactly one of two racing inserts with one key win; the loser queues nothing', async () => {
    const key = freshKey();
    const idempotency = { key, keyHash: hashIdempotencyKey(key), requestHash: hashRequestBody({ lead: { a: 1 } }) };
    const results = await Promise.all([
      createLeadOnce(t().database.db, { email: 'insert-race@example.com' }, Date.now(), idempotency),
      createLeadOnce(t().database.db, { email: 'insert-race@example.com' }, Date.now(), idempotency),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const rows = await leadsWithEmail('insert-race@example.com');
    expect(rows).toHaveLength(1);
    expect(await crmRowsOf(rows[0]!.id)).toHaveLength(1);
  });

  it('keeps neither the key nor the token readable in the database', async () => {
    const key = freshKey();
    const answer = (await post(key, { email: 'sealed@example.com' })).json().data as { id: string; access_token: string };
    const [row] = await leadsWithEmail('sealed@example.com');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(answer.access_token);
    expect(row?.access_token_sealed).toBeTruthy();
  });

  it('refuses a short key (it guards the token) and makes a new lead per request without a key', async () => {
    const short = await post('short-key', { email: 'short@example.com' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBeTypeOf('string');
    expect((await post(undefined, { email: 'nokey@example.com' })).statusCode).toBe(201);
    expect((await post(undefined, { email: 'nokey@example.com' })).statusCode).toBe(201);
    expect(await leadsWithEmail('nokey@example.com')).toHaveLength(2);
  });
});
