/**
 * The configured feed pull's one row (migration 0037, docs/stock-feed.md): what the admin saved and
 * what the stock screen shows of the last pull. Saving an enabled pull makes it due at once, so the
 * admin sees its first report within the worker's check interval.
 */
import type { Kysely } from 'kysely';
import type { StockImportReport, StockPullConfig, StockPullState, WithdrawChoice } from '../../domain/contracts/stock.js';
import type { Database } from '../db/schema.js';

export const PULL_ROW = 1;

export async function readPullState(db: Kysely<Database>): Promise<StockPullState> {
  const row = await db.selectFrom('stock_feed_pull').selectAll().where('id', '=', PULL_ROW).executeTakeFirst();
  if (!row) return { config: null, next_pull_at: null, attempts: 0, last: null };
  const config: StockPullConfig = {
    enabled: row.enabled === 1,
    url: row.url,
    every_minutes: row.every_minutes,
    withdraw: row.withdraw as WithdrawChoice,
    all_or_nothing: row.all_or_nothing === 1,
  };
  const started = row.last_started_at === null ? null : Number(row.last_started_at);
  return {
    config,
    next_pull_at: config.enabled ? Number(row.next_pull_at) : null,
    attempts: row.attempts,
    last:
      started === null
        ? null
        : {
            started_at: started,
            finished_at: row.last_finished_at === null ? null : Number(row.last_finished_at),
            status: (row.last_status ?? 'failed') as 'ok' | 'refused' | 'failed',
            error: row.last_error,
            counts: row.last_report ? (JSON.parse(row.last_report) as StockImportReport['counts']) : null,
          },
  };
}

export async function savePullConfig(db: Kysely<Database>, config: StockPullConfig, now: number): Promise<void> {
  const values = {
    enabled: config.enabled ? 1 : 0,
    url: config.url,
    every_minutes: config.every_minutes,
    withdraw: config.withdraw,
    all_or_nothing: config.all_or_nothing ? 1 : 0,
    next_pull_at: now,
    attempts: 0,
    updated_at: new Date(now).toISOString(),
  };
  await db
    .insertInto('stock_feed_pull')
    .values({ id: PULL_ROW, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** Makes the configured pull due now (the stock screen's "Pull now"); false when none is configured. */
export async function makePullDue(db: Kysely<Database>, now: number): Promise<boolean> {
  const result = await db
    .updateTable('stock_feed_pull')
    .set({ next_pull_at: now })
    .where('id', '=', PULL_ROW)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
