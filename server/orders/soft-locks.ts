/**
 * Soft locks: a server-held, time-limited hold on one vehicle (docs/buy-online.md, "The journey"). The unique index on
 * `soft_locks.vehicle_id` is the guarantee — not this code — so it holds across any number of
 * server processes sharing a PostgreSQL database. In one transaction we drop the vehicle's lock if
 * it has expired, try to insert ours (ON CONFLICT DO NOTHING, so PostgreSQL does not abort the
 * transaction and a concurrent inserter simply waits for the winner to commit), and when a lock is
 * already there we extend it for its own holder or refuse everyone else.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { isReservableStatus } from '../../domain/order.js';
import type { Database, SoftLockRow } from '../db/schema.js';

export interface SoftLock {
  id: string;
  vehicleId: number;
  holder: string;
  expiresAt: number; // epoch ms
}

export type AcquireResult =
  | { kind: 'granted' | 'extended'; lock: SoftLock }
  | { kind: 'locked'; expiresAt: number }
  | { kind: 'client_limit'; retryAt: number }
  | { kind: 'vehicle_not_found' }
  | { kind: 'vehicle_unavailable'; status: string };

export interface AcquireInput {
  vehicleId: number;
  holder: string;
  now: number;
  ttlMs: number;
  /** The requesting client's network key (rate-limit/client-key.ts), stored on the lock. */
  clientKey?: string;
  /**
   * At most this many other vehicles may be held by `clientKey` at once: one client (one IP)
   * must not be able to hold the stock. Re-initialising a vehicle it holds is never refused.
   */
  maxLocksPerClient?: number;
}

function toLock(row: SoftLockRow): SoftLock {
  return { id: row.id, vehicleId: row.vehicle_id, holder: row.holder, expiresAt: Number(row.expires_at) };
}

/** The lock row vanished between our insert and our read (its holder released it): try again. */
const RETRIES = 3;

export async function acquireSoftLock(db: Kysely<Database>, input: AcquireInput): Promise<AcquireResult> {
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    const result = await db.transaction().execute(async (trx): Promise<AcquireResult | undefined> => {
      const vehicle = await trx.selectFrom('vehicles').select(['id', 'status']).where('id', '=', input.vehicleId).executeTakeFirst();
      if (!vehicle) return { kind: 'vehicle_not_found' };
      if (!isReservableStatus(vehicle.status)) return { kind: 'vehicle_unavailable', status: vehicle.status };

      await trx.deleteFrom('soft_locks').where('vehicle_id', '=', input.vehicleId).where('expires_at', '<=', input.now).execute();
      if (input.clientKey !== undefined && input.maxLocksPerClient !== undefined) {
        await serializeClient(trx, input.clientKey);
        const held = await liveLocksOfClient(trx, input.clientKey, input.vehicleId, input.now);
        if (held.length >= input.maxLocksPerClient) return { kind: 'client_limit', retryAt: held[0]! };
      }
      const expiresAt = input.now + input.ttlMs;
      const inserted = await trx
        .insertInto('soft_locks')
        .values({
          id: randomUUID(),
          vehicle_id: input.vehicleId,
          holder: input.holder,
          client_key: input.clientKey ?? null,
          expires_at: expiresAt,
          created_at: new Date(input.now).toISOString(),
        })
        .onConflict((oc) => oc.column('vehicle_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { kind: 'granted', lock: toLock(inserted) };

      const current = await trx.selectFrom('soft_locks').selectAll().where('vehicle_id', '=', input.vehicleId).executeTakeFirst();
      if (!current) return undefined;
      if (current.holder !== input.holder) return { kind: 'locked', expiresAt: Number(current.expires_at) };
      const extended = await trx
        .updateTable('soft_locks')
        .set({ expires_at: expiresAt })
        .where('id', '=', current.id)
        .where('holder', '=', input.holder)
        .returningAll()
        .executeTakeFirst();
      return extended ? { kind: 'extended', lock: toLock(extended) } : undefined;
    });
    if (result) return result;
  }
  // Three releases in a row between our statements: report the vehicle as busy rather than loop.
  return { kind: 'locked', expiresAt: input.now };
}

/** Advisory-lock namespace (first key) of the per-client lock cap; the second key is the client key's hash. */
const CLIENT_CAP_LOCK_SPACE = 0x6c6f636b; // "lock"

/**
 * Makes the count-then-insert of one client's locks one at a time across every server process:
 * on PostgreSQL a transaction-scoped advisory lock on the client key (released at commit, so the
 * next request's count sees this one's insert; a hash collision between two clients only makes them
 * wait for each other). SQLite has one writer at a time already: nothing to do.
 */
async function serializeClient(trx: Transaction<Database>, clientKey: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`SELECT pg_advisory_xact_lock(${CLIENT_CAP_LOCK_SPACE}, hashtext(${clientKey}))`.execute(trx);
}

/**
 * Expiry times (soonest first) of the live locks `clientKey` holds on vehicles other than
 * `vehicleId`. Called under `serializeClient`, so concurrent requests of one client count one after another.
 */
async function liveLocksOfClient(db: Kysely<Database>, clientKey: string, vehicleId: number, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('soft_locks')
    .select('expires_at')
    .where('client_key', '=', clientKey)
    .where('expires_at', '>', now)
    .where('vehicle_id', '!=', vehicleId)
    .orderBy('expires_at')
    .execute();
  return rows.map((row) => Number(row.expires_at));
}

/** A lock by id if it has not expired. */
export async function findLiveLock(db: Kysely<Database>, lockId: string, now: number): Promise<SoftLock | undefined> {
  const row = await db.selectFrom('soft_locks').selectAll().where('id', '=', lockId).where('expires_at', '>', now).executeTakeFirst();
  return row ? toLock(row) : undefined;
}

/** Whether anyone holds a lock on the vehicle that has not expired. */
export async function isVehicleLocked(db: Kysely<Database>, vehicleId: number, now: number): Promise<boolean> {
  const lock = await db
    .selectFrom('soft_locks')
    .select('id')
    .where('vehicle_id', '=', vehicleId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return lock !== undefined;
}

/** Only the holder may release its lock; returns whether a lock was released. */
export async function releaseSoftLock(db: Kysely<Database>, lockId: string, holder: string): Promise<boolean> {
  const result = await db.deleteFrom('soft_locks').where('id', '=', lockId).where('holder', '=', holder).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Housekeeping only: correctness never depends on it, because acquire drops an expired lock itself. */
export async function deleteExpiredLocks(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('soft_locks').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
