/**
 * Leads: stored with their CRM outbox row in one transaction, so a lead is never lost between us and
 * Salesforce. Each lead gets an access token (../auth/secret-tokens.ts) returned once at creation; only its
 * hash is stored. Cancelling a lead cancels its orders and gives their cars back in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { enqueueCrm } from '../adapters/crm/index.js';
import type { Database, LeadRow, LeadsTable } from '../db/schema.js';
import { cancelOrdersOfLead, type CancelledOrder } from '../orders/cancel-orders.js';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.js';
import { sealAccessToken } from './lead-idempotency.js';
import type { LeadView } from '../../domain/contracts/leads.js';

/**
 * A lead as it is first stored, from the visitor's leads route or a form's CRM lead
 * (server/forms/lead-submission.ts): new, not yet in the CRM, nothing paid or cancelled. The access
 * token and idempotency columns are each caller's own.
 */
export function newLeadColumns(id: string, attributes: unknown, stamp: string) {
  return {
    id,
    salesforce_id: null,
    status: 'new',
    attributes: JSON.stringify(attributes),
    payment_status: null,
    payment_reference: null,
    cancellation_status: null,
    created_at: stamp,
    updated_at: stamp,
  } satisfies Partial<Insertable<LeadsTable>>;
}

/** A new lead with its access token: the only moment the token exists outside the visitor's hands. */
export type CreatedLead = LeadRow & { accessToken: string };

export async function createLead(db: Kysely<Database>, attributes: Record<string, unknown>, now: number): Promise<CreatedLead> {
  const created = await insertLead(db, attributes, now, null);
  if (!created) throw new Error('A lead without an idempotency key cannot conflict');
  return created;
}

/** What POST /api/leads stores about its Idempotency-Key (lead-idempotency.ts). */
export interface LeadIdempotency {
  key: string;
  keyHash: string;
  requestHash: string;
}

/**
 * Like createLead, under an idempotency key: null when another request with the same key stored its
 * lead first (also one racing this one: the unique index decides, and the loser queues nothing).
 */
export async function createLeadOnce(
  db: Kysely<Database>,
  attributes: Record<string, unknown>,
  now: number,
  idempotency: LeadIdempotency,
): Promise<CreatedLead | null> {
  return insertLead(db, attributes, now, idempotency);
}

async function insertLead(
  db: Kysely<Database>,
  attributes: Record<string, unknown>,
  now: number,
  idempotency: LeadIdempotency | null,
): Promise<CreatedLead | null> {
  const id = randomUUID();
  const accessToken = newSecretToken();
  const stamp = new Date(now).toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('leads')
      .values({
        ...newLeadColumns(id, attributes, stamp),
        access_token_hash: hashSecretToken(accessToken),
        idempotency_key_hash: idempotency?.keyHash ?? null,
        request_hash: idempotency?.requestHash ?? null,
        access_token_sealed: idempotency ? sealAccessToken(accessToken, idempotency.key, id) : null,
      })
      // Only the idempotency key can collide (the id is a fresh UUID): the first request's lead stands.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await enqueueCrm(trx, id, 'upsert_lead', { lead_id: id, salesforce_id: null, attributes, payment_status: null }, now);
    return row;
  });
  return row ? { ...row, accessToken } : null;
}

export async function findLeadByIdempotencyKey(db: Kysely<Database>, keyHash: string): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('idempotency_key_hash', '=', keyHash).executeTakeFirst();
}

export async function findLead(db: Kysely<Database>, idOrSalesforceId: string): Promise<LeadRow | undefined> {
  return db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSalesforceId), eb('salesforce_id', '=', idOrSalesforceId)]))
    .executeTakeFirst();
}

/**
 * Records the deposit payment started for a lead. False when the lead already has one (a concurrent
 * request attached its payment first): a lead never holds two deposits.
 */
export async function attachPayment(
  db: Kysely<Database>,
  leadId: string,
  payment: { reference: string; status: string },
  now: number,
): Promise<boolean> {
  const attached = await db
    .updateTable('leads')
    .set({ payment_reference: payment.reference, payment_status: payment.status, updated_at: new Date(now).toISOString() })
    .where('id', '=', leadId)
    .where('payment_reference', 'is', null)
    .executeTakeFirst();
  return Number(attached.numUpdatedRows) > 0;
}

export interface CancellationResult {
  lead: LeadRow;
  /** Orders cancelled by this request (none on a repeated request). */
  orders: CancelledOrder[];
}

/**
 * Idempotent: a second request finds the cancellation already requested and queues nothing, and
 * finds the lead's orders already cancelled. The lead, its CRM row and its orders (car back in stock,
 * soft lock released) change in one transaction. Voiding a held deposit is the caller's, after commit.
 */
export async function requestCancellation(db: Kysely<Database>, lead: LeadRow, now: number): Promise<CancellationResult> {
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
    // Also on a repeated request: an order confirmed after the first one is cancelled too.
    const orders = await cancelOrdersOfLead(trx, lead.id, now);
    return { lead: await trx.selectFrom('leads').selectAll().where('id', '=', lead.id).executeTakeFirstOrThrow(), orders };
  });
}

/** The lead with its CRM delivery state (latest outbox row), as GET /api/leads/:id/salesforce_data shows it. */
export async function leadView(db: Kysely<Database>, lead: LeadRow): Promise<LeadView> {
  const outbox = await db
    .selectFrom('crm_outbox')
    .select(['operation', 'state', 'attempts', 'last_error', 'next_attempt_at', 'updated_at'])
    .where('lead_id', '=', lead.id)
    .orderBy('id', 'desc')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['order_number', 'vehicle_id', 'payment_status', 'confirmed_at', 'cancelled_at'])
    .where('rdx_forms_lead_id', '=', lead.id)
    .orderBy('id')
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
    orders: orders.map((order) => ({ ...order, cancelled: order.cancelled_at !== null })),
  };
}
