/** The CRM outbox: delivery, exponential backoff, the final failed state, and the CRM id landing on the lead. */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { createLead, requestCancellation } from '../../leads/leads-repository.js';
import { createLocalCrm } from './local.js';
import { backoffMs, processCrmOutbox, type OutboxPolicy } from './outbox.js';
import type { Crm } from './types.js';

const policy: OutboxPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000, leaseMs: 500 };

/** Fails the first `failures` deliveries, then works like the local CRM. */
function flakyCrm(failures: number): Crm & { calls: number } {
  const local = createLocalCrm();
  const crm = {
    name: 'flaky',
    calls: 0,
    async deliver(...args: Parameters<Crm['deliver']>) {
      crm.calls += 1;
      if (crm.calls <= failures) throw new Error(`CRM down (${crm.calls})`);
      return local.deliver(...args);
    },
  };
  return crm;
}

it('backs off exponentially, capped', () => {
  expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, policy))).toEqual([1000, 2000, 4000, 8000, 60_000]);
});

describe.each(testDialects())('CRM outbox (%s)', (dialect) => {
  const t0 = Date.parse('2030-01-01T00:00:00Z');

  const database = suiteFixture(() => openMigratedTestDatabase(dialect));

  const outboxOf = (leadId: string) =>
    database().db.selectFrom('crm_outbox').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();

  it('retries a failing delivery with backoff, then delivers and stores the CRM id', async () => {
    const lead = await createLead(database().db, { email: 'a@example.com', last_name: 'Ahmed' }, t0);
    const crm = flakyCrm(2);
    expect(await processCrmOutbox(database().db, crm, { now: t0, policy })).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outboxOf(lead.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'CRM down (1)' });
    expect(Number(row!.next_attempt_at)).toBe(t0 + 1000);

    // Not due yet: nothing happens.
    expect(await processCrmOutbox(database().db, crm, { now: t0 + 999, policy })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await processCrmOutbox(database().db, crm, { now: t0 + 1000, policy })).toEqual({ sent: 0, retried: 1, failed: 0 });
    [row] = await outboxOf(lead.id);
    expect(Number(row!.next_attempt_at)).toBe(t0 + 1000 + 2000);
    expect(await processCrmOutbox(database().db, crm, { now: t0 + 3000, policy })).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await outboxOf(lead.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    const stored = await database().db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ salesforce_id: `local-${lead.id}`, status: 'synced' });
  });

  it('gives up after the last attempt and keeps the row visible as failed', async () => {
    const lead = await createLead(database().db, { email: 'b@example.com' }, t0);
    const crm = flakyCrm(100);
    let now = t0;
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      runs.push(await processCrmOutbox(database().db, crm, { now, policy }));
      now += 60_000;
    }
    expect(runs.map((r) => (r.failed ? 'failed' : r.retried ? 'retried' : 'idle'))).toEqual(['retried', 'retried', 'failed']);
    const [row] = await outboxOf(lead.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, last_error: 'CRM down (3)' });
    expect(await processCrmOutbox(database().db, crm, { now: now + 1e9, policy })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends a cancellation after the lead itself, with its CRM id', async () => {
    const lead = await createLead(database().db, { email: 'c@example.com' }, t0);
    await requestCancellation(database().db, lead, t0);
    await requestCancellation(database().db, lead, t0); // idempotent: one outbox row
    const rows = await outboxOf(lead.id);
    expect(rows.map((r) => r.operation)).toEqual(['upsert_lead', 'cancel_lead']);
    // Far in the future so the earlier tests' rows are due too; only this lead's rows are checked.
    await processCrmOutbox(database().db, createLocalCrm(), { now: t0 + 1e9, policy, batch: 100 });
    expect((await outboxOf(lead.id)).map((r) => r.state)).toEqual(['sent', 'sent']);
    const stored = await database().db.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored.cancellation_status).toBe('sent');
  });
});
