/**
 * The export worker against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is
 * set): a lead deleted while its export is being written is not in the finished file, and
 * finished exports past their retention go, file and job.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { seedForms } from '../db/seed/forms-seed.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';
import type { FormRow } from '../db/schema.js';
import { deleteLead } from './form-leads-repository.js';
import { createExport } from './lead-exports.js';
import { createLeadExportWorker, exportFileName, type LeadExportWorkerOptions } from './lead-export-worker.js';

const NOW = Date.parse('2030-03-01T12:00:00Z');

describe.each(testDialects())('lead export worker (%s)', (dialect) => {
  let t: TestDatabase;
  let dir: string;
  let form: FormRow;
  beforeEach(async () => {
    t = await openTestDatabase(dialect);
    await migrateToLatest(t.db);
    await seedForms(t.db);
    form = await t.db.selectFrom('forms').selectAll().where('kind', '=', 'enquiry').where('language', '=', 'en').executeTakeFirstOrThrow();
    dir = mkdtempSync(path.join(tmpdir(), 'lrdx-export-worker-'));
  });
  afterEach(async () => {
    await t.cleanup();
    rmSync(dir, { recursive: true, force: true });
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
    createLeadExportWorker({ db: t.db, dir, now: () => NOW, pollMs: 0, pageSize: 2, ...extra });
  const csvOf = (job: { id: number; form_id: number }) => readFileSync(path.join(dir, exportFileName(job)), 'utf8');

  it('leaves out of the file a lead deleted while the export was being written', async () => {
    const ids = await addLeads(6);
    const job = await createExport(t.db, form, { descending: false }, NOW);
    const first = await t.db.selectFrom('form_leads').selectAll().where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    let deleted = false;
    // After the second page the first lead is already in the file; the admin deletes it then.
    const exports = worker({
      afterPage: async (_job, processed) => {
        if (processed !== 4 || deleted) return;
        deleted = true;
        await deleteLead(t.db, first, NOW);
        await exports.forgetLead(form.id, first.id);
      },
    });
    await exports.kick();
    expect(deleted).toBe(true);
    const csv = csvOf(job);
    expect(csv).not.toContain('Visitor0');
    expect(csv).toContain('Visitor1');
    expect(csv).toContain('Visitor5');
    expect(csv.trim().split('\n')).toHaveLength(1 + 5);
    const row = await t.db.selectFrom('lead_exports').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', total: 5, processed: 5 });
  });

  it('keeps a file whose leads were all there to the end as written, in one pass', async () => {
    await addLeads(3);
    const job = await createExport(t.db, form, { descending: true }, NOW);
    const pages: number[] = [];
    await worker({ afterPage: (_job, processed) => void pages.push(processed) }).kick();
    expect(pages).toEqual([2, 3]);
    const lines = csvOf(job).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Visitor2');
  });

  it('removes finished exports older than the retention, file and job, and keeps newer ones', async () => {
    await addLeads(2);
    const old = await createExport(t.db, form, { descending: false }, NOW - 30 * 3_600_000);
    const recent = await createExport(t.db, form, { descending: false }, NOW - 3_600_000);
    const exports = worker();
    await exports.kick();
    expect(readdirSync(dir).sort()).toEqual([exportFileName(old), exportFileName(recent)].sort());
    expect(await exports.removeExportsBefore(NOW - 24 * 3_600_000)).toBe(1);
    expect(readdirSync(dir)).toEqual([exportFileName(recent)]);
    const jobs = await t.db.selectFrom('lead_exports').select('id').execute();
    expect(jobs.map((job) => job.id)).toEqual([recent.id]);
  });
});
