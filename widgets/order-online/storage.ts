/**
 * The journey in localStorage (keys of the spec, section 9) and its changes from other tabs.
 * Without storage (private modes, blocked cookies) the journey still works for this page view;
 * the spec's message is logged once.
 */
import type { StoredJourney } from '../../domain/order-online-journey.js';
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

export function writeJourney(journey: { data: OrderOnlineData; lock: SoftLockRecord | null; reservation: ReservationRecord }): void {
  put(ORDER_ONLINE_DATA_KEY, serializeOrderOnlineData(journey.data));
  put(ORDER_ONLINE_SOFT_LOCK_KEY, journey.lock ? serializeSoftLockRecord(journey.lock) : null);
  put(ORDER_ONLINE_RESERVATION_KEY, serializeReservationRecord(journey.reservation));
}

/** Another tab changed the journey: hands over the fresh choices and order attempt. */
export function onJourneyChange(listener: (data: OrderOnlineData, reservation: ReservationRecord | null) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== ORDER_ONLINE_DATA_KEY && event.key !== ORDER_ONLINE_RESERVATION_KEY) return;
    const stored = readStoredJourney();
    listener(stored.data, stored.reservation);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** A journey's holder id: random, drawn once and kept in storage. */
export function newHolder(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `h-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
