/**
 * Where finished lead exports live: in the database, as ordered chunks of about 256 KB in
 * `lead_export_chunks` (docs/forms.md, "Exports"; docs/decisions.md, "Lead exports live in the
 * database"). Every process serves the same download, and erasing a lead deletes the exports that
 * may hold it wherever they were written. Writing and reading hold one chunk in memory at a time.
 */
import { Readable, Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Bytes per stored chunk: small enough to hold one in memory, large enough to keep rows few. */
export const CHUNK_BYTES = 256 * 1024;

/** A stream that stores what it is given as the job's chunks, numbered from 0, one chunk buffered. */
export function chunkWriter(db: Kysely<Database>, jobId: number, chunkBytes = CHUNK_BYTES): Writable & { chunks(): number } {
  let pending: Buffer[] = [];
  let size = 0;
  let seq = 0;
  async function flush(): Promise<void> {
    if (size === 0) return;
    const data = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    await db.insertInto('lead_export_chunks').values({ job_id: jobId, seq, data }).execute();
    seq += 1;
  }
  const writer = new Writable({
    write(piece: Buffer, _encoding, done) {
      pending.push(piece);
      size += piece.length;
      if (size < chunkBytes) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
  return Object.assign(writer, { chunks: () => seq });
}

/** Thrown by the download stream when the export was deleted (erasure, retention) while it was read. */
export class ExportGoneError extends Error {}

/**
 * The job's stored CSV as a stream, chunk by chunk (keyset on seq), as fast as the client reads.
 * An export deleted mid-download (a lead in it erased) ends the stream with an error rather than
 * a silently shortened file.
 */
export function storedExport(db: Kysely<Database>, jobId: number): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    let after = -1;
    for (;;) {
      const next = await db
        .selectFrom('lead_export_chunks')
        .select(['seq', 'data'])
        .where('job_id', '=', jobId)
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(1)
        .executeTakeFirst();
      if (!next) break;
      after = next.seq;
      yield Buffer.from(next.data);
    }
    const job = await db.selectFrom('lead_exports').select('id').where('id', '=', jobId).executeTakeFirst();
    if (!job) throw new ExportGoneError(`export ${jobId} was deleted while it was downloaded`);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Deletes the jobs (any status) and their chunks. */
async function deleteJobs(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('lead_export_chunks').where('job_id', 'in', ids).execute();
  await db.deleteFrom('lead_exports').where('id', 'in', ids).execute();
}

/**
 * Erasure: deletes every export of the form whose snapshot may hold the lead (its highest lead id
 * reaches it), whatever its status — a running job may have written the lead already, and its
 * worker stops when it finds the job gone. The filters are not looked at: deleting an export that
 * did not hold the lead costs a new export, keeping one that did would keep the person's data.
 * Answers how many went.
 */
export async function deleteExportsHoldingLead(db: Kysely<Database>, formId: number, leadId: number): Promise<number> {
  const jobs = await db.selectFrom('lead_exports').select('id').where('form_id', '=', formId).where('max_lead_id', '>=', leadId).execute();
  await deleteJobs(
    db,
    jobs.map((job) => job.id),
  );
  return jobs.length;
}

/**
 * Retention: deletes the finished and failed jobs created before `before` (ms) with their chunks,
 * and chunks left without a job (a worker that wrote on after its job was erased, then died).
 * Any process may run it. Answers how many jobs went.
 */
export async function removeExportsBefore(db: Kysely<Database>, before: number): Promise<number> {
  const old = await db
    .selectFrom('lead_exports')
    .select('id')
    .where('status', 'in', ['done', 'failed'])
    .where('created_at', '<', new Date(before).toISOString())
    .execute();
  await db.transaction().execute((trx) =>
    deleteJobs(
      trx,
      old.map((job) => job.id),
    ),
  );
  await db
    .deleteFrom('lead_export_chunks')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lead_exports').select('lead_exports.id').whereRef('lead_exports.id', '=', 'lead_export_chunks.job_id'))),
    )
    .execute();
  return old.length;
}
