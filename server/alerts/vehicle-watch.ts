/**
 * The watcher of alerts on one vehicle (docs/alerts.md, "Alerts on one vehicle"): each pass reads
 * every active `vehicle` alert and every `hold` alert still waiting, with its vehicle's shown price,
 * status and live hold in one query, and mails what changed since the alert last looked:
 * - `vehicle`: the price fell below the lowest price the visitor was told about, and/or the vehicle
 *   is free to reserve after not being (reserved, sold, held); both at once make one e-mail;
 * - `hold`: the vehicle is free (the hold expired or was released, and it is reservable): one e-mail,
 *   and the alert is done (kept, marked, until the purge deletes it a week later).
 *
 * Exactly once across processes, without a lease: the e-mail is queued in one transaction with a
 * compare-and-set UPDATE that moves the alert's `watched_price`/`watched_available` from the values
 * this pass read to the new ones. Of two processes that saw the same change, only one UPDATE
 * matches; the other rolls back its e-mail. An alert deleted meanwhile (unsubscribed) matches nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Language } from '../../domain/languages.js';
import { formatPrice } from '../../domain/price-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { enqueueEmail } from '../adapters/email/outbox.js';
import { readPriceSettings } from '../content/price-settings.js';
import type { Database } from '../db/schema.js';
import { periodicRun, type PeriodicRun } from '../workers/periodic-run.js';
import { linksFor, type AlertsDeps } from './saved-searches.js';
import { vehicleNewsEmail, type VehicleAlertKind, type VehicleNews } from './vehicle-alert-emails.js';
import { alertVehicle, factsOf } from './watched-vehicle.js';

export const VEHICLE_WATCH_INTERVAL_MS = 60_000;

export interface VehicleWatchRun {
  sent: number;
  /** Changes recorded without an e-mail (a price rise, the vehicle taken again). */
  updated: number;
  /** Changes another process recorded first (or the alert was deleted meanwhile). */
  lost: number;
  failed: number;
}

interface WatchedRow {
  id: string;
  address_id: string;
  language: string;
  kind: VehicleAlertKind;
  vehicle_id: number;
  watched_price: number | null;
  watched_available: number | null;
  display_price: number;
  price_hidden: number;
  status: string;
  locked: number | string | boolean;
}

async function watchedAlerts(db: Kysely<Database>, now: number): Promise<WatchedRow[]> {
  const rows = await db
    .selectFrom('stock_alerts')
    .innerJoin('vehicles', 'vehicles.id', 'stock_alerts.vehicle_id')
    .select([
      'stock_alerts.id',
      'stock_alerts.address_id',
      'stock_alerts.language',
      'stock_alerts.kind',
      'stock_alerts.vehicle_id',
      'stock_alerts.watched_price',
      'stock_alerts.watched_available',
      'vehicles.display_price',
      'vehicles.price_hidden',
      'vehicles.status',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('soft_locks')
            .select(sql.lit(1).as('one'))
            .whereRef('soft_locks.vehicle_id', '=', 'stock_alerts.vehicle_id')
            .where('soft_locks.expires_at', '>', now),
        )
        .as('locked'),
    )
    .where('stock_alerts.state', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('stock_alerts.kind', '=', 'vehicle'),
        eb.and([eb('stock_alerts.kind', '=', 'hold'), eb('stock_alerts.watched_available', '=', 0)]),
      ]),
    )
    .execute();
  return rows as WatchedRow[];
}

interface Change {
  price: number | null;
  available: number;
  news: { priceDrop?: { price: number; was: number }; available?: boolean } | null;
}

/** What a pass makes of one alert: undefined when nothing it watches changed. */
export function changeOf(row: WatchedRow): Change | undefined {
  const facts = factsOf(row, row.locked === true || Number(row.locked) === 1);
  const available = facts.available ? 1 : 0;
  const wasAvailable = Number(row.watched_available ?? 0);
  if (row.kind === 'hold') return available === 1 ? { price: row.watched_price, available, news: { available: true } } : undefined;
  const was = row.watched_price === null ? null : Number(row.watched_price);
  const dropped = facts.price !== null && was !== null && facts.price < was;
  // The lowest price told stays the mark: a rise and a fall back to it is no news.
  const price = facts.price === null ? was : was === null ? facts.price : Math.min(was, facts.price);
  if (price === was && available === wasAvailable) return undefined;
  const back = available === 1 && wasAvailable === 0;
  const news =
    dropped || back
      ? { ...(dropped ? { priceDrop: { price: facts.price as number, was: was as number } } : {}), ...(back ? { available: true } : {}) }
      : null;
  return { price, available, news };
}

/** Thrown inside the transaction when another process recorded the change first. */
class ChangeLost extends Error {}

async function record(
  deps: AlertsDeps,
  row: WatchedRow,
  change: Change,
  prices: PriceSettings,
  now: number,
): Promise<'sent' | 'updated' | 'lost'> {
  const language = row.language as Language;
  const vehicle = change.news ? await alertVehicle(deps.db, row.vehicle_id, language, deps.publicOrigin) : undefined;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('stock_alerts')
        .set({ watched_price: change.price, watched_available: change.available, ...(change.news ? { last_digest_at: now } : {}) })
        .where('id', '=', row.id)
        .where('state', '=', 'active')
        .where('watched_available', '=', Number(row.watched_available ?? 0));
      update =
        row.watched_price === null
          ? update.where('watched_price', 'is', null)
          : update.where('watched_price', '=', Number(row.watched_price));
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ChangeLost();
      if (!change.news || !vehicle) return 'updated';
      const address = await trx.selectFrom('alert_addresses').select('email').where('id', '=', row.address_id).executeTakeFirstOrThrow();
      const links = await linksFor(trx, deps, { id: row.id, address_id: row.address_id, language, query: '' }, now);
      const money = (value: number) => formatPrice(value, prices, { language });
      const news: VehicleNews = {
        ...(change.news.priceDrop
          ? { priceDrop: { price: money(change.news.priceDrop.price), was: money(change.news.priceDrop.was) } }
          : {}),
        ...(change.news.available ? { available: true } : {}),
      };
      await enqueueEmail(trx, vehicleNewsEmail(address.email, language, row.kind, vehicle, news, links), now);
      return 'sent';
    });
  } catch (error) {
    if (error instanceof ChangeLost) return 'lost';
    throw error;
  }
}

/** One pass over the alerts on single vehicles. */
export async function runVehicleWatch(deps: AlertsDeps, options: { onError?: (error: unknown) => void } = {}): Promise<VehicleWatchRun> {
  const now = deps.now();
  const run: VehicleWatchRun = { sent: 0, updated: 0, lost: 0, failed: 0 };
  const rows = await watchedAlerts(deps.db, now);
  const changes = rows.flatMap((row) => {
    const change = changeOf(row);
    return change ? [{ row, change }] : [];
  });
  if (changes.length === 0) return run;
  const prices = await readPriceSettings(deps.db, { warn: () => undefined });
  for (const { row, change } of changes) {
    try {
      run[await record(deps, row, change, prices, now)] += 1;
    } catch (error) {
      // One alert's failure does not hold up the others; the change is seen again next pass.
      run.failed += 1;
      options.onError?.(error);
    }
  }
  return run;
}

export type VehicleWatchWorker = PeriodicRun<VehicleWatchRun>;

export function createVehicleWatchWorker(
  deps: AlertsDeps,
  options: { intervalMs: number; onError: (error: unknown) => void },
): VehicleWatchWorker {
  return periodicRun(() => runVehicleWatch(deps, { onError: options.onError }), options);
}
