/**
 * The versions a rendered page is checked against (docs/caching.md): the content version (raised by
 * the triggers of migration 0025 with every publish, scheduled publish, navigation, footer, settings,
 * metahead, redirect, media, dealer or exchange-rate write) and the stock version. Both are read in
 * one query from their one-row tables, on every request (`checkMs` 0, the default) or at most every
 * `checkMs`: a process serves a page older than a write on another process for at most that long
 * (configuration allows at most one second).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface DataVersions {
  content: number;
  stock: number;
}

export async function readDataVersions(db: Kysely<Database>): Promise<DataVersions> {
  const row = await db
    .selectNoFrom([
      sql<number>`(SELECT version FROM content_version WHERE id = 1)`.as('content'),
      sql<number>`(SELECT version FROM stock_version WHERE id = 1)`.as('stock'),
    ])
    .executeTakeFirstOrThrow();
  if (row.content === null || row.stock === null)
    throw new Error('content_version or stock_version row is missing: run the migrations first');
  return { content: Number(row.content), stock: Number(row.stock) };
}

export interface DataVersionWatch {
  /** The versions as of at most `checkMs` ago; concurrent callers share one query. */
  current(): Promise<DataVersions>;
}

export function createDataVersionWatch(db: Kysely<Database>, options: { checkMs: number; now?: () => number }): DataVersionWatch {
  const now = options.now ?? Date.now;
  let known: { versions: DataVersions; readAt: number } | undefined;
  let reading: Promise<DataVersions> | undefined;
  return {
    current() {
      // The read starts after the request did: a write committed before the request is always seen.
      if (known && options.checkMs > 0 && now() - known.readAt < options.checkMs) return Promise.resolve(known.versions);
      // Shared only when some staleness is allowed anyway: with checkMs 0 every request reads after it arrived.
      if (reading && options.checkMs > 0) return reading;
      const startedAt = now();
      reading = readDataVersions(db)
        .then((versions) => {
          known = { versions, readAt: startedAt };
          return versions;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
  };
}
