/** Leads: stored with their CRM outbox row in one transaction, so a lead is never lost between us and Salesforce. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enqueueCrm } from '../../adapters/crm/index.js';
import type { Database, LeadRow } from '../../db/schema.js';

export async function createLead(db: Kysely<Database>, attributes: Record<string, unknown>, now: number): Promise<LeadRow> {
  const id = randomUUID();
  const stamp = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('leads')
      .values({
        id,
        salesforce_id: null,
        status: 'new',
        attributes: JSON.stringify(attributes),
        payment_status: null,
        payment_reference: null,
        cancellation_status: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueCrm(trx, id, 'upsert_lead', { lead_id: id, salesforce_id: null, attributes, payment_status: null }, now);
    return row;
  });
}

export async function findLead(db: Kysely<Database>, idOrSalesforceId: string): Promise<LeadRow | undefined> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSalesforceId), eb('salesforce_id', '=', idOrSalesforceId)]))
    .executeTakeFirst();
}

/** Idempotent: a second request finds the cancellation already requested and queues nothing. */
export async function requestCancellation(db: Kysely<Database>, lead: LeadRow, now: number): Promise<LeadRow> {
  const stamp = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('leads')
      .set({ cancellation_status: 'requested', status: 'cancellation_requested', updated_at: stamp })
      .where('id', '=', lead.id)
      .where('cancellation_status', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 1) {
      const attributes = JSON.parse(lead.attributes) as Record<string, unknown>;
      await enqueueCrm(
        trx,
        lead.id,
        'cancel_lead',
        { lead_id: lead.id, salesforce_id: lead.salesforce_id, attributes, payment_status: lead.payment_status },
        now,
      );
    }
    return trx.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow();
  });
}

/** The lead with its CRM delivery state (latest outbox row), as GET /api/leads/:id/salesforce_data shows it. */
export async function leadView(db: Kysely<Database>, lead: LeadRow) {
  const outbox = await db
    .selectFrom('crm_outbox')
    .select(['operation', 'state', 'attempts', 'last_error', 'next_attempt_at', 'updated_at'])
    .where('lead_id', '=', lead.id)
    .orderBy('id', 'desc')
    .execute();
  return {
    id: lead.id,
    salesforce_id: lead.salesforce_id,
    status: lead.status,
    payment_status: lead.payment_status,
    payment_reference: lead.payment_reference,
    cancellation_status: lead.cancellation_status,
    attributes: JSON.parse(lead.attributes) as Record<string, unknown>,
    created_at: lead.created_at,
    crm: outbox.map((row) => ({ ...row, next_attempt_at: new Date(Number(row.next_attempt_at)).toISOString() })),
  };
}
