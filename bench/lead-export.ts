/**
 * Lead export at scale, end to end: 100,000 leads of the seeded test-drive form in SQLite (a
 * temporary file, as in production); the job is recorded as `POST /forms/{id}/lead_exports` does
 * and the real export worker (server/forms/lead-export-worker.ts) claims it and streams the CSV
 * into the database (keyset pages → csv-stringify → chunks of 256 KB), storing progress after every
 * page. Prints the time from enqueue to done, rows per second, the CSV size, and the peak memory
 * (sampled after each page) against the memory before it: the worker holds one page and one chunk,
 * so the peak does not grow with the lead count. The stored CSV is streamed back as the download
 * does and its lines counted to check nothing was lost.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { seedForms } from '../server/seed/forms-seed.js';
import { createExport } from '../server/forms/lead-exports.js';
import { createLeadExportWorker } from '../server/forms/lead-export-worker.js';
import { storedExport } from '../server/forms/lead-export-store.js';
import { printTable } from './table.js';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const BATCH = 500;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function reportLeadExport(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-bench-export-'));
  const handle = openDatabase({ sqlitePath: path.join(dir, 'bench.sqlite') });
  try {
    const { db } = handle;
    await migrateToLatest(db);
    await seedForms(db);
    const form = await db
      .selectFrom('forms')
      .selectAll()
      .where('kind', '=', 'test_drive')
      .where('language', '=', 'ku')
      .executeTakeFirstOrThrow();
    const start = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 0; i < LEADS; i += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, LEADS - i) }, (_, j) => {
        const n = i + j;
        return {
          form_id: form.id,
          language: 'ku',
          field_values: JSON.stringify({
            first_name: `ئاراس ${n}`,
            last_name: 'کەریم',
            email: `visitor${n}@example.iq`,
            phone: `+96475${String(n).padStart(8, '0')}`,
            model: 'Defender',
            preferred_time: '2030-02-01T10:30',
            privacy: true,
            vehicle_id: String(n % 1500),
            utm_source: 'bench',
          }),
          crm_lead_id: null,
          notification_email_id: null,
          confirmation_email_id: null,
          idempotency_key_hash: null,
          request_hash: null,
          created_at: new Date(start + n * 1000).toISOString(),
        };
      });
      await db.insertInto('form_leads').values(rows).execute();
    }
    // As POST /forms/{id}/lead_exports does: record the job, then the worker claims it and
    // streams the CSV into the database (pages by id → csv-stringify → chunks), storing progress per page.
    global.gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    // Sampled after each page: the export keeps the event loop busy, so a timer would rarely run.
    const sample = () => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    };
    let pages = 0;
    const worker = createLeadExportWorker({
      db,
      now: Date.now,
      pollMs: 0,
      afterPage: () => {
        pages += 1;
        sample();
      },
      onError: (error) => {
        throw error;
      },
    });
    const started = performance.now();
    const job = await createExport(db, form, { descending: false }, Date.now());
    await worker.kick();
    const elapsed = performance.now() - started;
    sample();
    const row = await db.selectFrom('lead_exports').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    if (row.status !== 'done') throw new Error(`export ended ${row.status}: ${row.error ?? ''}`);
    // Counted from the stored CSV as the download streams it, not trusted from the job: the header and one line per lead.
    let lines = 0;
    let size = 0;
    for await (const chunk of storedExport(db, row.id)) {
      size += (chunk as Buffer).length;
      lines += (chunk as Buffer).toString('latin1').split('\n').length - 1;
    }
    if (lines !== LEADS + 1) throw new Error(`the stored CSV has ${lines} lines, expected ${LEADS + 1}`);
    printTable(
      `Lead export: ${LEADS.toLocaleString('en')} leads, job recorded → worker → CSV chunks in the database (SQLite file, pages of 1,000)`,
      ['what', 'value'],
      [
        ['rows in the CSV (header + leads)', String(lines)],
        ['pages written', String(pages)],
        ['CSV size', mb(size)],
        ['time (enqueue to done)', `${(elapsed / 1000).toFixed(2)} s`],
        ['leads per second', Math.round((LEADS / elapsed) * 1000).toLocaleString('en')],
        ['heap before → peak during', `${mb(before.heapUsed)} → ${mb(peakHeap)}`],
        ['RSS before → peak during', `${mb(before.rss)} → ${mb(peakRss)}`],
      ],
    );
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await reportLeadExport();
