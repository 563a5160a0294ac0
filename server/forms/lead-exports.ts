/**
 * Lead exports: `POST /forms/{id}/lead_exports` records a `pending` job — the filters, the sort and
 * the snapshot (the highest lead id at that moment, and how many leads match) — and the background
 * worker (lead-export-worker.ts) streams its CSV into the database as chunks (lead-export-store.ts),
 * page by page (keyset on id, never OFFSET, through csv-stringify), storing `processed` as it goes;
 * the job is then `done` and any process's download streams the chunks. Memory stays one page
 * whatever the count (the bench exports 100,000).
 *
 * The CSV: UTF-8 with a BOM (Excel then reads Kurdish and Arabic text correctly), a header row of
 * the lead id, the time, the language and then the form's fields in the form's order (by label),
 * one row per lead. Cells that a spreadsheet would run as a formula are prefixed with `'`.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { FormField, LeadExportJob, LeadExportRequest, LeadExportStatus, LeadPayload } from '../../domain/contracts/forms.js';
import type { Database, FormLeadRow, FormRow, LeadExportRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { formView } from './forms-repository.js';
import { searchCondition } from './lead-search.js';

export const EXPORT_PAGE = 1000;

function exportView(row: LeadExportRow): LeadExportJob {
  return {
    id: row.id,
    form_id: row.form_id,
    status: row.status as LeadExportStatus,
    progress: row.total === 0 ? 100 : Math.min(100, Math.round((row.processed / row.total) * 100)),
    total: row.total,
    processed: row.processed,
    error: row.error,
    created_at: row.created_at,
    download_url: row.status === 'done' ? `/forms/${row.form_id}/lead_exports/${row.id}/download` : null,
  };
}

interface Window {
  createdFrom?: string;
  createdTo?: string;
  /** Folded text (./lead-search.ts), as the leads list's `filter[search]`. */
  search?: string;
  maxLeadId: number;
}

function matching(db: Kysely<Database>, formId: number, window: Window) {
  let select = db.selectFrom('form_leads').where('form_id', '=', formId).where('id', '<=', window.maxLeadId);
  if (window.createdFrom) select = select.where('created_at', '>=', window.createdFrom);
  if (window.createdTo) select = select.where('created_at', '<=', window.createdTo);
  if (window.search) select = select.where(searchCondition(window.search));
  return select;
}

export async function createExport(
  db: Kysely<Database>,
  form: FormRow,
  request: { createdFrom?: string; createdTo?: string; search?: string; descending: boolean },
  now: number,
): Promise<LeadExportJob> {
  const top = await db
    .selectFrom('form_leads')
    .select((eb) => eb.fn.max('id').as('max_id'))
    .where('form_id', '=', form.id)
    .executeTakeFirst();
  const window: Window = { ...request, maxLeadId: Number(top?.max_id ?? 0) };
  const { total } = await matching(db, form.id, window)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const filters: LeadExportRequest['filters'] = {
    ...(request.createdFrom ? { created_at_gteq: request.createdFrom } : {}),
    ...(request.createdTo ? { created_at_lteq: request.createdTo } : {}),
    ...(request.search ? { search: request.search } : {}),
  };
  const stamp = new Date(now).toISOString();
  const row = await db
    .insertInto('lead_exports')
    .values({
      form_id: form.id,
      status: 'pending',
      filters: JSON.stringify(filters),
      sort: request.descending ? '-created_at' : 'created_at',
      max_lead_id: window.maxLeadId,
      total: Number(total),
      processed: 0,
      error: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return exportView(row);
}

export async function exportOr404(db: Kysely<Database>, formId: number, exportId: number): Promise<LeadExportRow> {
  const row = await db.selectFrom('lead_exports').selectAll().where('id', '=', exportId).where('form_id', '=', formId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'export_not_found', `No export ${exportId} of form ${formId}`, 'exportId');
  return row;
}

export const exportJobView = exportView;

/** The leads of a job's snapshot (its filters, up to its highest lead id), as a query to narrow. */
export function snapshotLeads(db: Kysely<Database>, job: Pick<LeadExportRow, 'form_id' | 'filters' | 'max_lead_id'>) {
  return matching(db, job.form_id, windowOf(job));
}

function windowOf(job: Pick<LeadExportRow, 'filters' | 'max_lead_id'>): Window {
  const filters = JSON.parse(job.filters) as NonNullable<LeadExportRequest['filters']>;
  return {
    maxLeadId: job.max_lead_id,
    ...(filters.created_at_gteq ? { createdFrom: filters.created_at_gteq } : {}),
    ...(filters.created_at_lteq ? { createdTo: filters.created_at_lteq } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** The leads of the job's window, page by page (keyset on id): one page in memory at a time. */
async function* leadPages(db: Kysely<Database>, job: LeadExportRow, pageSize: number): AsyncGenerator<FormLeadRow[]> {
  const window = windowOf(job);
  const descending = job.sort === '-created_at';
  let after: number | null = null;
  for (;;) {
    let select = matching(db, job.form_id, window).selectAll();
    if (after !== null) select = select.where('id', descending ? '<' : '>', after);
    const page = await select
      .orderBy('id', descending ? 'desc' : 'asc')
      .limit(pageSize)
      .execute();
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
    if (page.length < pageSize) return;
  }
}

/** A cell a spreadsheet will not evaluate: `=`, `+`, `-`, `@` starting a non-number get a `'`. */
export function safeCell(text: string): string {
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[0-9][0-9 .]*$/.test(text)) return `'${text}`;
  return text;
}

function cellOf(value: LeadPayload[string] | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return safeCell(value.join('; '));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return safeCell(String(value));
}

/**
 * A phone number stays text in a spreadsheet: a bare `+9647501234567` is read as a number and loses
 * its `+` (and a leading 0 of `0750…`). Written as the formula `="…"` it shows exactly as stored;
 * only a value of digits, spaces and one leading `+` is written so, so nothing else can become a formula.
 */
export function phoneCell(text: string): string {
  return /^\+?[0-9][0-9 ]*$/.test(text) ? `="${text}"` : safeCell(text);
}

/** A lead value as its column's cell (a phone field's value kept as text). */
export function fieldCell(field: Pick<FormField, 'type'>, value: LeadPayload[string] | undefined): string {
  if (field.type === 'phone' && typeof value === 'string') return phoneCell(value);
  return cellOf(value);
}

export function csvColumns(fields: readonly FormField[]): string[] {
  return ['id', 'created_at', 'language', ...fields.map((field) => field.label || field.key)];
}

/**
 * The job's CSV as a stream. `onProgress` hears the count after each page (the route stores it on
 * the job). The stream pulls pages only as fast as the client reads (Readable.from honours
 * backpressure), so a slow download does not pile leads up in memory.
 */
export function leadsCsv(
  db: Kysely<Database>,
  form: FormRow,
  job: LeadExportRow,
  options: { pageSize?: number; onProgress?: (processed: number) => Promise<void> } = {},
): Readable {
  const fields = formView(form).fields;
  async function* records(): AsyncGenerator<string[]> {
    let processed = 0;
    for await (const page of leadPages(db, job, options.pageSize ?? EXPORT_PAGE)) {
      for (const row of page) {
        const values = JSON.parse(row.field_values) as LeadPayload;
        yield [String(row.id), row.created_at, row.language, ...fields.map((field) => fieldCell(field, values[field.key]))];
      }
      processed += page.length;
      await options.onProgress?.(processed);
    }
  }
  const csv = stringify({ bom: true, header: true, columns: csvColumns(fields) });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** Stores the running job's progress; false when the job is no longer running (erased, or taken back). */
export async function recordProgress(db: Kysely<Database>, jobId: number, processed: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('lead_exports')
    .set({ processed, updated_at: new Date(now).toISOString() })
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
