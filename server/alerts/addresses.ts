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

/**
 * The alert e-mails to these addresses, sent or not, with the mail catcher's copies: the outbox
 * keeps an address too, so it goes with the address (a digest still queued is not sent after the
 * last alert is gone). Only alert mail carries a List-Unsubscribe URL; an order's or a lead's mail
 * to the same address stays.
 */
async function deleteAlertMail(db: Kysely<Database>, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('to', 'in', emails)
    .where('list_unsubscribe', 'is not', null)
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  await db.deleteFrom('caught_emails').where('outbox_id', 'in', ids).execute();
  await db.deleteFrom('email_outbox').where('id', 'in', ids).execute();
}

/**
 * Deletes the addresses among `ids` (all when absent) that have no alert left; their tokens and
 * their alert e-mails go with them.
 */
export async function deleteUnusedAddresses(db: Kysely<Database>, ids?: string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  try {
    let query = db
      .deleteFrom('alert_addresses')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('stock_alerts').select('stock_alerts.id').whereRef('stock_alerts.address_id', '=', 'alert_addresses.id'))),
      );
    if (ids) query = query.where('id', 'in', ids);
    const deleted = await query.returning('email').execute();
    await deleteAlertMail(
      db,
      deleted.map((row) => row.email),
    );
    return deleted.length;
  } catch (error) {
    // Another process gave one of them an alert since: it is in use, so it stays.
    if (isForeignKeyViolation(error)) return 0;
    throw error;
  }
}
