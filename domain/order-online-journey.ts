/**
 * Where a visitor's order-online journey starts from, given what storage holds and which vehicle
 * the page names (pure; the widget reads and writes the storage). A different vehicle starts a new
 * journey: choices and order attempt are dropped, a new holder id is drawn. The stored soft lock
 * is dropped only when it is for the vehicle being cleared (docs/embedding.md, "What the widgets do").
 */
import {
  EMPTY_ORDER_ONLINE_DATA,
  shouldClearSoftLock,
  type OrderOnlineData,
  type ReservationRecord,
  type SoftLockRecord,
} from './order-online-storage.js';

export interface StoredJourney {
  data: OrderOnlineData;
  lock: SoftLockRecord | null;
  reservation: ReservationRecord | null;
}

export interface Journey {
  vehicleId: number | null;
  data: OrderOnlineData;
  lock: SoftLockRecord | null;
  reservation: ReservationRecord;
}

/** The vehicle of the journey: the page's, else the stored one. */
export function journeyVehicleId(requested: number | null, stored: StoredJourney): number | null {
  return requested ?? stored.data.vehicleId ?? stored.lock?.vehicleId ?? stored.reservation?.vehicleId ?? null;
}

/**
 * `configUrl`: the configurator journey's, when the page names one. Without a vehicle id on the
 * page, the stored journey resumes only if it is that same configuration; otherwise the vehicle
 * comes from the configuration (vehicleId null until it is loaded).
 */
export function resumeJourney(
  requested: number | null,
  stored: StoredJourney,
  newHolder: string,
  configUrl: string | null = null,
): Journey {
  const otherConfiguration = requested === null && configUrl !== null && stored.data.configUrl !== configUrl;
  const vehicleId = otherConfiguration ? null : journeyVehicleId(requested, stored);
  if (vehicleId === null)
    return {
      vehicleId,
      data: { ...EMPTY_ORDER_ONLINE_DATA, configUrl },
      lock: null,
      reservation: { vehicleId: 0, attempt: 1, orderNumber: null, confirmed: false },
    };
  const sameVehicle = stored.data.vehicleId === vehicleId;
  const data = sameVehicle ? stored.data : { ...EMPTY_ORDER_ONLINE_DATA, vehicleId };
  const lock =
    stored.lock && stored.lock.vehicleId === vehicleId ? stored.lock : { vehicleId, holder: newHolder, lockId: null, expiresAt: null };
  const reservation =
    stored.reservation && stored.reservation.vehicleId === vehicleId
      ? stored.reservation
      : { vehicleId, attempt: 1, orderNumber: null, confirmed: false };
  return { vehicleId, data, lock, reservation };
}

/** After a confirmed order: the choices go, the lock of this vehicle goes, the confirmation stays (other tabs read it). */
export function afterConfirmation(
  journey: Journey,
  storedLock: SoftLockRecord | null,
  orderNumber: string,
  orderToken: string | null = null,
): Journey {
  const vehicleId = journey.vehicleId ?? 0;
  return {
    vehicleId: journey.vehicleId,
    data: { ...EMPTY_ORDER_ONLINE_DATA },
    lock: shouldClearSoftLock(storedLock, vehicleId) ? null : storedLock,
    reservation: { vehicleId, attempt: journey.reservation.attempt, orderNumber, ...(orderToken ? { orderToken } : {}), confirmed: true },
  };
}

/** The record with `orderToken` set, or without the field when there is none. */
function withToken(record: ReservationRecord, token: string | null | undefined): ReservationRecord {
  const { orderToken: _dropped, ...rest } = record;
  return token ? { ...rest, orderToken: token } : rest;
}

/**
 * Two tabs of one journey (same storage, same holder) write the same order attempt. What one tab
 * knows is never undone by the other's older write: a confirmation stays, a later attempt wins, and
 * within one attempt a known order number is kept. So both tabs send one idempotency key per attempt
 * and there is one order per attempt, whichever tab pays.
 */
export function mergeReservation(current: ReservationRecord, incoming: ReservationRecord | null): ReservationRecord {
  if (!incoming || incoming.vehicleId !== current.vehicleId) return current;
  if (current.confirmed) return current;
  if (incoming.confirmed) return incoming;
  if (incoming.attempt !== current.attempt) return incoming.attempt > current.attempt ? incoming : current;
  // The token travels with its order number (either tab's token opens the order).
  if (current.orderNumber !== null)
    return withToken(current, current.orderToken ?? (incoming.orderNumber === current.orderNumber ? incoming.orderToken : null));
  return withToken({ ...current, orderNumber: incoming.orderNumber }, incoming.orderToken);
}

/**
 * The lock both tabs hold (one holder, one server lock): the later-ending live record of the same
 * vehicle and holder wins, so a tab that extended (or took) the hold is followed by the other and
 * neither shows a false "expired", nor wipes the other's hold from storage.
 */
export function laterLock(current: SoftLockRecord | null, incoming: SoftLockRecord | null, now: number): SoftLockRecord | null {
  if (!incoming?.lockId || incoming.expiresAt === null || incoming.expiresAt <= now) return current;
  if (current && (current.vehicleId !== incoming.vehicleId || current.holder !== incoming.holder)) return current;
  return incoming.expiresAt > (current?.expiresAt ?? 0) ? incoming : current;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The choices a tab writes, merged with what storage holds now. `base` is the data this tab last
 * read from storage or wrote; what the tab changed since then is its own input and wins, and
 * everything else stays as stored, because another tab may have written it meanwhile and the storage
 * event telling this tab has not arrived yet. Without this, a tab that only moved on (continue, an
 * extended hold) wrote back its older copy and erased names the other tab had just typed. The
 * visitor's details merge field by field, so two tabs typing different fields keep both.
 */
export function mergeJourneyData(mine: OrderOnlineData, base: OrderOnlineData | null, stored: OrderOnlineData): OrderOnlineData {
  if (!base || stored.vehicleId !== mine.vehicleId) return mine;
  const merged: OrderOnlineData = { ...stored };
  for (const key of Object.keys(mine) as Array<keyof OrderOnlineData>) {
    if (same(mine[key], base[key])) continue;
    if (key === 'customerData' && mine.customerData && stored.customerData) {
      const fields = Object.keys(mine.customerData) as Array<keyof typeof mine.customerData>;
      const customer = { ...stored.customerData };
      for (const field of fields) if (mine.customerData[field] !== base.customerData?.[field]) customer[field] = mine.customerData[field];
      merged.customerData = customer;
      continue;
    }
    (merged as unknown as Record<string, unknown>)[key] = mine[key];
  }
  return merged;
}
