/**
 * Reading and removing form leads (admin only): the list with its date filter and sort, one lead
 * with where it has gone (CRM outbox row, the two e-mails), a retry of a failed CRM delivery, and
 * deletion that takes the personal data out of every copy — the lead, the CRM lead's attributes,
 * the outbox payloads and the e-mails.
 */
import type { Kysely } from 'kysely';
import type { FormLead, LeadIntegrationState, LeadPayload } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import type { Database, FormLeadRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { searchCondition } from './lead-search.js';
import { deleteExportsHoldingLead } from './lead-export-store.js';

export function leadView(row: FormLeadRow): FormLead {
  return {
    id: row.id,
    form_id: row.form_id,
    language: row.language as Language,
    values: JSON.parse(row.field_values) as LeadPayload,
    created_at: row.created_at,
  };
}

export async function leadOr404(db: Kysely<Database>, formId: number, leadId: number): Promise<FormLeadRow> {
  const row = await db.selectFrom('form_leads').selectAll().where('id', '=', leadId).where('form_id', '=', formId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'lead_not_found', `No lead ${leadId} in form ${formId}`, 'leadId');
  return row;
}

export interface LeadListQuery {
  page: number;
  items: number;
  /** ISO-8601 bounds, inclusive. */
  createdFrom?: string;
  createdTo?: string;
  /** Folded text to find in the lead's values (./lead-search.ts `foldQuery`); empty = every lead. */
  search?: string;
  /** Oldest first (`created_at`) or newest first (`-created_at`). */
  descending: boolean;
}

/** A date filter bound as stored text: a bare date means the whole day (`lteq` 2030-01-31 includes that day). */
export function boundOf(value: string, end: 'from' | 'to'): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end === 'from' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`;
  return new Date(value).toISOString();
}

function filtered(db: Kysely<Database>, formId: number, query: Pick<LeadListQuery, 'createdFrom' | 'createdTo' | 'search'>) {
  let select = db.selectFrom('form_leads').where('form_id', '=', formId);
  if (query.createdFrom) select = select.where('created_at', '>=', query.createdFrom);
  if (query.createdTo) select = select.where('created_at', '<=', query.createdTo);
  if (query.search) select = select.where(searchCondition(query.search));
  return select;
}

export async function listLeads(db: Kysely<Database>, formId: number, query: LeadListQuery) {
  const base = filtered(db, formId, query);
  const { total } = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', query.descending ? 'desc' : 'asc')
    .orderBy('id', query.descending ? 'desc' : 'asc')
    .limit(query.items)
    .offset((query.page - 1) * query.items)
    .execute();
  const count = Number(total);
  return { items: rows.map(leadView), meta: { page: query.page, items: query.items, total: count, pages: Math.ceil(count / query.items) } };
}

export async function leadIntegrations(db: Kysely<Database>, row: FormLeadRow): Promise<LeadIntegrationState[]> {
  const states: LeadIntegrationState[] = [];
  if (row.crm_lead_id) {
    const outbox = await db.selectFrom('crm_outbox').selectAll().where('lead_id', '=', row.crm_lead_id).orderBy('id').execute();
    for (const entry of outbox) {
      states.push({
        id: entry.id,
        integration: 'crm',
        state: entry.state === 'sent' ? 'delivered' : entry.state === 'failed' ? 'failed' : 'pending',
        attempts: entry.attempts,
        last_error: entry.last_error,
        next_attempt_at: new Date(Number(entry.next_attempt_at)).toISOString(),
        updated_at: entry.updated_at,
      });
    }
  }
  const emails: [LeadIntegrationState['integration'], number | null][] = [
    ['notification_email', row.notification_email_id],
    ['confirmation_email', row.confirmation_email_id],
  ];
  for (const [integration, id] of emails) {
    if (id === null) continue;
    const mail = await db
      .selectFrom('email_outbox')
      .select(['id', 'state', 'attempts', 'last_error', 'next_attempt_at', 'created_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!mail) continue;
    // The e-mail outbox worker's bookkeeping (server/adapters/email/delivery.ts), as the CRM's above.
    const due = Number(mail.next_attempt_at);
    states.push({
      id: mail.id,
      integration,
      state: mail.state === 'sent' ? 'delivered' : mail.state === 'failed' ? 'failed' : 'pending',
      attempts: mail.attempts,
      last_error: mail.last_error,
      next_attempt_at: due > 0 ? new Date(due).toISOString() : mail.created_at,
      updated_at: mail.updated_at ?? mail.created_at,
    });
  }
  return states;
}

/**
 * Puts the lead's failed CRM deliveries back in the queue, due now (an admin's "retry"). The
 * attempt count stays: the history shows every try, and a row that fails again is failed again.
 * 409 `nothing_to_fix` when no delivery of the lead has failed.
 */
export async function retryFailedDeliveries(db: Kysely<Database>, row: FormLeadRow, now: number, integrationId?: number): Promise<void> {
  if (!row.crm_lead_id) throw new ApiFailure(409, 'nothing_to_fix', 'This lead has no failed delivery');
  let update = db
    .updateTable('crm_outbox')
    .set({ state: 'pending', next_attempt_at: now, updated_at: new Date(now).toISOString() })
    .where('lead_id', '=', row.crm_lead_id)
    .where('state', '=', 'failed');
  if (integrationId !== undefined) update = update.where('id', '=', integrationId);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new ApiFailure(
      409,
      'nothing_to_fix',
      'This lead has no failed delivery',
      integrationId !== undefined ? 'integration_id' : undefined,
    );
}

export const ERASED = '[deleted]';

/**
 * Deletes a lead and its personal data everywhere, in one transaction: the form lead row; the CRM
 * lead's attributes; undelivered outbox rows (they would carry the data out after the deletion);
 * the payloads of delivered or failed ones (kept, emptied, as the delivery history); the e-mails'
 * recipient and text.
 */
export async function deleteLead(db: Kysely<Database>, row: FormLeadRow, now: number): Promise<void> {
  const stamp = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('form_leads').where('id', '=', row.id).execute();
    if (row.crm_lead_id) {
      const leadId = row.crm_lead_id;
      await trx.deleteFrom('crm_outbox').where('lead_id', '=', leadId).where('state', '=', 'pending').execute();
      const kept = await trx.selectFrom('crm_outbox').select(['id', 'payload']).where('lead_id', '=', leadId).execute();
      for (const entry of kept) {
        const payload = JSON.parse(entry.payload) as Record<string, unknown>;
        await trx
          .updateTable('crm_outbox')
          .set({ payload: JSON.stringify({ ...payload, attributes: {} }), updated_at: stamp })
          .where('id', '=', entry.id)
          .execute();
      }
      await trx.updateTable('leads').set({ attributes: '{}', updated_at: stamp }).where('id', '=', leadId).execute();
    }
    const mails = [row.notification_email_id, row.confirmation_email_id].filter((id): id is number => id !== null);
    if (mails.length > 0) {
      await trx.deleteFrom('email_outbox').where('id', 'in', mails).where('state', '=', 'pending').execute();
      await trx.updateTable('email_outbox').set({ to: ERASED, subject: ERASED, body: ERASED }).where('id', 'in', mails).execute();
      // The local mail catcher's copies (no SMTP_URL) hold the same personal data.
      await trx.deleteFrom('caught_emails').where('outbox_id', 'in', mails).execute();
    }
    // Exports are copies of leads: those that may hold this one go in the same commit.
    await deleteExportsHoldingLead(trx, row.form_id, row.id);
  });
  // Again once the deletion is visible: a job recorded while the transaction ran could still read
  // the lead; one recorded from now on cannot (docs/forms.md, "Exports").
  await deleteExportsHoldingLead(db, row.form_id, row.id);
}
