/**
 * A lead holds one deposit payment (docs/buy-online.md, "Leads and verification"): attachPayment
 * records the first one and refuses a second, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { attachPayment, createLead, findLead } from './leads-repository.js';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe.each(testDialects())('attachPayment on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openMigratedTestDatabase(dialect);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('records the first payment of a lead and refuses a second', async () => {
    const lead = await createLead(t.db, { first_name: 'Aram' }, NOW);
    expect(await attachPayment(t.db, lead.id, { reference: 'pi_first', status: 'requires_payment_method' }, NOW + 1000)).toBe(true);
    expect(await attachPayment(t.db, lead.id, { reference: 'pi_second', status: 'requires_payment_method' }, NOW + 2000)).toBe(false);
    const stored = await findLead(t.db, lead.id);
    expect(stored).toMatchObject({
      payment_reference: 'pi_first',
      payment_status: 'requires_payment_method',
      updated_at: new Date(NOW + 1000).toISOString(),
    });
  });

  it('attaches nothing to a lead that does not exist', async () => {
    expect(await attachPayment(t.db, 'no-such-lead', { reference: 'pi_x', status: 'pending' }, NOW)).toBe(false);
  });
});
