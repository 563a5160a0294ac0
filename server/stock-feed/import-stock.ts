/**
 * Imports a stock feed (docs/stock-feed.md): checks every row, matches it to a vehicle by external
 * id or VIN, and adds, updates or leaves it; with a `withdraw` choice, vehicles of the caller's
 * dealers that the feed no longer names are marked sold or removed. A vehicle a reservation or an
 * order holds keeps its status and is never deleted. `dry_run` reports without writing;
 * `all_or_nothing` writes nothing when a row is refused. Photos a row names by address are fetched
 * and stored only when the import is applied, before the write (./feed-photos.ts); one that cannot
 * be stored leaves the vehicle's photos as they were and is listed in the report. The writes run in one transaction; the
 * `vehicles` triggers move the stock version (migration 0022), which the listing index, the vehicle
 * pages and the page cache follow (docs/caching.md).
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  StockImportChange,
  StockImportHeld,
  StockImportOptions,
  StockImportPhotoProblem,
  StockImportRefusal,
  StockImportReport,
  StockImportUpdate,
  StockImportWithdrawal,
} from '../../domain/contracts/stock.js';
import type { FeedVehicle } from '../../domain/stock-feed/feed-fields.js';
import { feedRefusalText } from '../../domain/stock-feed/refusal-texts.js';
import { validateFeedRow, type FeedRowContext, type FeedRowProblem } from '../../domain/stock-feed/validate-row.js';
import type { Database, VehiclesTable } from '../db/schema.js';
import { buttonsFor, type PhotoSet } from '../../domain/vehicle-media.js';
import { inStockBatch, readStockVersion } from '../db/stock-version.js';
import { createFeedPhotos, isNamedPhotoSet, type FeedPhotos, type PhotoFetchOptions, type PhotoProblem } from './feed-photos.js';
import { DEFAULT_PHOTO_FETCH_LIMITS } from './fetch-limiter.js';
import type { FeedFormat, FeedRow } from './parse-feed.js';
import { inScope, type StockScope } from './stock-scope.js';
import {
  CATALOGUE_MODEL_KEYS,
  NEWEST_FEED_MODEL_YEAR,
  changedColumns,
  feedColumns,
  insertColumns,
  type FeedColumns,
} from './vehicle-row.js';
import { updateVehicles } from './update-vehicles.js';

type StoredVehicle = Selectable<VehiclesTable>;

export interface StockImportInput {
  format: FeedFormat;
  rows: FeedRow[];
  options: StockImportOptions;
  scope: StockScope;
}

export interface StockImportDeps {
  db: Kysely<Database>;
  now: () => number;
  /** How photos named by address are read (the feed pull's limits, docs/stock-feed.md); by default public hosts within 60 s. */
  photos?: PhotoFetchOptions;
  /** How updates are written: in batches (./update-vehicles.ts); the bench passes the one-by-one path to compare. */
  writeUpdates?: typeof updateVehicles;
}

const DEFAULT_PHOTO_FETCH: PhotoFetchOptions = { allowPrivateHosts: false, timeoutMs: 60_000 };

/** Rows per INSERT: ~60 columns each stays far below both databases' bound-parameter limits. */
const INSERT_CHUNK = 200;
/** A sold vehicle can only be enquired about, whatever its state. */
const SOLD_BUTTONS = buttonsFor('used', 'sold');
const ID_CHUNK = 500;

interface Holds {
  /** A reservation or a standing order: status kept, never withdrawn. */
  held: ReadonlySet<number>;
  /** Any order ever made on the vehicle: never deleted (the order keeps pointing at it). */
  ordered: ReadonlySet<number>;
}

async function loadHolds(db: Kysely<Database>, now: number): Promise<Holds> {
  const [standing, ordered, locks] = await Promise.all([
    db.selectFrom('orders').select('vehicle_id').where('cancelled_at', 'is', null).execute(),
    db.selectFrom('orders').select('vehicle_id').distinct().execute(),
    db.selectFrom('soft_locks').select('vehicle_id').where('expires_at', '>', now).execute(),
  ]);
  return {
    held: new Set([...standing, ...locks].map((row) => Number(row.vehicle_id))),
    ordered: new Set(ordered.map((row) => Number(row.vehicle_id))),
  };
}

const isHeld = (vehicle: StoredVehicle, holds: Holds): boolean => vehicle.status === 'reserved' || holds.held.has(vehicle.id);

interface Plan {
  /** `photos`: addresses to fetch and store before the write (the columns hold the photos kept meanwhile). */
  inserts: { line: number; vin: string; columns: FeedColumns; photos?: string[] }[];
  updates: { line: number; vehicle: StoredVehicle; columns: FeedColumns; fields: string[]; photos?: string[] }[];
  photoProblems: StockImportPhotoProblem[];
  unchanged: number;
  held: StockImportHeld[];
  refused: StockImportRefusal[];
  refusedRows: number;
  /** Vehicle ids and VINs any row named, refused or not (never withdrawn). */
  named: Set<number>;
  withdraw: { vehicle: StoredVehicle; how: 'sold' | 'removed' }[];
}

function refusalsOf(line: number, vin: string | null, problems: readonly FeedRowProblem[]): StockImportRefusal[] {
  return problems.map((problem) => ({ line, field: problem.field, code: problem.code, reason: { ...feedRefusalText(problem.code) }, vin }));
}

const sentVin = (values: Readonly<Record<string, unknown>>): string | null =>
  typeof values.vin === 'string' && values.vin.trim() !== '' ? values.vin.trim().toUpperCase() : null;

/** The stored vehicle a row names: by its external id first, then by VIN; a problem when the two disagree. */
function matchRow(
  vehicle: FeedVehicle,
  byVin: ReadonlyMap<string, StoredVehicle>,
  byExternal: ReadonlyMap<string, StoredVehicle>,
): { stored: StoredVehicle | undefined } | { problem: FeedRowProblem } {
  const fromExternal = vehicle.external_id === null ? undefined : byExternal.get(vehicle.external_id);
  const fromVin = byVin.get(vehicle.vin);
  if (fromExternal && fromVin && fromExternal.id !== fromVin.id) return { problem: { field: 'vin', code: 'vin_belongs_to_other' } };
  if (!fromExternal && fromVin && vehicle.external_id !== null && fromVin.external_id !== null)
    return { problem: { field: 'vin', code: 'vin_belongs_to_other' } };
  return { stored: fromExternal ?? fromVin };
}

function photoProblemsOf(line: number, vin: string, problems: readonly PhotoProblem[]): StockImportPhotoProblem[] {
  return problems.map((problem) => ({
    line,
    field: 'photos',
    url: problem.url,
    code: problem.code,
    reason: { ...feedRefusalText(problem.code) },
    vin,
  }));
}

/**
 * The photos a row's vehicle gets now: the stored ones its addresses name; else what it has when a
 * feed or an admin named them before; else none (feedColumns draws them). `pending`: addresses to
 * fetch when the import is applied.
 */
function planPhotos(
  vehicle: FeedVehicle,
  current: StoredVehicle | undefined,
  photos: FeedPhotos,
  report: (problems: PhotoProblem[]) => void,
): { set: PhotoSet | undefined; pending?: string[] } {
  const kept = current && isNamedPhotoSet(current.photos) ? { json: current.photos, coverMedium: current.cover_photo_medium } : undefined;
  if (vehicle.photos.length === 0) return { set: kept };
  const photoPlan = photos.plan(vehicle.photos);
  if (photoPlan.kind === 'stored') return { set: photoPlan.set };
  if (photoPlan.kind === 'refused') report(photoPlan.problems);
  return { set: kept, pending: photoPlan.kind === 'pending' ? photoPlan.urls : undefined };
}

const PHOTO_COLUMNS = ['photos', 'cover_photo_medium'];

function planRows(
  input: StockImportInput,
  stored: readonly StoredVehicle[],
  context: FeedRowContext,
  holds: Holds,
  photos: FeedPhotos,
): Plan {
  const byVin = new Map(stored.map((v) => [v.vin, v]));
  const byExternal = new Map(stored.filter((v) => v.external_id !== null).map((v) => [v.external_id as string, v]));
  const plan: Plan = {
    inserts: [],
    updates: [],
    photoProblems: [],
    unchanged: 0,
    held: [],
    refused: [],
    refusedRows: 0,
    named: new Set(),
    withdraw: [],
  };
  const seenVins = new Set<string>();
  const seenExternal = new Set<string>();
  const refuse = (line: number, vin: string | null, problems: FeedRowProblem[]): void => {
    plan.refused.push(...refusalsOf(line, vin, problems));
    plan.refusedRows++;
  };

  for (const row of input.rows) {
    const vin = sentVin(row.values);
    const namedVehicle = (vin && byVin.get(vin)) || byExternal.get(String(row.values.external_id ?? ''));
    if (namedVehicle) plan.named.add(namedVehicle.id);
    const check = validateFeedRow(row.values, context);
    if (!check.ok) {
      refuse(row.line, vin, check.problems);
      continue;
    }
    const vehicle = check.vehicle;
    const repeats: FeedRowProblem[] = [];
    if (seenVins.has(vehicle.vin)) repeats.push({ field: 'vin', code: 'vin_repeated' });
    if (vehicle.external_id !== null && seenExternal.has(vehicle.external_id))
      repeats.push({ field: 'external_id', code: 'external_id_repeated' });
    seenVins.add(vehicle.vin);
    if (vehicle.external_id !== null) seenExternal.add(vehicle.external_id);
    if (repeats.length > 0) {
      refuse(row.line, vehicle.vin, repeats);
      continue;
    }
    const match = matchRow(vehicle, byVin, byExternal);
    if ('problem' in match) {
      refuse(row.line, vehicle.vin, [match.problem]);
      continue;
    }
    const current = match.stored;
    const reportPhotos = (problems: PhotoProblem[]) => plan.photoProblems.push(...photoProblemsOf(row.line, vehicle.vin, problems));
    if (!current) {
      const photo = planPhotos(vehicle, undefined, photos, reportPhotos);
      plan.inserts.push({ line: row.line, vin: vehicle.vin, columns: feedColumns(vehicle, photo.set), photos: photo.pending });
      continue;
    }
    plan.named.add(current.id);
    // A retailer cannot take over another dealer's vehicle by naming its VIN.
    if (!inScope(input.scope, current.dealer_code)) {
      refuse(row.line, vehicle.vin, [{ field: 'dealer_code', code: 'dealer_not_allowed' }]);
      continue;
    }
    const keepStatus = isHeld(current, holds) && vehicle.status !== current.status;
    const photo = planPhotos(vehicle, current, photos, reportPhotos);
    const columns = feedColumns(keepStatus ? { ...vehicle, status: current.status as FeedVehicle['status'] } : vehicle, photo.set);
    // An external id the feed leaves out does not erase the one stored.
    if (vehicle.external_id === null) columns.external_id = current.external_id;
    if (keepStatus) plan.held.push({ id: current.id, vin: current.vin, what: 'status_kept' });
    const fields = changedColumns(current, columns);
    // Photos still to fetch are a change until they are stored (a dry run reports them so).
    if (photo.pending) for (const name of PHOTO_COLUMNS) if (!fields.includes(name)) fields.push(name);
    if (fields.length === 0) plan.unchanged++;
    else plan.updates.push({ line: row.line, vehicle: current, columns, fields, photos: photo.pending });
  }
  return plan;
}

function planWithdrawals(plan: Plan, input: StockImportInput, stored: readonly StoredVehicle[], holds: Holds): void {
  const choice = input.options.withdraw;
  if (choice === 'keep') return;
  for (const vehicle of stored) {
    if (plan.named.has(vehicle.id) || !inScope(input.scope, vehicle.dealer_code)) continue;
    if (isHeld(vehicle, holds)) {
      plan.held.push({ id: vehicle.id, vin: vehicle.vin, what: 'not_withdrawn' });
      continue;
    }
    // A vehicle an order was ever made on stays as a row (the order points at it), marked sold.
    const how = choice === 'remove' && !holds.ordered.has(vehicle.id) ? 'removed' : 'sold';
    if (how === 'sold' && vehicle.status === 'sold') continue;
    plan.withdraw.push({ vehicle, how });
  }
}

/**
 * Fetches and stores the photos planned rows name (outside the write's transaction: no lock waits
 * on a photo server). A row whose photos are all stored gets them; otherwise it keeps what it had
 * and the report names each photo that failed. An update left with no change counts as unchanged.
 */
async function storePhotos(plan: Plan, photos: FeedPhotos, rowsAtOnce: number): Promise<void> {
  const rows = [...plan.inserts, ...plan.updates].filter((row) => row.photos && row.photos.length > 0);
  // A few rows in hand at a time, each asking for all its photos: the fetch limiter keeps the
  // fetches themselves within the import's bounds (./fetch-limiter.ts), a slow row holding up none.
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < rows.length) {
      const row = rows[next++]!;
      const outcome = await photos.store(row.photos!);
      if ('set' in outcome) {
        row.columns.photos = outcome.set.json;
        row.columns.cover_photo_medium = outcome.set.coverMedium;
      } else plan.photoProblems.push(...photoProblemsOf(row.line, row.columns.vin, outcome.problems));
      row.photos = undefined;
    }
  };
  await Promise.all(Array.from({ length: Math.min(rowsAtOnce, rows.length) }, worker));
  const updates = plan.updates.map((update) => ({ ...update, fields: changedColumns(update.vehicle, update.columns) }));
  plan.unchanged += updates.filter((update) => update.fields.length === 0).length;
  plan.updates = updates.filter((update) => update.fields.length > 0);
  plan.photoProblems.sort((a, b) => a.line - b.line);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function applyPlan(
  db: Kysely<Database>,
  plan: Plan,
  stamp: string,
  writeUpdates: typeof updateVehicles,
): Promise<Map<string, number>> {
  const addedIds = new Map<string, number>();
  // One batch: the stock version moves once for the whole import (migration 0039).
  await inStockBatch(db, async (trx) => {
    for (const part of chunks(plan.inserts, INSERT_CHUNK)) {
      const rows = await trx
        .insertInto('vehicles')
        .values(part.map((insert) => insertColumns(insert.columns, stamp)))
        .returning(['id', 'vin'])
        .execute();
      for (const row of rows) addedIds.set(row.vin, Number(row.id));
    }
    await writeUpdates(
      trx,
      plan.updates.map((update) => ({
        id: update.vehicle.id,
        set: Object.fromEntries(update.fields.map((f) => [f, update.columns[f as keyof FeedColumns]])),
      })),
      stamp,
    );
    const sold = plan.withdraw.filter((w) => w.how === 'sold').map((w) => w.vehicle.id);
    const removed = plan.withdraw.filter((w) => w.how === 'removed').map((w) => w.vehicle.id);
    for (const ids of chunks(sold, ID_CHUNK))
      await trx
        .updateTable('vehicles')
        .set({ status: 'sold', meta_buttons: SOLD_BUTTONS, updated_at: stamp })
        .where('id', 'in', ids)
        .execute();
    for (const ids of chunks(removed, ID_CHUNK)) {
      // Expired locks name the vehicle too (live ones make it held, so it never gets here).
      await trx.deleteFrom('soft_locks').where('vehicle_id', 'in', ids).execute();
      await trx.deleteFrom('vehicles').where('id', 'in', ids).execute();
    }
  });
  return addedIds;
}

/** The addresses a row's `photos` names, unchecked (a JSON array, or a CSV cell of `|`-separated ones). */
function rawPhotoUrls(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [];
  return items.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
}

export async function importStock(deps: StockImportDeps, input: StockImportInput): Promise<StockImportReport> {
  const { db } = deps;
  const [stored, dealers, holds] = await Promise.all([
    db.selectFrom('vehicles').selectAll().execute(),
    db.selectFrom('dealers').select('dealer_code').execute(),
    loadHolds(db, deps.now()),
  ]);
  const context: FeedRowContext = {
    models: CATALOGUE_MODEL_KEYS,
    dealers: new Set(dealers.map((d) => d.dealer_code)),
    allowedDealers: input.scope.dealers,
    newestModelYear: NEWEST_FEED_MODEL_YEAR,
  };
  const photos = createFeedPhotos(db, deps.now, deps.photos ?? DEFAULT_PHOTO_FETCH);
  await photos.preload(input.rows.flatMap((row) => rawPhotoUrls(row.values.photos)));
  const plan = planRows(input, stored, context, holds, photos);
  planWithdrawals(plan, input, stored, holds);

  const blocked = input.options.all_or_nothing && plan.refusedRows > 0;
  const applied = !input.options.dry_run && !blocked;
  if (applied) await storePhotos(plan, photos, (deps.photos?.limits ?? DEFAULT_PHOTO_FETCH_LIMITS).atOnce);
  const hasWrites = plan.inserts.length + plan.updates.length + plan.withdraw.length > 0;
  const addedIds =
    applied && hasWrites
      ? await applyPlan(db, plan, new Date(deps.now()).toISOString(), deps.writeUpdates ?? updateVehicles)
      : new Map<string, number>();

  const added: StockImportChange[] = plan.inserts.map((insert) => ({
    line: insert.line,
    vin: insert.vin,
    id: addedIds.get(insert.vin) ?? null,
  }));
  const updated: StockImportUpdate[] = plan.updates.map((u) => ({ line: u.line, vin: u.vehicle.vin, id: u.vehicle.id, fields: u.fields }));
  const withdrawn: StockImportWithdrawal[] = plan.withdraw.map((w) => ({ id: w.vehicle.id, vin: w.vehicle.vin, how: w.how }));
  return {
    format: input.format,
    options: input.options,
    applied: applied && hasWrites,
    counts: {
      rows: input.rows.length,
      added: added.length,
      updated: updated.length,
      unchanged: plan.unchanged,
      withdrawn: withdrawn.length,
      held: plan.held.length,
      refused_rows: plan.refusedRows,
      photos_stored: photos.fetched,
      photo_problems: plan.photoProblems.length,
    },
    added,
    updated,
    withdrawn,
    held: plan.held,
    refused: plan.refused,
    photo_problems: plan.photoProblems,
    stock_version: await readStockVersion(db),
  };
}
