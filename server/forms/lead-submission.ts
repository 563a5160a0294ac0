/**
 * POST /forms/{id}/leads: a visitor's submission checked against the form's fields (domain/forms),
 * reCAPTCHA when configured, then stored in ONE transaction with everything that delivers it —
 * the CRM lead and its `crm_outbox` row, the retailer notification and the visitor confirmation in
 * `email_outbox`. Nothing is sent inline: the outbox workers deliver after the commit, so a crash
 * right after the commit leaves the lead queued, and a crash before it leaves nothing half-done.
 * With an Idempotency-Key, the same key and body store one lead (the unique index decides a race).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FormDefinition, FormIntegrations, FormSettingsMap, LeadPayload, LeadSubmission } from '../../domain/contracts/forms.js';
import { checkLead, firstErrorKey } from '../../domain/forms/validate-lead.js';
import { isLanguage, type Language } from '../../domain/languages.js';
import { enqueueCrm } from '../adapters/crm/index.js';
import { enqueueEmail } from '../adapters/email/outbox.js';
import type { RecaptchaVerifier } from '../adapters/recaptcha/index.js';
import type { Database, FormLeadRow, FormRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { hashIdempotencyKey, hashRequestBody } from '../leads/lead-idempotency.js';
import { newLeadColumns } from '../leads/leads-repository.js';
import { crmAttributes } from './crm-attributes.js';
import { searchTextOf } from './lead-search.js';
import { leadRetailer, withRetailerOptions } from './retailer-options.js';
import { checkOpeningHours } from './opening-hours-check.js';
import { formView, integrationsOf, settingsOf } from './forms-repository.js';
import { confirmationEmail, notificationEmail, visitorEmail } from './lead-emails.js';
import { retailerEmail } from './locations-repository.js';

export interface SubmissionDeps {
  db: Kysely<Database>;
  now: () => number;
  recaptcha: RecaptchaVerifier;
}

export interface SubmissionContext {
  idempotencyKey?: string;
  remoteIp?: string;
}

export const RECAPTCHA_FIELD = 'g-recaptcha-response';

function validationFailure(form: ReturnType<typeof formView>, errors: ReturnType<typeof checkLead>['errors']): ApiFailure {
  const first = firstErrorKey(form, errors) ?? Object.keys(errors)[0] ?? '';
  return new ApiFailure(422, 'validation_failed', 'Some fields are not valid', `payload.${first}`, { fields: errors });
}

async function checkRecaptcha(form: FormRow, body: LeadSubmission, deps: SubmissionDeps, remoteIp?: string): Promise<void> {
  if (Number(form.recaptcha) !== 1 || !deps.recaptcha.configured) return;
  const token = body[RECAPTCHA_FIELD];
  if (!token) throw new ApiFailure(400, 'recaptcha_required', 'This form needs a reCAPTCHA token', RECAPTCHA_FIELD);
  const verdict = await deps.recaptcha.verify(token, remoteIp);
  if (!verdict.ok) throw new ApiFailure(400, 'recaptcha_failed', 'The reCAPTCHA check failed: try again', RECAPTCHA_FIELD);
}

interface Stored {
  row: FormLeadRow;
}

async function store(
  deps: SubmissionDeps,
  form: FormRow,
  definition: FormDefinition,
  values: LeadPayload,
  language: Language,
  idempotency: { keyHash: string; requestHash: string } | null,
): Promise<Stored | null> {
  const settings: FormSettingsMap = settingsOf(form);
  const integrations: FormIntegrations = integrationsOf(form);
  const now = deps.now();
  const stamp = new Date(now).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('form_leads')
      .values({
        form_id: form.id,
        language,
        field_values: JSON.stringify(values),
        crm_lead_id: null,
        notification_email_id: null,
        confirmation_email_id: null,
        idempotency_key_hash: idempotency?.keyHash ?? null,
        request_hash: idempotency?.requestHash ?? null,
        created_at: stamp,
        search_text: searchTextOf(values),
      })
      // Only the idempotency key can collide: the first request's lead stands, this one stores nothing.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return null;

    let crmLeadId: string | null = null;
    if (integrations.crm.enabled) {
      crmLeadId = randomUUID();
      const attributes = crmAttributes(definition, integrations, values, inserted.id);
      await trx
        .insertInto('leads')
        .values({
          ...newLeadColumns(crmLeadId, attributes, stamp),
          access_token_hash: null,
          idempotency_key_hash: null,
          request_hash: null,
          access_token_sealed: null,
        })
        .execute();
      await enqueueCrm(trx, crmLeadId, 'upsert_lead', { lead_id: crmLeadId, salesforce_id: null, attributes, payment_status: null }, now);
    }

    let notificationId: number | null = null;
    if (settings.notifications.enabled) {
      const retailer = settings.notifications.notify_retailer ? await retailerEmail(trx, leadRetailer(definition.fields, values)) : null;
      const recipients = [...new Set([...(retailer ? [retailer] : []), ...settings.notifications.recipients])];
      if (recipients.length > 0) {
        notificationId = await enqueueEmail(
          trx,
          notificationEmail(recipients.join(', '), settings.notifications, definition, values, inserted.id),
          now,
        );
      }
    }
    let confirmationId: number | null = null;
    const visitor = visitorEmail(definition.fields, values);
    if (settings.confirmations.enabled && visitor) {
      confirmationId = await enqueueEmail(
        trx,
        confirmationEmail(visitor, settings.confirmations, definition.fields, values, language),
        now,
      );
    }

    const row = await trx
      .updateTable('form_leads')
      .set({ crm_lead_id: crmLeadId, notification_email_id: notificationId, confirmation_email_id: confirmationId })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row };
  });
}

async function findByKey(db: Kysely<Database>, keyHash: string): Promise<FormLeadRow | undefined> {
  return db.selectFrom('form_leads').selectAll().where('idempotency_key_hash', '=', keyHash).executeTakeFirst();
}

function replay(row: FormLeadRow, requestHash: string): FormLeadRow {
  if (row.request_hash !== requestHash)
    throw new ApiFailure(409, 'idempotency_key_reused', 'This idempotency key was used for another lead', 'idempotency_key');
  return row;
}

/** Stores the lead (or finds the one this Idempotency-Key already stored): `replayed` says which. */
export async function submitLead(
  deps: SubmissionDeps,
  form: FormRow,
  body: LeadSubmission,
  context: SubmissionContext = {},
): Promise<{ row: FormLeadRow; replayed: boolean }> {
  const language: Language = isLanguage(body.language) ? body.language : (form.language as Language);
  // The token changes on every try; the key and the visitor's answers are what make it "the same lead".
  const idempotency = context.idempotencyKey
    ? {
        keyHash: hashIdempotencyKey(`form:${context.idempotencyKey}`),
        requestHash: hashRequestBody({ form_id: form.id, payload: body.payload, language }),
      }
    : null;
  if (idempotency) {
    const existing = await findByKey(deps.db, idempotency.keyHash);
    if (existing) return { row: replay(existing, idempotency.requestHash), replayed: true };
  }

  // Retailer-list fields take the retailers as they are now: a lead names one of today's dealer codes.
  const definition = await withRetailerOptions(deps.db, formView(form));
  const { errors, values } = checkLead(definition, body.payload, language);
  if (Object.keys(errors).length > 0) throw validationFailure(definition, errors);
  await checkOpeningHours(deps.db, definition, values, language, deps.now());
  await checkRecaptcha(form, body, deps, context.remoteIp);

  const stored = await store(deps, form, definition, values, language, idempotency);
  if (stored) return { row: stored.row, replayed: false };
  // A request with the same key stored its lead while this one was on its way.
  const twin = idempotency ? await findByKey(deps.db, idempotency.keyHash) : undefined;
  if (!twin || !idempotency) throw new Error('A form lead conflicted on its idempotency key but cannot be found');
  return { row: replay(twin, idempotency.requestHash), replayed: true };
}
