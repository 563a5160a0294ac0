/**
 * The CDN purge outbox (docs/caching.md). The triggers of migration 0025 write one `cdn_purges` row
 * per key that changed, in the same transaction as the change; a worker sends every due key in one
 * purge and deletes the rows it sent. As with the CRM outbox (server/adapters/crm/outbox.ts) several
 * processes may run the worker: a row is claimed by a conditional UPDATE that hides it for `leaseMs`,
 * a failure is retried with exponential backoff and after `maxAttempts` the row is `failed` and stays
 * visible with its last error (a later change of the same key makes it pending again).
 *
 * A key changed again while it was being sent has a higher `generation` than the one claimed: the
 * worker's delete and failure record match the claimed generation only, so that change is purged
 * again rather than lost.
 */
import type { Kysely } from 'kysely';
import type { CdnPurgeRow, Database } from '../../db/schema.js';
import { failedAttempt, outboxErrorText, startOutboxWorker, type OutboxPolicy, type OutboxWorkerOptions } from '../outbox-attempts.js';
import type { CdnPurger } from './types.js';

/** Purges are cheap and urgent: the first retry after 5 s, never more than 10 minutes apart. */
export const DEFAULT_PURGE_POLICY: OutboxPolicy = { maxAttempts: 10, baseDelayMs: 5_000, maxDelayMs: 600_000, leaseMs: 60_000 };
/** Keys per purge call (CDN APIs take tens to hundreds at once). */
const BATCH = 100;

export interface PurgeRun {
  purged: number;
  retried: number;
  failed: number;
}

async function claim(db: Kysely<Database>, row: CdnPurgeRow, now: number, policy: OutboxPolicy): Promise<boolean> {
  const result = await db
    .updateTable('cdn_purges')
    .set({ next_attempt_at: now + policy.leaseMs })
    .where('key', '=', row.key)
    .where('generation', '=', Number(row.generation))
    .where('state', '=', 'pending')
    .where('next_attempt_at', '=', Number(row.next_attempt_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One pass: every due key (up to one batch) in one purge call. */
export async function processCdnPurges(
  db: Kysely<Database>,
  purger: CdnPurger,
  options: { now: number; policy?: OutboxPolicy },
): Promise<PurgeRun> {
  const policy = options.policy ?? DEFAULT_PURGE_POLICY;
  const due = await db
    .selectFrom('cdn_purges')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', options.now)
    .orderBy('key')
    .limit(BATCH)
    .execute();
  const claimed: CdnPurgeRow[] = [];
  for (const row of due) if (await claim(db, row, options.now, policy)) claimed.push(row);
  if (claimed.length === 0) return { purged: 0, retried: 0, failed: 0 };
  try {
    await purger.purge(claimed.map((row) => row.key));
  } catch (error) {
    const message = outboxErrorText(error);
    const run: PurgeRun = { purged: 0, retried: 0, failed: 0 };
    for (const row of claimed) {
      const next = failedAttempt(row.attempts, options.now, policy);
      await db
        .updateTable('cdn_purges')
        .set({ ...next, last_error: message })
        .where('key', '=', row.key)
        .where('generation', '=', Number(row.generation))
        .execute();
      run[next.state === 'failed' ? 'failed' : 'retried'] += 1;
    }
    return run;
  }
  for (const row of claimed)
    await db.deleteFrom('cdn_purges').where('key', '=', row.key).where('generation', '=', Number(row.generation)).execute();
  return { purged: claimed.length, retried: 0, failed: 0 };
}

export interface PurgeWorker {
  stop(): void;
}

/** Runs a pass every `intervalMs`; closing does not wait for a pass under way. */
export function startPurgeWorker(db: Kysely<Database>, purger: CdnPurger, options: OutboxWorkerOptions): PurgeWorker {
  return startOutboxWorker((pass) => processCdnPurges(db, purger, pass), options);
}
