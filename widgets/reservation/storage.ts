/**
 * The journey in `sl_order_online_reservation` (docs/embedding.md, "What the widgets do"): written at every stage so a
 * reload resumes it, read once when the widget starts. Anything unreadable counts as nothing stored.
 */
import { RESERVATION_STORAGE_KEY, type StoredReservation } from '../../state-machines/reservation/index.js';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (privacy settings, sandboxed iframes) throws on access.
  }
}

function isStored(value: unknown): value is StoredReservation {
  const v = value as Partial<StoredReservation> | null;
  return (
    !!v &&
    v.version === 1 &&
    typeof v.listKey === 'string' &&
    typeof v.holder === 'string' &&
    typeof v.expiresAt === 'number' &&
    (v.leadToken === undefined || v.leadToken === null || typeof v.leadToken === 'string') &&
    (v.leadAttempt === undefined || (typeof v.leadAttempt === 'number' && Number.isInteger(v.leadAttempt) && v.leadAttempt >= 0)) &&
    ['checkout', 'payment', 'awaiting', 'done'].includes(String(v.stage)) &&
    !!v.vehicle &&
    typeof v.vehicle.id === 'number'
  );
}

export function readStoredReservation(): StoredReservation | null {
  const store = storage();
  if (!store) {
    console.warn('There is no localStorage');
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(store.getItem(RESERVATION_STORAGE_KEY) ?? 'null');
    return isStored(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredReservation(record: StoredReservation | null): void {
  const store = storage();
  if (!store || !record) return;
  store.setItem(RESERVATION_STORAGE_KEY, JSON.stringify(record));
}

export function clearStoredReservation(): void {
  storage()?.removeItem(RESERVATION_STORAGE_KEY);
}

/** A holder id for a new journey (the server's lock belongs to whoever presents it). */
export function newHolder(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `h-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
