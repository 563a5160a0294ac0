/**
 * The journey in localStorage (keys in docs/embedding.md, "What the widgets do") and its changes from other tabs.
 * Without storage (private modes, blocked cookies) the journey still works for this page view;
 * a message is logged once.
 */
import { laterLock, mergeJourneyData, mergeReservation, type StoredJourney } from '../../domain/order-online-journey.js';
import {
  ORDER_ONLINE_DATA_KEY,
  ORDER_ONLINE_RESERVATION_KEY,
  ORDER_ONLINE_SOFT_LOCK_KEY,
  parseOrderOnlineData,
  parseReservationRecord,
  parseSoftLockRecord,
  serializeOrderOnlineData,
  serializeReservationRecord,
  serializeSoftLockRecord,
  type OrderOnlineData,
  type ReservationRecord,
  type SoftLockRecord,
} from '../../domain/order-online-storage.js';

let warned = false;
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    if (!warned) console.warn('There is no localStorage');
    warned = true;
    return null;
  }
}

export function readStoredJourney(): StoredJourney {
  const s = storage();
  return {
    data: parseOrderOnlineData(s?.getItem(ORDER_ONLINE_DATA_KEY)),
    lock: parseSoftLockRecord(s?.getItem(ORDER_ONLINE_SOFT_LOCK_KEY)),
    reservation: parseReservationRecord(s?.getItem(ORDER_ONLINE_RESERVATION_KEY)),
  };
}

/** Writes only what changed, so a write does not wake other tabs for nothing. */
function put(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else if (s.getItem(key) !== value) s.setItem(key, value);
  } catch (error) {
    console.warn('lrdx: could not write the order storage', error);
  }
}

/** The choices as this tab last wrote them or heard of them from another tab (mergeJourneyData's base). */
let lastSeenData: OrderOnlineData | null = null;

/**
 * Writes the journey. Each key holds one whole JSON value (never a partial merge of two tabs'
 * objects). The order attempt and the hold merge with what another tab of the journey stored
 * (domain/order-online-journey.ts), so an older write never undoes a newer one; of the choices, this
 * tab writes what it changed since it last wrote or heard from storage, over what is stored now
 * (mergeJourneyData). A cleared lock (`null`: the order is confirmed) is removed whatever was stored.
 */
export function writeJourney(journey: { data: OrderOnlineData; lock: SoftLockRecord | null; reservation: ReservationRecord }): void {
  const stored = readStoredJourney();
  const data = mergeJourneyData(journey.data, lastSeenData, stored.data);
  lastSeenData = data;
  put(ORDER_ONLINE_DATA_KEY, serializeOrderOnlineData(data));
  const lock = journey.lock ? laterLock(journey.lock, stored.lock, Date.now()) : null;
  put(ORDER_ONLINE_SOFT_LOCK_KEY, lock ? serializeSoftLockRecord(lock) : null);
  put(ORDER_ONLINE_RESERVATION_KEY, serializeReservationRecord(mergeReservation(journey.reservation, stored.reservation)));
}

/** Another tab changed the journey: hands over its choices, its order attempt and its hold (only while live). */
export function onJourneyChange(
  listener: (data: OrderOnlineData, reservation: ReservationRecord | null, lock: SoftLockRecord | null) => void,
): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== ORDER_ONLINE_DATA_KEY && event.key !== ORDER_ONLINE_RESERVATION_KEY && event.key !== ORDER_ONLINE_SOFT_LOCK_KEY)
      return;
    const stored = readStoredJourney();
    lastSeenData = stored.data;
    const live = stored.lock?.lockId && stored.lock.expiresAt !== null && stored.lock.expiresAt > Date.now() ? stored.lock : null;
    listener(stored.data, stored.reservation, live);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** A journey's holder id: random, drawn once and kept in storage. */
export function newHolder(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `h-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The order a payment leaves for the vendor's page with (PayPal, LiqPay): written before the page
 * goes, so the journey finds it when the buyer comes back (the pay call never answers on this page).
 */
export function rememberOrder(orderNumber: string, orderToken: string | null): void {
  const stored = readStoredJourney();
  if (!stored.reservation || stored.reservation.confirmed) return;
  put(ORDER_ONLINE_RESERVATION_KEY, serializeReservationRecord({ ...stored.reservation, orderNumber, orderToken }));
}
