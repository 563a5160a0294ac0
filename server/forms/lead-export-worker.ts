/**
 * The lead export worker: a background job runner for `POST /forms/{id}/lead_exports`. The route
 * records a `pending` job and kicks the worker; the worker claims it (`pending` → `running`, one
 * conditional UPDATE, so two processes never run the same job), streams its rows page by page
 * (lead-exports.ts `leadsCsv`: keyset pages → csv-stringify) into the database as chunks of about
 * 256 KB (lead-export-store.ts; docs/decisions.md, "Lead exports live in the database"), stores
 * `processed` after every page (the admin's progress bar polls it), and marks the job `done` (or
 * `failed` with the error). Memory stays one page and one chunk whatever the count.
 *
 * A lead erased while the job runs deletes the job (lead-export-store.ts `deleteExportsHoldingLead`):
 * the worker notices at its next page or at the end, and deletes what it wrote.
 *
 * It also looks for pending jobs every `pollMs` (a job recorded just before a restart, or by a
 * process without a worker) and puts back `running` jobs untouched for `staleMs` (their process
 * died mid-export): no job is left hanging.
 */
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database, FormRow, LeadExportRow } from '../db/schema.js';
import { EXPORT_PAGE, leadsCsv, recordProgress, snapshotLeads } from './lead-exports.js';
import { chunkWriter, removeExportsBefore } from './lead-export-store.js';

export interface LeadExportWorkerOptions {
  db: Kysely<Database>;
  now: () => number;
  /** How often pending jobs are looked for without a kick (ms); 0 = only when kicked. */
  pollMs?: number;
  /** A `running` job not updated for this long belongs to a dead process and runs again. */
  staleMs?: number;
  pageSize?: number;
  onError?: (error: unknown, jobId: number) => void;
  /** Heard after each page is written (the bench samples memory here; tests act mid-export). */
  afterPage?: (jobId: number, processed: number) => Promise<void> | void;
}

export interface LeadExportWorker {
  /** Runs the pending jobs now (the route calls it after recording one). Resolves when none is left. */
  kick(): Promise<void>;
  start(): void;
  /** Stops polling and waits for the job under way. */
  stop(): Promise<void>;
  /**
   * Deletes the finished jobs (and failed ones) created before `before` (ms), with their chunks:
   * an export is a copy of personal data, kept only for the export retention (LEAD_EXPORT_RETENTION_HOURS).
   * Answers how many jobs went.
   */
  removeExportsBefore(before: number): Promise<number>;
}

export const DEFAULT_EXPORT_POLL_MS = 5_000;
export const DEFAULT_EXPORT_STALE_MS = 120_000;
/** An export rewritten this many times because leads in it kept being deleted fails (the admin exports again). */
const MAX_WRITES = 3;

/** The job was deleted (a lead in it erased) while it ran: what was written goes, nothing is marked. */
class JobGone extends Error {}

export function createLeadExportWorker(options: LeadExportWorkerOptions): LeadExportWorker {
  const { db, now } = options;
  const staleMs = options.staleMs ?? DEFAULT_EXPORT_STALE_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stamp = () => new Date(now()).toISOString();

  /** Takes the oldest pending job for this process, or null when there is none (or another took it). */
  async function claim(): Promise<LeadExportRow | null> {
    for (;;) {
      const next = await db
        .selectFrom('lead_exports')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const taken = await db
        .updateTable('lead_exports')
        .set({ status: 'running', processed: 0, updated_at: stamp() })
        .where('id', '=', next.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { ...next, status: 'running' };
    }
  }

  async function requeueStale(): Promise<void> {
    const before = new Date(now() - staleMs).toISOString();
    await db
      .updateTable('lead_exports')
      .set({ status: 'pending', updated_at: stamp() })
      .where('status', '=', 'running')
      .where('updated_at', '<', before)
      .execute();
  }

  /** How many leads of the job's snapshot are still there (no lead joins a snapshot: ids only grow). */
  async function remaining(job: LeadExportRow): Promise<number> {
    const { total } = await snapshotLeads(db, job)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  /** Streams the job's rows into its chunks (replacing any of an earlier attempt); answers how many rows it wrote. */
  async function write(job: LeadExportRow, form: FormRow): Promise<number> {
    await db.deleteFrom('lead_export_chunks').where('job_id', '=', job.id).execute();
    let written = 0;
    await pipeline(
      leadsCsv(db, form, job, {
        pageSize: options.pageSize ?? EXPORT_PAGE,
        onProgress: async (processed) => {
          written = processed;
          if (!(await recordProgress(db, job.id, processed, now()))) throw new JobGone();
          await options.afterPage?.(job.id, processed);
        },
      }),
      chunkWriter(db, job.id),
    );
    return written;
  }

  async function run(job: LeadExportRow): Promise<void> {
    const form = await db.selectFrom('forms').selectAll().where('id', '=', job.form_id).executeTakeFirst();
    try {
      if (!form) throw new Error(`form ${job.form_id} no longer exists`);
      // Erasure deletes the job, so a lead deleted while it runs normally ends it (JobGone). The
      // count is a second guard: fewer leads left than rows written means a deleted lead is in
      // the chunks, which are then written again.
      let left = 0;
      for (let attempt = 1; ; attempt++) {
        const written = await write(job, form);
        left = await remaining(job);
        if (left === written) break;
        if (attempt >= MAX_WRITES) throw new Error('leads of this export kept being deleted while it was written; export again');
      }
      // `total` is the count the chunks hold: deleted leads are not "missing". Only a job still
      // running is marked: an erased one is gone, and its chunks with it.
      const marked = await db
        .updateTable('lead_exports')
        .set({ status: 'done', error: null, total: left, processed: left, updated_at: stamp() })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw new JobGone();
    } catch (error) {
      // Chunks written after an erasure deleted the job's go too (the foreign key refuses most).
      await db.deleteFrom('lead_export_chunks').where('job_id', '=', job.id).execute();
      const still = await db.selectFrom('lead_exports').select('id').where('id', '=', job.id).executeTakeFirst();
      if (error instanceof JobGone || !still) return;
      options.onError?.(error, job.id);
      await db
        .updateTable('lead_exports')
        .set({ status: 'failed', error: error instanceof Error ? error.message : String(error), updated_at: stamp() })
        .where('id', '=', job.id)
        .execute();
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      await requeueStale();
      for (let job = await claim(); job && !stopped; job = await claim()) await run(job);
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (running) {
      // A job recorded while one runs is picked up by the loop under way.
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => options.onError?.(error, 0))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,
    start() {
      stopped = false;
      void kick();
      const poll = options.pollMs ?? DEFAULT_EXPORT_POLL_MS;
      if (poll > 0) {
        timer = setInterval(() => void kick(), poll);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    removeExportsBefore(before) {
      return removeExportsBefore(db, before);
    },
  };
}
