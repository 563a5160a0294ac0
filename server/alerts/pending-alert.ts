/**
 * What every sign-up does with the alert it asks for (docs/alerts.md, "Saving a search" and "Alerts on one vehicle"): an alert of the
 * address that is already active stays as it is (and the answer does not tell, so nobody learns
 * which addresses have alerts); a pending one gets a new confirmation expiry and the language of
 * this sign-up; none yet is added, pending. A saved search and an alert on one vehicle differ only
 * in how they find their own alert and in the columns a new one starts with.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Language } from '../../domain/languages.js';
import type { AlertKind, Database, StockAlertsTable } from '../db/schema.js';
import { isForeignKeyViolation } from './addresses.js';
import { CONFIRM_TOKEN_MS } from './tokens.js';

/** The columns a new alert starts with besides those every pending alert has. */
export type NewAlertColumns = Omit<Insertable<StockAlertsTable>, 'id' | 'address_id' | 'language' | 'state' | 'created_at' | 'expires_at'>;

/** The columns that find an address's own alert: a saved search's listing and query, a vehicle alert's kind and vehicle. */
export type AlertNames = { kind: 'search'; listing_id: string; query: string } | { kind: AlertKind; vehicle_id: number };

/** The pending alert to confirm (its id and expiry), or null when that alert is already active. */
export async function storePendingAlert(
  trx: Transaction<Database>,
  options: {
    addressId: string;
    language: Language;
    now: number;
    /** How this sign-up's alert is found among the address's alerts. */
    names: AlertNames;
    columns: NewAlertColumns;
  },
): Promise<{ alertId: string; expiresAt: number } | null> {
  const { language, now } = options;
  const existing = await trx
    .selectFrom('stock_alerts')
    .select(['id', 'state'])
    .where((eb) => eb.and({ address_id: options.addressId, ...options.names }))
    .executeTakeFirst();
  if (existing?.state === 'active') return null;
  const expiresAt = now + CONFIRM_TOKEN_MS;
  if (existing) {
    await trx.updateTable('stock_alerts').set({ expires_at: expiresAt, language }).where('id', '=', existing.id).execute();
    return { alertId: existing.id, expiresAt };
  }
  const alertId = randomUUID();
  await trx
    .insertInto('stock_alerts')
    .values({
      ...options.columns,
      id: alertId,
      address_id: options.addressId,
      language,
      state: 'pending',
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { alertId, expiresAt };
}

/** Runs a sign-up; once more when another process removed the address between finding it and adding the alert. */
export async function withAddressRetry<T>(signUpOnce: () => Promise<T>): Promise<T> {
  try {
    return await signUpOnce();
  } catch (error) {
    if (isForeignKeyViolation(error)) return signUpOnce();
    throw error;
  }
}
