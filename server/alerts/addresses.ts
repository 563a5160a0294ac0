/**
 * Alert addresses exist only while they have an alert (docs/alerts.md, "What is kept"). The row is
 * found or made by the address's comparison key (domain/account-email.ts) and removed with its last
 * alert. Removal is a plain DELETE guarded by "no alert left": when another process gives the
 * address a new alert at that moment, the foreign key of `stock_alerts` (no cascade) refuses the
 * DELETE, and the address rightly stays.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { accountEmailKey, tidyEmail } from '../../domain/account-email.js';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23503' || /FOREIGN KEY constraint/i.test(e?.message ?? '');
}

/** The address's row id, made when it has none (two processes making it at once end with one row). */
export async function addressIdFor(db: Db, email: string, now: number): Promise<string> {
  const key = accountEmailKey(email);
  await db
    .insertInto('alert_addresses')
    .values({ id: randomUUID(), email: tidyEmail(email), email_key: key, created_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .execute();
  const row = await db.selectFrom('alert_addresses').select('id').where('email_key', '=', key).executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the addresses among `ids` (all when absent) that have no alert left; their tokens go with them. */
export async function deleteUnusedAddresses(db: Kysely<Database>, ids?: string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  try {
    let query = db
      .deleteFrom('alert_addresses')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('stock_alerts').select('stock_alerts.id').whereRef('stock_alerts.address_id', '=', 'alert_addresses.id'))),
      );
    if (ids) query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  } catch (error) {
    // Another process gave one of them an alert since: it is in use, so it stays.
    if (isForeignKeyViolation(error)) return 0;
    throw error;
  }
}
