/**
 * Lead export at scale: 100,000 leads of the seeded test-drive form in SQLite (a temporary file,
 * as in production), exported through the same code the download route streams
 * (server/forms/lead-exports.ts: keyset pages → csv-stringify). Prints the time, the CSV size and
 * the peak memory during the export against the memory before it: the stream keeps one page of
 * leads in memory, so the peak should not grow with the lead count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../server/db/connection.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedForms } from '../server/db/seed/forms-seed.js';
import { createExport, leadsCsv } from '../server/forms/lead-exports.js';
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
    const job = await createExport(db, form, { descending: false }, Date.now());
    const row = await db.selectFrom('lead_exports').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();

    global.gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    // Sampled as chunks arrive: the export keeps the event loop busy, so a timer would rarely run.
    const sample = () => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    };
    let chunks = 0;
    let bytes = 0;
    let lines = 0;
    const started = performance.now();
    await pipeline(
      leadsCsv(db, form, row),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          lines += chunk.toString('latin1').split('\n').length - 1;
          chunks += 1;
          if (chunks % 50 === 0) sample();
          done();
        },
      }),
    );
    const elapsed = performance.now() - started;
    sample();
    printTable(
      `Lead export: ${LEADS.toLocaleString('en')} leads to CSV (SQLite file, pages of 1,000, streamed)`,
      ['what', 'value'],
      [
        ['rows written (header + leads)', String(lines)],
        ['CSV size', mb(bytes)],
        ['time', `${(elapsed / 1000).toFixed(2)} s`],
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
