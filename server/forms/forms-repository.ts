/**
 * Forms in the database: a form is one row whose fields, settings and integrations are JSON text,
 * read and written whole. Definitions are checked (domain/forms checkFormFields) before they are
 * stored, so every stored form is one the rules engine can validate leads against.
 */
import type { Kysely } from 'kysely';
import type {
  FormDefinition,
  FormExportDocument,
  FormInput,
  FormIntegrations,
  FormKind,
  FormSettingsKind,
  FormSettingsMap,
  FormStatus,
} from '../../domain/contracts/forms.js';
import { checkFormFields } from '../../domain/forms/definition.js';
import type { Language } from '../../domain/languages.js';
import type { Database, FormRow } from '../db/schema.js';
import { safeHref } from '../../domain/safe-url.js';
import { ApiFailure } from '../failure.js';
import { assertStoredUrl } from '../http/stored-url.js';
import { defaultIntegrations, defaultSettings } from '../../domain/forms/default-settings.js';
import { storedFields } from './retailer-options.js';

export function formView(row: FormRow): FormDefinition {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as FormKind,
    language: row.language as Language,
    status: row.status as FormStatus,
    fields: JSON.parse(row.fields) as FormDefinition['fields'],
    recaptcha: Number(row.recaptcha) === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function settingsOf(row: FormRow): FormSettingsMap {
  const settings = { ...defaultSettings(row.language as Language), ...(JSON.parse(row.settings) as Partial<FormSettingsMap>) };
  // A redirect stored before the URL rule (domain/safe-url.ts) existed is dropped, never served.
  const { redirect_url: redirect, ...thankYou } = settings.thank_you;
  const href = safeHref(redirect);
  return { ...settings, thank_you: href === undefined ? thankYou : { ...thankYou, redirect_url: href } };
}

/** 400 `unsafe_url` naming the member when a URL in the settings breaks the rule (docs/forms.md). */
function assertSettingsUrls(settings: Partial<FormSettingsMap> | undefined, prefix: string): void {
  assertStoredUrl(settings?.thank_you?.redirect_url, `${prefix}thank_you.redirect_url`, 'The thank-you redirect');
}

export function integrationsOf(row: FormRow): FormIntegrations {
  return { ...defaultIntegrations(), ...(JSON.parse(row.integrations) as Partial<FormIntegrations>) };
}

/** 400 `invalid_form` naming the member, unless the fields can be validated against. */
export function assertFields(input: Pick<FormInput, 'fields'>, prefix = ''): void {
  const problem = checkFormFields(input.fields);
  if (problem) throw new ApiFailure(400, 'invalid_form', problem.message, `${prefix}${problem.field}`);
}

export async function findForm(db: Kysely<Database>, id: number): Promise<FormRow | undefined> {
  return db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function formOr404(db: Kysely<Database>, id: number): Promise<FormRow> {
  const row = await findForm(db, id);
  if (!row) throw new ApiFailure(404, 'form_not_found', `No form ${id}`, 'id');
  return row;
}

export interface FormFilter {
  language?: Language;
  status?: FormStatus;
}

export async function listForms(db: Kysely<Database>, filter: FormFilter): Promise<FormDefinition[]> {
  let query = db.selectFrom('forms').selectAll().orderBy('id');
  if (filter.language) query = query.where('language', '=', filter.language);
  if (filter.status) query = query.where('status', '=', filter.status);
  return (await query.execute()).map(formView);
}

/** The columns an editor's form (`FormInput`) writes, the same on create and on update. */
function formColumns(input: FormInput) {
  return {
    name: input.name,
    kind: input.kind ?? 'other',
    language: input.language,
    status: input.status ?? 'draft',
    fields: JSON.stringify(storedFields(input.fields)),
    recaptcha: input.recaptcha ? 1 : 0,
  };
}

export async function createForm(
  db: Kysely<Database>,
  input: FormInput,
  now: number,
  extras: { settings?: FormSettingsMap; integrations?: FormIntegrations } = {},
): Promise<FormRow> {
  assertFields(input);
  assertSettingsUrls(extras.settings, 'settings.');
  const stamp = new Date(now).toISOString();
  return db
    .insertInto('forms')
    .values({
      ...formColumns(input),
      settings: JSON.stringify(extras.settings ?? defaultSettings(input.language)),
      integrations: JSON.stringify(extras.integrations ?? defaultIntegrations()),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateForm(db: Kysely<Database>, id: number, input: FormInput, now: number): Promise<FormRow> {
  assertFields(input);
  const row = await db
    .updateTable('forms')
    .set({ ...formColumns(input), updated_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'form_not_found', `No form ${id}`, 'id');
  return row;
}

/** Deletes a form without leads; a form with leads answers 409 (delete or let retention purge them first). */
export async function deleteForm(db: Kysely<Database>, id: number): Promise<void> {
  await formOr404(db, id);
  const lead = await db.selectFrom('form_leads').select('id').where('form_id', '=', id).limit(1).executeTakeFirst();
  if (lead) throw new ApiFailure(409, 'form_has_leads', 'This form has leads: delete them before the form', 'id');
  await db.deleteFrom('forms').where('id', '=', id).execute();
}

export async function writeSettings<K extends FormSettingsKind>(
  db: Kysely<Database>,
  row: FormRow,
  kind: K,
  value: FormSettingsMap[K],
  now: number,
): Promise<FormSettingsMap> {
  // The body is the one kind's settings: the refusal names `redirect_url`.
  if (kind === 'thank_you') assertStoredUrl((value as FormSettingsMap['thank_you']).redirect_url, 'redirect_url', 'The thank-you redirect');
  const settings = { ...settingsOf(row), [kind]: value };
  await db
    .updateTable('forms')
    .set({ settings: JSON.stringify(settings), updated_at: new Date(now).toISOString() })
    .where('id', '=', row.id)
    .execute();
  return settings;
}

export async function writeIntegrations(db: Kysely<Database>, row: FormRow, value: FormIntegrations, now: number): Promise<void> {
  await db
    .updateTable('forms')
    .set({ integrations: JSON.stringify(value), updated_at: new Date(now).toISOString() })
    .where('id', '=', row.id)
    .execute();
}

export function exportDocument(row: FormRow): FormExportDocument {
  const form = formView(row);
  return {
    format: 'lrdx-form',
    version: 1,
    form: {
      name: form.name,
      kind: form.kind,
      language: form.language,
      status: form.status,
      fields: form.fields,
      recaptcha: form.recaptcha,
    },
    settings: settingsOf(row),
    integrations: integrationsOf(row),
  };
}

/** A new form from an exported document (always a draft: an import is reviewed before it goes live). */
/** `POST /forms/import`: settings and integrations the document leaves out are the form's defaults. */
export type FormImportDocument = Omit<FormExportDocument, 'settings' | 'integrations'> &
  Partial<Pick<FormExportDocument, 'settings' | 'integrations'>>;

export async function importDocument(db: Kysely<Database>, document: FormImportDocument, now: number): Promise<FormRow> {
  assertFields(document.form, 'form.');
  return createForm(db, { ...document.form, status: 'draft' }, now, {
    settings: document.settings,
    integrations: document.integrations,
  });
}

export async function duplicateForm(db: Kysely<Database>, row: FormRow, name: string | undefined, now: number): Promise<FormRow> {
  const document = exportDocument(row);
  return createForm(db, { ...document.form, name: name ?? `${row.name} (copy)`, status: 'draft' }, now, {
    settings: document.settings,
    integrations: document.integrations,
  });
}
