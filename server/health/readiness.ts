/**
 * Whether this process can serve (GET /readyz, docs/operations.md "Probes"): the database answers,
 * every migration this code knows has run, and the listing index is built. Each check is cheap —
 * `select 1`, one read of the migrations table until it has once seen them all, a look at memory —
 * so a load balancer or Kubernetes may ask every few seconds.
 */
import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '../migrations/migrate.js';
import type { Database } from '../db/schema.js';
import type { ListingIndexService } from '../listing/engine/index-service.js';

export type CheckState = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; listing_index: CheckState };
  /** Why each failed check failed, for the operator reading the 503. */
  reasons: Partial<Record<keyof Readiness['checks'], string>>;
}

export interface ReadinessProbe {
  check(): Promise<Readiness>;
}

/** A database that does not answer within this is as good as unreachable for a probe. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createReadinessProbe(db: Kysely<Database>, listingIndex: ListingIndexService): ReadinessProbe {
  // Migrations are never undone under a running server: once all ran, they stay run.
  let migrated = false;
  return {
    async check() {
      const reasons: Readiness['reasons'] = {};
      let database: CheckState = 'ok';
      let migrations: CheckState = migrated ? 'ok' : 'failed';
      try {
        await withinTime(sql`select 1`.execute(db), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        database = 'failed';
        reasons.database = message(error);
      }
      if (!migrated && database === 'ok') {
        try {
          const pending = await withinTime(pendingMigrations(db), DATABASE_CHECK_TIMEOUT_MS);
          migrated = pending.length === 0;
          migrations = migrated ? 'ok' : 'failed';
          if (!migrated) reasons.migrations = `not yet run: ${pending.join(', ')}`;
        } catch (error) {
          reasons.migrations = message(error);
        }
      } else if (!migrated) {
        reasons.migrations = 'unknown: the database does not answer';
      }
      const listing: CheckState = listingIndex.peek() ? 'ok' : 'failed';
      if (listing === 'failed') reasons.listing_index = 'not built yet';
      const checks = { database, migrations, listing_index: listing };
      return { ready: Object.values(checks).every((state) => state === 'ok'), checks, reasons };
    },
  };
}
