/**
 * What the outboxes (the CRM's, the e-mails', the CDN purges') do the same way around a send: the
 * retry policy, the attempt a failed send writes, the error text an admin reads; and, for the two
 * keyed by a row id (`crm_outbox`, `email_outbox`), claiming a due row with a conditional UPDATE so
 * that of several server processes only one sends it (docs/operations.md), and writing the failure.
 * The CDN purges are keyed by key and generation and claim their own way (cdn-purge/outbox.ts).
 */
import type { Kysely } from 'kysely';
import { backoffMs } from '../../domain/backoff.js';
import type { CrmOutboxRow, Database, EmailOutboxRow } from '../db/schema.js';
import { periodicRun } from '../workers/periodic-run.js';

export interface OutboxPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed row is hidden from other workers while it is being sent. */
  leaseMs: number;
}

/**
 * What a failed send writes to its outbox row (the CRM's, the e-mails', the CDN purges'): one
 * more attempt, and the next try after the backoff, or `failed` for good once `maxAttempts` is reached.
 */
export function failedAttempt(
  previousAttempts: number,
  now: number,
  policy: OutboxPolicy,
): { attempts: number; state: 'pending' | 'failed'; next_attempt_at: number } {
  const attempts = previousAttempts + 1;
  const final = attempts >= policy.maxAttempts;
  return { attempts, state: final ? 'failed' : 'pending', next_attempt_at: final ? now : now + backoffMs(attempts, policy) };
}

/** The text kept as `last_error`, cut to what the column shows an admin. */
export const outboxErrorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export type IdOutboxTable = 'crm_outbox' | 'email_outbox';

/** What a claim and a failed attempt read of a row. */
interface IdOutboxRow {
  id: number;
  attempts: number;
  next_attempt_at: number | string | bigint;
}

/** Up to `batch` pending rows whose next try is due, oldest first: what one pass goes through. */
export function dueOutboxRows(db: Kysely<Database>, table: 'crm_outbox', now: number, batch: number): Promise<CrmOutboxRow[]>;
export function dueOutboxRows(db: Kysely<Database>, table: 'email_outbox', now: number, batch: number): Promise<EmailOutboxRow[]>;
export function dueOutboxRows(
  db: Kysely<Database>,
  table: IdOutboxTable,
  now: number,
  batch: number,
): Promise<(CrmOutboxRow | EmailOutboxRow)[]> {
  return db
    .selectFrom(table)
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(batch)
    .execute();
}

/** Hides the row from other workers for the lease; false when another worker claimed it first. */
export async function claimOutboxRow(
  db: Kysely<Database>,
  table: IdOutboxTable,
  row: IdOutboxRow,
  now: number,
  policy: Pick<OutboxPolicy, 'leaseMs'>,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ next_attempt_at: now + policy.leaseMs })
    .where('id', '=', row.id)
    .where('state', '=', 'pending')
    .where('next_attempt_at', '=', Number(row.next_attempt_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes a failed send (`lastError` as the admin reads it): retried after the backoff, or failed for good. */
export async function recordOutboxFailure(
  db: Kysely<Database>,
  table: IdOutboxTable,
  row: IdOutboxRow,
  lastError: string,
  now: number,
  policy: OutboxPolicy,
): Promise<'retried' | 'failed'> {
  const next = failedAttempt(row.attempts, now, policy);
  await db
    .updateTable(table)
    .set({ ...next, last_error: lastError, updated_at: new Date(now).toISOString() })
    .where('id', '=', row.id)
    .execute();
  return next.state === 'failed' ? 'failed' : 'retried';
}

export interface OutboxWorkerOptions {
  intervalMs: number;
  now: () => number;
  policy?: OutboxPolicy;
  onError: (error: unknown) => void;
}

/**
 * Runs `pass` every `intervalMs` (unref'd: it never keeps the process alive). Stopping does not
 * wait for a pass under way: its rows stay claimed until the lease ends.
 */
export function startOutboxWorker(
  pass: (options: { now: number; policy?: OutboxPolicy }) => Promise<unknown>,
  options: OutboxWorkerOptions,
): { stop(): void } {
  const run = periodicRun(() => pass({ now: options.now(), ...(options.policy ? { policy: options.policy } : {}) }), options);
  run.start();
  return { stop: () => void run.stop() };
}
