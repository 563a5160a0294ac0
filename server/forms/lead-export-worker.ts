/**
 * The lead export worker: a background job runner for `POST /forms/{id}/lead_exports`. The route
 * records a `pending` job and kicks the worker; the worker claims it (`pending` → `running`, one
 * conditional UPDATE, so two processes never run the same job), streams its rows page by page
 * (lead-exports.ts `leadsCsv`: keyset pages → csv-stringify) into `{dir}/form-{form}-export-{id}.csv`
 * through a `.part` file, stores `processed` after every page (the admin's progress bar polls it),
 * and marks the job `done` (or `failed` with the error). Memory stays one page whatever the count.
 *
 * It also looks for pending jobs every `pollMs` (a job recorded just before a restart, or by a
 * process without a worker) and puts back `running` jobs untouched for `staleMs` (their process
 * died mid-export): no job is left hanging.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database, FormRow, LeadExportRow } from '../db/schema.js';
import { EXPORT_PAGE, leadsCsv, recordProgress, snapshotLeads } from './lead-exports.js';

export interface LeadExportWorkerOptions {
  db: Kysely<Database>;
  /** Where the finished CSV files are kept (DATA_DIR/lead-exports). */
  dir: string;
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
  /** The finished CSV of a job, or null when this process's disk does not hold it. */
  fileOf(job: Pick<LeadExportRow, 'id' | 'form_id'>): string | null;
  /** Opens the finished CSV as a stream (null when absent). */
  open(job: Pick<LeadExportRow, 'id' | 'form_id'>): Readable | null;
  /** Deletes the files of the form's exports whose snapshot holds the lead (a deleted lead leaves no copy). */
  forgetLead(formId: number, leadId: number): Promise<void>;
  /** Deletes every finished file (after the retention purge removed leads from any of them). */
  forgetAll(): Promise<void>;
  /**
   * Deletes the finished jobs (and failed ones) created before `before` (ms), with their files:
   * an export is a copy of personal data, kept only for the export retention (LEAD_EXPORT_RETENTION_HOURS).
   * Answers how many jobs went.
   */
  removeExportsBefore(before: number): Promise<number>;
}

export const DEFAULT_EXPORT_POLL_MS = 5_000;
export const DEFAULT_EXPORT_STALE_MS = 120_000;
/** A file rewritten this many times because leads in it kept being deleted is left to the database stream. */
const MAX_WRITES = 3;

export function exportFileName(job: Pick<LeadExportRow, 'id' | 'form_id'>): string {
  return `form-${job.form_id}-export-${job.id}.csv`;
}

export function createLeadExportWorker(options: LeadExportWorkerOptions): LeadExportWorker {
  const { db, dir, now } = options;
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

  /** Streams the job's rows into its `.part` file; answers how many rows it wrote. */
  async function write(job: LeadExportRow, form: FormRow, part: string): Promise<number> {
    let written = 0;
    await pipeline(
      leadsCsv(db, form, job, {
        pageSize: options.pageSize ?? EXPORT_PAGE,
        onProgress: async (processed) => {
          written = processed;
          await recordProgress(db, job.id, processed, now());
          await options.afterPage?.(job.id, processed);
        },
      }),
      createWriteStream(part),
    );
    return written;
  }

  async function run(job: LeadExportRow): Promise<void> {
    const form = await db.selectFrom('forms').selectAll().where('id', '=', job.form_id).executeTakeFirst();
    const file = path.join(dir, exportFileName(job));
    const part = `${file}.part`;
    try {
      if (!form) throw new Error(`form ${job.form_id} no longer exists`);
      await mkdir(dir, { recursive: true });
      // A lead deleted while the file was written may already be in it (forgetLead only finds
      // finished files): fewer leads left than rows written means the file holds a deleted lead,
      // so it is written again. Checked after the rename too, as a deletion may land in between.
      let left = 0;
      for (let attempt = 1; ; attempt++) {
        const written = await write(job, form, part);
        await rename(part, file);
        left = await remaining(job);
        if (left === written) break;
        await rm(file, { force: true });
        // Rewritten a few times and still losing leads: the download streams from the database.
        if (attempt >= MAX_WRITES) break;
      }
      // The count the file (or the database stream) holds: deleted leads are not "missing".
      await db
        .updateTable('lead_exports')
        .set({ status: 'done', error: null, total: left, processed: left, updated_at: stamp() })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      await rm(part, { force: true });
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
    fileOf(job) {
      const file = path.join(dir, exportFileName(job));
      return existsSync(file) ? file : null;
    },
    open(job) {
      const file = this.fileOf(job);
      return file ? createReadStream(file) : null;
    },
    async forgetLead(formId, leadId) {
      const jobs = await db
        .selectFrom('lead_exports')
        .select(['id', 'form_id'])
        .where('form_id', '=', formId)
        .where('max_lead_id', '>=', leadId)
        .execute();
      await Promise.all(jobs.map((job) => rm(path.join(dir, exportFileName(job)), { force: true })));
    },
    async removeExportsBefore(before) {
      const old = await db
        .selectFrom('lead_exports')
        .select(['id', 'form_id'])
        .where('status', 'in', ['done', 'failed'])
        .where('created_at', '<', new Date(before).toISOString())
        .execute();
      for (const job of old) {
        await rm(path.join(dir, exportFileName(job)), { force: true });
        await db.deleteFrom('lead_exports').where('id', '=', job.id).execute();
      }
      return old.length;
    },
    async forgetAll() {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => name.endsWith('.csv')).map((name) => rm(path.join(dir, name), { force: true })));
    },
  };
}
