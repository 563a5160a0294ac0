/**
 * Request counters in the database (table `rate_limit_hits`, migration 0006): one fixed window
 * per route and client, counted with a single upsert, so concurrent requests on any number of
 * server processes sharing one PostgreSQL database count exactly (the row lock orders them), and
 * SQLite's single writer does the same in one process. The clock is injected: tests move it.
 *
 * `dbRateLimitStore` adapts the counter to @fastify/rate-limit's `store` option. The plugin keeps
 * no state of its own then; the key it passes already names the route (see index.ts).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface Hit {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export async function countHit(db: Kysely<Database>, key: string, now: number, windowMs: number): Promise<Hit> {
  // `excluded` is the row we tried to insert: a new window starting now.
  const over = sql<boolean>`${sql.ref('rate_limit_hits.expires_at')} <= ${sql.ref('excluded.window_start')}`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_start: now, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${over} THEN 1 ELSE ${sql.ref('rate_limit_hits.hits')} + 1 END`,
        window_start: sql<number>`CASE WHEN ${over} THEN ${sql.ref('excluded.window_start')} ELSE ${sql.ref('rate_limit_hits.window_start')} END`,
        expires_at: sql<number>`CASE WHEN ${over} THEN ${sql.ref('excluded.expires_at')} ELSE ${sql.ref('rate_limit_hits.expires_at')} END`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.expires_at) - now) };
}

/** Housekeeping only: a stale row is reset by its next hit anyway. */
export async function deleteExpiredHits(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

type IncrCallback = (error: Error | null, result?: Hit) => void;

/** A store class for the plugin's `store` option, bound to our database and clock. */
export function dbRateLimitStore(db: Kysely<Database>, now: () => number): FastifyRateLimitStoreCtor {
  return class DbRateLimitStore implements FastifyRateLimitStore {
    private readonly windowMs: number;

    constructor(options: FastifyRateLimitOptions & { timeWindow?: unknown }) {
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    // The plugin calls incr(key, callback, timeWindow, max) (its typings show only the first two).
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      countHit(db, key, now(), typeof timeWindow === 'number' ? timeWindow : this.windowMs).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: FastifyRateLimitOptions & { timeWindow?: unknown }): FastifyRateLimitStore {
      return new DbRateLimitStore(routeOptions);
    }
  };
}
