/**
 * Deletes unconfirmed sign-ups past their 48 hours, expired link tokens and addresses left without
 * an alert (docs/alerts.md, "What is kept"), every `intervalMs` in every process: each pass is a few
 * guarded DELETEs, harmless when two processes run them at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { purgeExpiredAlerts } from './saved-searches.js';

export const ALERT_PURGE_INTERVAL_MS = 15 * 60_000;

export interface AlertPurgeWorker {
  stop(): void;
}

export function startAlertPurge(
  db: Kysely<Database>,
  options: { intervalMs: number; now: () => number; onError: (error: unknown) => void },
): AlertPurgeWorker {
  const timer = setInterval(() => {
    purgeExpiredAlerts(db, options.now()).catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
