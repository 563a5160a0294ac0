/**
 * The daily digest (docs/alerts.md, "Daily digest"): for each active alert that is due, the vehicles
 * that arrived since its last digest and match its saved search — found by the listing engine the
 * listing API uses (ListingIndex.matchesAfter), on an index refreshed to the database's stock
 * version — go out as one e-mail through the outbox, at most once a day per alert.
 *
 * Exactly once across processes, as the e-mail outbox (../adapters/email/delivery.ts): an alert is
 * claimed by a conditional UPDATE that moves its `next_digest_at` a lease ahead, and the e-mail is
 * queued in one transaction with an UPDATE that only matches while the claim is still this pass's
 * (and the alert still exists). Whatever two processes do, one of them queues the digest; an alert
 * deleted (unsubscribed) meanwhile gets none.
 */
import type { Kysely } from 'kysely';
import { showroomPath } from '../../domain/showroom-slug.js';
import type { Language } from '../../domain/languages.js';
import { enqueueEmail } from '../adapters/email/outbox.js';
import type { Database, StockAlertRow } from '../db/schema.js';
import type { ListingIndexService } from '../listing/engine/index-service.js';
import { findListing } from '../listing/resolve-listing.js';
import { loadVehicleRows } from '../listing/vehicle-loader.js';
import { toVehicle } from '../listing/vehicle-mapper.js';
import { digestEmail, type DigestVehicle } from './alert-emails.js';
import { storedSearchQuery } from './saved-search-query.js';
import { linksFor, type AlertsDeps } from './saved-searches.js';
import { periodicRun, type PeriodicRun } from '../workers/periodic-run.js';

export const DAY_MS = 24 * 3_600_000;

export interface DigestPolicy {
  /** How long a claimed alert is hidden from other processes while its digest is made. */
  leaseMs: number;
  /** After a check that found nothing new: when to look again (still at most one mail a day). */
  recheckMs: number;
  /** Vehicles listed by name in one digest; the rest are counted. */
  listed: number;
}

export const DEFAULT_DIGEST_POLICY: DigestPolicy = { leaseMs: 5 * 60_000, recheckMs: 3_600_000, listed: 10 };

export interface DigestRun {
  sent: number;
  /** Due alerts checked with nothing new. */
  nothingNew: number;
  /** Alerts whose digest failed (retried once their claim lapses). */
  failed: number;
}

async function claim(db: Kysely<Database>, alert: StockAlertRow, lease: number): Promise<boolean> {
  const result = await db
    .updateTable('stock_alerts')
    .set({ next_digest_at: lease })
    .where('id', '=', alert.id)
    .where('state', '=', 'active')
    .where('next_digest_at', '=', Number(alert.next_digest_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Thrown inside the transaction when the claim was lost: rolls the queued e-mail back. */
class ClaimLost extends Error {}

async function digestOne(
  deps: AlertsDeps,
  index: Awaited<ReturnType<ListingIndexService['refresh']>>,
  alert: StockAlertRow,
  lease: number,
  now: number,
  policy: DigestPolicy,
): Promise<'sent' | 'nothing_new'> {
  const { db } = deps;
  const language = alert.language as Language;
  const listing = await findListing(index, db, alert.listing_id);
  const found = listing
    ? index.matchesAfter(listing, storedSearchQuery(alert.query), alert.seen_vehicle_id, policy.listed)
    : { ids: [], total: 0 };
  const seen = Math.max(alert.seen_vehicle_id, index.maxVehicleId);
  if (found.total === 0) {
    // Nothing new: look again later; what was checked counts as seen.
    await db
      .updateTable('stock_alerts')
      .set({ next_digest_at: now + policy.recheckMs, seen_vehicle_id: seen })
      .where('id', '=', alert.id)
      .where('next_digest_at', '=', lease)
      .execute();
    return 'nothing_new';
  }
  const rows = await loadVehicleRows(db, found.ids);
  const byId = new Map(rows.map((row) => [row.id, toVehicle(row, (code) => index.dealer(code))]));
  const vehicles: DigestVehicle[] = found.ids.flatMap((id) => {
    const vehicle = byId.get(id);
    if (!vehicle) return [];
    const path = showroomPath(vehicle, `/${language}/showroom/`);
    const name = [vehicle.attributes.model, vehicle.attributes.production_year].filter(Boolean).join(' ');
    return [{ name, link: new URL(path, deps.publicOrigin).toString() }];
  });
  try {
    await db.transaction().execute(async (trx) => {
      const kept = await trx
        .updateTable('stock_alerts')
        .set({ next_digest_at: now + DAY_MS, last_digest_at: now, seen_vehicle_id: seen })
        .where('id', '=', alert.id)
        .where('state', '=', 'active')
        .where('next_digest_at', '=', lease)
        .executeTakeFirst();
      if (Number(kept.numUpdatedRows) !== 1) throw new ClaimLost();
      const address = await trx.selectFrom('alert_addresses').select('email').where('id', '=', alert.address_id).executeTakeFirstOrThrow();
      const links = await linksFor(trx, deps, { ...alert, language }, now);
      await enqueueEmail(trx, digestEmail(address.email, language, vehicles, found.total, links), now);
    });
  } catch (error) {
    if (error instanceof ClaimLost) return 'nothing_new';
    throw error;
  }
  return 'sent';
}

/** One pass over the due alerts. */
export async function runDigests(
  deps: AlertsDeps,
  listingIndex: ListingIndexService,
  options: { policy?: DigestPolicy; batch?: number; onError?: (error: unknown) => void } = {},
): Promise<DigestRun> {
  const policy = options.policy ?? DEFAULT_DIGEST_POLICY;
  const now = deps.now();
  const run: DigestRun = { sent: 0, nothingNew: 0, failed: 0 };
  const due = await deps.db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('kind', '=', 'search')
    .where('state', '=', 'active')
    .where('next_digest_at', '<=', now)
    .orderBy('next_digest_at')
    .limit(options.batch ?? 100)
    .execute();
  if (due.length === 0) return run;
  // The index as of now: a vehicle the feed has just added is in it.
  const index = await listingIndex.refresh();
  for (const alert of due) {
    const lease = now + policy.leaseMs;
    if (!(await claim(deps.db, alert, lease))) continue;
    try {
      const result = await digestOne(deps, index, alert, lease, now, policy);
      if (result === 'sent') run.sent += 1;
      else run.nothingNew += 1;
    } catch (error) {
      // One alert's failure does not hold up the others; its claim lapses and it is tried again.
      run.failed += 1;
      options.onError?.(error);
    }
  }
  return run;
}

export type DigestWorker = PeriodicRun<DigestRun>;

export function createDigestWorker(
  deps: AlertsDeps,
  listingIndex: ListingIndexService,
  options: { intervalMs: number; policy?: DigestPolicy; onError: (error: unknown) => void },
): DigestWorker {
  return periodicRun(
    () => runDigests(deps, listingIndex, { onError: options.onError, ...(options.policy ? { policy: options.policy } : {}) }),
    options,
  );
}
