/**
 * The scheduled pull of the configured feed (docs/stock-feed.md, "A feed pulled on a schedule"), run
 * by every process now and then (server/workers/periodic-run.ts). A due pull is claimed by a
 * conditional UPDATE that pushes `next_pull_at` a lease ahead, as the e-mail outbox claims a row, so
 * one process pulls it. It reads the feed (./fetch-feed.ts) and imports it for every dealer with the
 * saved options, as an admin's upload would; the next pull is due `every_minutes` later. A pull that
 * fails (the feed cannot be read, or the import throws) is retried after a growing pause
 * (domain/backoff.ts) up to `maxAttempts` times, then waits for its next regular time. What happened
 * is kept on the row for the stock screen.
 */
import type { Kysely } from 'kysely';
import { backoffMs, type BackoffPolicy } from '../../domain/backoff.js';
import type { StockImportReport } from '../../domain/contracts/stock.js';
import type { Database } from '../db/schema.js';
import { periodicRun, type PeriodicRun } from '../workers/periodic-run.js';
import { fetchFeed, FeedPullError, type FetchFeedOptions } from './fetch-feed.js';
import type { StockImportInput } from './import-stock.js';
import { PULL_ROW } from './pull-config.js';

export interface StockPullPolicy extends BackoffPolicy {
  maxAttempts: number;
  /** How long a claimed pull is hidden from other processes (reading and importing a big feed takes a while). */
  leaseMs: number;
}

export const DEFAULT_STOCK_PULL_POLICY: StockPullPolicy = {
  maxAttempts: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  leaseMs: 15 * 60_000,
};

export type StockPullOutcome = 'none' | 'ok' | 'refused' | 'failed';

export interface StockPullDeps {
  db: Kysely<Database>;
  now: () => number;
  importFeed(input: StockImportInput): Promise<StockImportReport>;
  fetch: FetchFeedOptions;
  policy?: StockPullPolicy;
}

function errorText(error: unknown): string {
  if (error instanceof FeedPullError) return `${error.code}: ${error.message}`.slice(0, 1000);
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** One pass: the configured pull if it is due and this process claims it. */
export async function runStockPull(deps: StockPullDeps): Promise<StockPullOutcome> {
  const policy = deps.policy ?? DEFAULT_STOCK_PULL_POLICY;
  const { db } = deps;
  const started = deps.now();
  const row = await db.selectFrom('stock_feed_pull').selectAll().where('id', '=', PULL_ROW).executeTakeFirst();
  if (!row || row.enabled !== 1 || Number(row.next_pull_at) > started) return 'none';
  const claim = await db
    .updateTable('stock_feed_pull')
    .set({ next_pull_at: started + policy.leaseMs })
    .where('id', '=', PULL_ROW)
    .where('enabled', '=', 1)
    .where('next_pull_at', '=', Number(row.next_pull_at))
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return 'none';

  let outcome: StockPullOutcome;
  let next: { next_pull_at: number; attempts: number };
  const last: {
    last_started_at: number;
    last_finished_at: number;
    last_status: string;
    last_error: string | null;
    last_report: string | null;
  } = {
    last_started_at: started,
    last_finished_at: started,
    last_status: 'failed',
    last_error: null,
    last_report: null,
  };
  try {
    const feed = await fetchFeed(row.url, deps.fetch);
    const report = await deps.importFeed({
      format: feed.format,
      rows: feed.rows,
      options: {
        dry_run: false,
        all_or_nothing: row.all_or_nothing === 1,
        withdraw: row.withdraw as StockImportInput['options']['withdraw'],
      },
      scope: { dealers: null },
    });
    outcome = report.counts.refused_rows > 0 ? 'refused' : 'ok';
    last.last_status = outcome;
    last.last_report = JSON.stringify(report.counts);
    last.last_error =
      outcome === 'refused' ? `${report.counts.refused_rows} rows refused${report.applied ? '' : '; nothing was changed'}` : null;
    last.last_finished_at = deps.now();
    next = { next_pull_at: last.last_finished_at + row.every_minutes * 60_000, attempts: 0 };
  } catch (error) {
    outcome = 'failed';
    last.last_error = errorText(error);
    last.last_finished_at = deps.now();
    const attempts = row.attempts + 1;
    next =
      attempts < policy.maxAttempts
        ? { next_pull_at: last.last_finished_at + backoffMs(attempts, policy), attempts }
        : { next_pull_at: last.last_finished_at + row.every_minutes * 60_000, attempts: 0 };
  }
  // An admin who saved the pull meanwhile set its schedule: only what happened is recorded then.
  const scheduled = await db
    .updateTable('stock_feed_pull')
    .set({ ...last, ...next })
    .where('id', '=', PULL_ROW)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  if (Number(scheduled.numUpdatedRows) !== 1) await db.updateTable('stock_feed_pull').set(last).where('id', '=', PULL_ROW).execute();
  return outcome;
}

export type StockPullWorker = PeriodicRun<StockPullOutcome>;

export function createStockPullWorker(
  deps: StockPullDeps,
  options: { intervalMs: number; onError: (error: unknown) => void },
): StockPullWorker {
  return periodicRun(() => runStockPull(deps), options);
}
