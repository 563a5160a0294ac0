/**
 * The export worker against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is
 * set): the CSV is stored as chunks and streamed back whole; a lead erased while its export is
 * being written ends that export (nothing of it is kept); finished exports past their retention
 * go, job and chunks.
 */
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedForms } from '../seed/forms-seed.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import type { FormRow } from '../db/schema.js';
import { deleteLead } from './form-leads-repository.js';
import { createExport } from './lead-exports.js';
import { createLeadExportWorker, type LeadExportWorkerOptions } from './lead-export-worker.js';
import { chunkWriter, storedExport } from './lead-export-store.js';

const NOW = Date.parse('2030-03-01T12:00:00Z');

describe.each(testDialects())('lead export worker (%s)', (dialect) => {
  let t: TestDatabase;
  let form: FormRow;
  beforeEach(async () => {
    t = await openMigratedTestDatabase(dialect);
    await seedForms(t.db);
    form = await t.db.selectFrom('forms').selectAll().where('kind', '=', 'enquiry').where('language', '=', 'en').executeTakeFirstOrThrow();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  async function addLeads(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const row = await t.db
        .insertInto('form_leads')
        .values({
          form_id: form.id,
          language: 'en',
          field_values: JSON.stringify({ first_name: `Visitor${n}`, email: `visitor${n}@example.iq` }),
          crm_lead_id: null,
          notification_email_id: null,
          confirmation_email_id: null,
          idempotency_key_hash: null,
          request_hash: null,
          created_at: new Date(NOW - (count - n) * 60_000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  const worker = (extra: Partial<LeadExportWorkerOptions> = {}) =>
    createLeadExportWorker({ db: t.db, now: () => NOW, pollMs: 0, pageSize: 2, ...extra });
  const csvOf = (job: { id: number }) => text(storedExport(t.db, job.id));
  const chunkJobs = async () => (await t.db.selectFrom('lead_export_chunks').select('job_id').distinct().execute()).map((c) => c.job_id);

  it('drops an export whose lead is erased while it is written: job and chunks go, the worker stops', async () => {
    const ids = await addLeads(6);
    const job = await createExport(t.db, form, { descending: false }, NOW);
    const first = await t.db.selectFrom('form_leads').selectAll().where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    const pages: number[] = [];
    // After the second page the first lead is already written; the admin deletes it then.
    const exports = worker({
      afterPage: async (_job, processed) => {
        pages.push(processed);
        if (processed === 4) await deleteLead(t.db, first, NOW);
      },
    });
    await exports.kick();
    // The third page found the job gone and wrote nothing more.
    expect(pages).toEqual([2, 4]);
    expect(await t.db.selectFrom('lead_exports').selectAll().where('id', '=', job.id).executeTakeFirst()).toBeUndefined();
    expect(await chunkJobs()).toEqual([]);
  });

  it('stores a large CSV as several chunks and streams them back in order, byte for byte', async () => {
    const job = await createExport(t.db, form, { descending: false }, NOW);
    const writer = chunkWriter(t.db, job.id, 1024);
    const lines = Array.from({ length: 300 }, (_, n) => `${n},ئاراس ${n},visitor${n}@example.iq\n`).join('');
    for (let at = 0; at < lines.length; at += 700) writer.write(lines.slice(at, at + 700));
    await new Promise<void>((resolve, reject) => writer.end((error?: Error | null) => (error ? reject(error) : resolve())));
    expect(writer.chunks()).toBeGreaterThan(5);
    const sizes = await t.db.selectFrom('lead_export_chunks').select(['seq', 'data']).where('job_id', '=', job.id).orderBy('seq').execute();
    // Every chunk but the last holds at least the chunk size: the writer buffers up to it.
    for (const chunk of sizes.slice(0, -1)) expect(chunk.data.length).toBeGreaterThanOrEqual(1024);
    expect(await csvOf(job)).toBe(lines);
  });

  it('keeps a file whose leads were all there to the end as written, in one pass', async () => {
    await addLeads(3);
    const job = await createExport(t.db, form, { descending: true }, NOW);
    const pages: number[] = [];
    await worker({ afterPage: (_job, processed) => void pages.push(processed) }).kick();
    expect(pages).toEqual([2, 3]);
    const lines = (await csvOf(job)).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Visitor2');
  });

  it('removes finished exports older than the retention, job and chunks, and keeps newer ones', async () => {
    await addLeads(2);
    const old = await createExport(t.db, form, { descending: false }, NOW - 30 * 3_600_000);
    const recent = await createExport(t.db, form, { descending: false }, NOW - 3_600_000);
    const exports = worker();
    await exports.kick();
    expect((await chunkJobs()).sort()).toEqual([old.id, recent.id].sort());
    expect(await exports.removeExportsBefore(NOW - 24 * 3_600_000)).toBe(1);
    expect(await chunkJobs()).toEqual([recent.id]);
    const jobs = await t.db.selectFrom('lead_exports').select('id').execute();
    expect(jobs.map((job) => job.id)).toEqual([recent.id]);
    expect((await csvOf(recent)).trim().split('\n')).toHaveLength(3);
  });
});
