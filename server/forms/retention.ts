/**
 * Lead retention (docs/forms.md, "Retention"): the setting `forms.lead_retention_days` (a whole
 * number of days; absent, empty or 0 keeps leads forever) purges form leads older than that, each
 * deleted as an admin's delete is (personal data out of the outbox too). The forms family runs a
 * pass at start and every hour; several processes may run it at once — a lead deleted twice is
 * deleted once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { deleteLead } from './form-leads-repository.js';

export const LEAD_RETENTION_SETTING = 'forms.lead_retention_days';
const DAY_MS = 86_400_000;

/** The retention in days, or null when leads are kept (missing, blank, not a positive whole number). */
export async function readRetentionDays(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', LEAD_RETENTION_SETTING).executeTakeFirst();
  const days = Number(row?.value?.trim().replace(/^"|"$/g, ''));
  return Number.isInteger(days) && days > 0 ? days : null;
}

/** Deletes the leads created more than the retention ago; answers how many. */
export async function purgeExpiredLeads(db: Kysely<Database>, now: number, batch = 500): Promise<number> {
  const days = await readRetentionDays(db);
  if (days === null) return 0;
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  let purged = 0;
  for (;;) {
    const expired = await db.selectFrom('form_leads').selectAll().where('created_at', '<', cutoff).orderBy('id').limit(batch).execute();
    for (const row of expired) await deleteLead(db, row, now);
    purged += expired.length;
    if (expired.length < batch) return purged;
  }
}
