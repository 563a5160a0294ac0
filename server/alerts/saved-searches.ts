/**
 * Saved searches with double opt-in (docs/alerts.md): a sign-up stores a `pending` alert and queues
 * the confirmation e-mail in the same transaction; the confirmation link makes it `active`; the
 * unsubscribe link (and the List-Unsubscribe one-click POST) deletes it; the manage link lists and
 * deletes the address's alerts. Deleting an address's last alert deletes the address.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../domain/languages.js';
import { enqueueEmail } from '../adapters/email/outbox.js';
import type { AlertKind, Database, StockAlertRow } from '../db/schema.js';
import { addressIdFor, deleteUnusedAddresses } from './addresses.js';
import { storePendingAlert, withAddressRetry } from './pending-alert.js';
import { confirmationEmail, type AlertLinks } from './alert-emails.js';
import { stockPageLink } from './saved-search-query.js';
import { CONFIRM_TOKEN_MS, issueToken, LINK_TOKEN_MS, tokenOwner } from './tokens.js';

export interface AlertsDeps {
  db: Kysely<Database>;
  now: () => number;
  /** Where links in e-mails point (PUBLIC_ORIGIN). */
  publicOrigin: string;
}

export interface SignUp {
  email: string;
  language: Language;
  listingId: string;
  /** Already normalized by savedSearchQuery. */
  query: string;
}

/** The visitor pages the e-mails link to (server/api/alerts/pages.ts). */
export function alertPageUrl(publicOrigin: string, language: Language, page: 'confirm' | 'unsubscribe' | 'manage', token: string): string {
  const url = new URL(`/${language}/alerts/${page}`, publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Fresh unsubscribe and manage links for one e-mail about `alert` (tokens stored hashed). */
export async function linksFor(
  trx: Transaction<Database> | Kysely<Database>,
  deps: AlertsDeps,
  alert: { id: string; address_id: string; language: Language; query: string },
  now: number,
): Promise<AlertLinks> {
  const expires = now + LINK_TOKEN_MS;
  const unsubscribe = await issueToken(trx, 'unsubscribe', { addressId: alert.address_id, alertId: alert.id }, expires);
  const manage = await issueToken(trx, 'manage', { addressId: alert.address_id, alertId: null }, expires);
  return {
    search: stockPageLink(deps.publicOrigin, alert.language, alert.query),
    unsubscribe: alertPageUrl(deps.publicOrigin, alert.language, 'unsubscribe', unsubscribe),
    manage: alertPageUrl(deps.publicOrigin, alert.language, 'manage', manage),
  };
}

/** What every confirmation e-mail needs: the address, a fresh confirmation link and the alert's links. */
export async function confirmationParts(
  trx: Transaction<Database>,
  deps: AlertsDeps,
  alert: { id: string; address_id: string; language: Language; query: string },
  expiresAt: number,
  now: number,
): Promise<{ to: string; confirmLink: string; links: AlertLinks }> {
  const confirm = await issueToken(trx, 'confirm', { addressId: alert.address_id, alertId: alert.id }, expiresAt);
  const links = await linksFor(trx, deps, alert, now);
  const to = (await trx.selectFrom('alert_addresses').select('email').where('id', '=', alert.address_id).executeTakeFirstOrThrow()).email;
  return { to, confirmLink: alertPageUrl(deps.publicOrigin, alert.language, 'confirm', confirm), links };
}

async function signUpOnce(deps: AlertsDeps, input: SignUp, now: number): Promise<'sent' | 'already_active'> {
  return deps.db.transaction().execute(async (trx) => {
    const addressId = await addressIdFor(trx, input.email, now);
    const pending = await storePendingAlert(trx, {
      addressId,
      language: input.language,
      now,
      names: { kind: 'search', listing_id: input.listingId, query: input.query },
      columns: { listing_id: input.listingId, query: input.query },
    });
    if (!pending) return 'already_active';
    const alert = { id: pending.alertId, address_id: addressId, language: input.language, query: input.query };
    const { to, confirmLink, links } = await confirmationParts(trx, deps, alert, pending.expiresAt, now);
    await enqueueEmail(trx, confirmationEmail(to, input.language, confirmLink, links, CONFIRM_TOKEN_MS / 3_600_000), now);
    return 'sent';
  });
}

/** Stores a pending alert and queues its confirmation e-mail (nothing for a search already active). */
export async function signUp(deps: AlertsDeps, input: SignUp): Promise<'sent' | 'already_active'> {
  const now = deps.now();
  return withAddressRetry(() => signUpOnce(deps, input, now));
}

export interface AlertView {
  id: string;
  /** search: a saved search; vehicle: price drop and back in stock; hold: a held vehicle is free. */
  kind: AlertKind;
  language: Language;
  listingId: string;
  query: string;
  state: 'pending' | 'active';
  createdAt: string;
  /** The stock page showing the search, or the watched vehicle's page. */
  link: string;
  /** A hold alert whose one e-mail has gone out (kept until the purge). */
  done: boolean;
  /** The watched vehicle's model and year (alerts on one vehicle, on the manage page). */
  vehicleName?: string;
}

/** What a confirmation link's alert watches, read without changing anything (the GET of its page). */
export async function confirmLinkKind(deps: AlertsDeps, token: string): Promise<AlertKind | undefined> {
  const owner = await tokenOwner(deps.db, token, 'confirm', deps.now());
  if (!owner?.alertId) return undefined;
  const row = await deps.db.selectFrom('stock_alerts').select('kind').where('id', '=', owner.alertId).executeTakeFirst();
  return row?.kind;
}

/** Activates the alert of a confirmation token; undefined for an unknown, expired or used-up link. */
export async function confirmAlert(deps: AlertsDeps, token: string): Promise<AlertView | undefined> {
  const now = deps.now();
  const owner = await tokenOwner(deps.db, token, 'confirm', now);
  if (!owner?.alertId) return undefined;
  const alertId = owner.alertId;
  const maxVehicle = await deps.db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  // Pending → active once; confirming twice (a mail scanner, a second click) changes nothing more.
  await deps.db
    .updateTable('stock_alerts')
    .set({
      state: 'active',
      confirmed_at: new Date(now).toISOString(),
      expires_at: null,
      // The digest tells about vehicles that arrive after this moment.
      seen_vehicle_id: Number(maxVehicle?.max ?? 0),
      next_digest_at: now,
    })
    .where('id', '=', alertId)
    .where('state', '=', 'pending')
    .execute();
  const row = await deps.db.selectFrom('stock_alerts').selectAll().where('id', '=', alertId).executeTakeFirst();
  return row ? viewOf(deps, row) : undefined;
}

function viewOf(deps: AlertsDeps, row: StockAlertRow): AlertView {
  const language = row.language as Language;
  const link =
    row.vehicle_id === null
      ? stockPageLink(deps.publicOrigin, language, row.query)
      : // A bare id opens the vehicle page too (domain/showroom-slug.ts).
        new URL(`/${language}/showroom/${row.vehicle_id}`, deps.publicOrigin).toString();
  return {
    id: row.id,
    kind: row.kind,
    done: row.kind === 'hold' && Number(row.watched_available) === 1,
    language,
    listingId: row.listing_id,
    query: row.query,
    state: row.state,
    createdAt: row.created_at,
    link,
  };
}

/** Deletes alerts of one address (the given ids, or all), then the address when none is left. */
async function deleteAlerts(deps: AlertsDeps, addressId: string, ids: string[] | 'all'): Promise<number> {
  let query = deps.db.deleteFrom('stock_alerts').where('address_id', '=', addressId);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  await deleteUnusedAddresses(deps.db, [addressId]);
  return Number(result.numDeletedRows);
}

/** The one-click unsubscribe and the "stop this alert" page: deletes the token's alert. */
export async function unsubscribe(deps: AlertsDeps, token: string): Promise<boolean> {
  const owner = await tokenOwner(deps.db, token, 'unsubscribe', deps.now());
  if (!owner?.alertId) return false;
  return (await deleteAlerts(deps, owner.addressId, [owner.alertId])) > 0;
}

export interface ManagedAlerts {
  email: string;
  alerts: AlertView[];
}

/** What the manage link shows: the address and all its alerts; undefined for an unknown or expired link. */
export async function managedAlerts(deps: AlertsDeps, token: string): Promise<ManagedAlerts | undefined> {
  const owner = await tokenOwner(deps.db, token, 'manage', deps.now());
  if (!owner) return undefined;
  const address = await deps.db.selectFrom('alert_addresses').select('email').where('id', '=', owner.addressId).executeTakeFirst();
  if (!address) return undefined;
  const rows = await deps.db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('address_id', '=', owner.addressId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const vehicleIds = rows.flatMap((row) => (row.vehicle_id === null ? [] : [row.vehicle_id]));
  const vehicles = vehicleIds.length
    ? await deps.db.selectFrom('vehicles').select(['id', 'model', 'production_year']).where('id', 'in', vehicleIds).execute()
    : [];
  const names = new Map(vehicles.map((v) => [v.id, [v.model, v.production_year].filter(Boolean).join(' ')]));
  return {
    email: address.email,
    alerts: rows.map((row) => {
      const name = row.vehicle_id === null ? undefined : names.get(row.vehicle_id);
      return { ...viewOf(deps, row), ...(name ? { vehicleName: name } : {}) };
    }),
  };
}

/** Deletes some (ids) or all of the manage link's alerts; undefined for an unknown or expired link. */
export async function deleteManagedAlerts(deps: AlertsDeps, token: string, ids: string[] | 'all'): Promise<number | undefined> {
  const owner = await tokenOwner(deps.db, token, 'manage', deps.now());
  if (!owner) return undefined;
  return deleteAlerts(deps, owner.addressId, ids);
}

/** How long a hold alert stays after its one e-mail (the outbox has sent it by then). */
export const HOLD_ALERT_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Unconfirmed sign-ups past their expiry, hold alerts done a week ago, alerts on vehicles no longer
 * in the stock, expired tokens, and addresses left without alerts.
 */
export async function purgeExpiredAlerts(db: Kysely<Database>, now: number): Promise<{ alerts: number; addresses: number }> {
  const expired = await db.deleteFrom('stock_alerts').where('state', '=', 'pending').where('expires_at', '<=', now).executeTakeFirst();
  // A hold alert is done once its one e-mail is queued; a week later (sent by then) it goes.
  const done = await db
    .deleteFrom('stock_alerts')
    .where('kind', '=', 'hold')
    .where('watched_available', '=', 1)
    .where('last_digest_at', '<=', now - HOLD_ALERT_KEPT_MS)
    .executeTakeFirst();
  // An alert on a vehicle that has left the stock has nothing left to tell.
  const orphaned = await db
    .deleteFrom('stock_alerts')
    .where('vehicle_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('vehicles').select('vehicles.id').whereRef('vehicles.id', '=', 'stock_alerts.vehicle_id'))),
    )
    .executeTakeFirst();
  const alerts = { numDeletedRows: expired.numDeletedRows + done.numDeletedRows + orphaned.numDeletedRows };
  await db.deleteFrom('alert_tokens').where('expires_at', '<=', now).execute();
  const addresses = await deleteUnusedAddresses(db);
  return { alerts: Number(alerts.numDeletedRows), addresses };
}
