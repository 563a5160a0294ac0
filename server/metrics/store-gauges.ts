/**
 * Gauges read when Prometheus scrapes (docs/metrics.md), in their `collect()` callbacks, so an
 * unscraped process does no work for them: the outbox depths (one query for every outbox), the
 * soft locks held (one count) and the listing index's size and age (memory only).
 * A query that fails leaves its gauge without samples for that scrape and logs a warning: the
 * rest of the scrape (requests, memory, event loop) still answers.
 */
import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/schema.js';
import type { ListingIndexService } from '../listing/engine/index-service.js';

/** The outboxes whose pending rows are counted; a new outbox table adds one line to `OUTBOX_DEPTH_SQL`. */
export const OUTBOX_KINDS = ['crm', 'email', 'purge'] as const;

interface OutboxDepthRow {
  kind: string;
  depth: number | string; // PostgreSQL answers COUNT(*) as bigint text
  oldest: string | null; // ISO created_at of the oldest pending row
}

/** One round trip per scrape; `created_at` is ISO text, so MIN is the oldest. */
const OUTBOX_DEPTH_SQL = sql<OutboxDepthRow>`
  SELECT 'crm' AS kind, COUNT(*) AS depth, MIN(created_at) AS oldest FROM crm_outbox WHERE state = 'pending'
  UNION ALL
  SELECT 'email' AS kind, COUNT(*) AS depth, MIN(created_at) AS oldest FROM email_outbox WHERE state = 'pending'
  UNION ALL
  SELECT 'purge' AS kind, COUNT(*) AS depth, NULL AS oldest FROM cdn_purges WHERE state = 'pending'`;

/** Outboxes whose rows carry no time they were written (the CDN purge keys are queued by triggers): depth only. */
const WITHOUT_AGE = new Set(['purge']);

export interface StoreGaugeDeps {
  db: Kysely<Database>;
  listingIndex: ListingIndexService;
  now: () => number;
  warn: (error: unknown, message: string) => void;
}

export function registerStoreGauges(registry: Registry, deps: StoreGaugeDeps): void {
  const registers = [registry];
  const { db, now, warn } = deps;

  // Both outbox gauges read one query: the registry collects its metrics concurrently, so the
  // second gauge's collect() joins the query the first one started in the same scrape.
  let reading: Promise<{ rows: OutboxDepthRow[]; at: number } | undefined> | undefined;
  const readOutboxes = () =>
    (reading ??= OUTBOX_DEPTH_SQL.execute(db)
      .then(({ rows }) => ({ rows, at: now() }))
      .catch((error: unknown) => {
        warn(error, 'metrics: reading the outbox depths failed');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      }));

  new Gauge({
    name: 'lrdx_outbox_pending',
    help: 'Rows waiting in each outbox (crm, email, purge).',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      const read = await readOutboxes();
      for (const row of read?.rows ?? []) this.set({ kind: row.kind }, Number(row.depth));
    },
  });
  new Gauge({
    name: 'lrdx_outbox_oldest_pending_age_seconds',
    help: 'Seconds since the oldest pending row of each outbox was written (0 when none is pending; crm, email).',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      const read = await readOutboxes();
      if (!read) return;
      for (const row of read.rows) {
        if (WITHOUT_AGE.has(row.kind)) continue;
        this.set({ kind: row.kind }, row.oldest ? Math.max(0, (read.at - Date.parse(row.oldest)) / 1000) : 0);
      }
    },
  });

  new Gauge({
    name: 'lrdx_soft_locks_held',
    help: 'Vehicles held by an unexpired buy-online soft lock.',
    registers,
    async collect() {
      this.reset();
      try {
        const row = await db
          .selectFrom('soft_locks')
          .select((eb) => eb.fn.countAll().as('held'))
          .where('expires_at', '>', now())
          .executeTakeFirst();
        this.set(Number(row?.held ?? 0));
      } catch (error) {
        warn(error, 'metrics: counting the soft locks failed');
      }
    },
  });

  new Gauge({
    name: 'lrdx_listing_index_vehicles',
    help: 'Vehicles in the listing index this process serves from (absent until it is first built).',
    registers,
    collect() {
      this.reset();
      const index = deps.listingIndex.peek();
      if (index) this.set(index.size);
    },
  });
  new Gauge({
    name: 'lrdx_listing_index_age_seconds',
    help: 'Seconds since the listing index this process serves from was built (absent until then).',
    registers,
    collect() {
      this.reset();
      const builtAt = deps.listingIndex.builtAt();
      if (builtAt !== undefined) this.set(Math.max(0, (Date.now() - builtAt) / 1000));
    },
  });
}
