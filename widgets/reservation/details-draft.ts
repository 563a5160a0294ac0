/**
 * The checkout's typed contact details in sessionStorage (this tab only, gone when it closes), so a
 * reload on the checkout keeps the name, e-mail and phone the visitor typed. Only these four fields:
 * card data never enters the page's storage (it never leaves the vendor's card field). Kept per car,
 * dropped when the journey is forgotten. Anything unreadable counts as nothing stored.
 */
import type { CustomerDetails } from '../../state-machines/reservation/index.js';

export const DETAILS_DRAFT_KEY = 'lrdx.reservation.details';
const FIELDS: readonly (keyof CustomerDetails)[] = ['firstName', 'lastName', 'email', 'phone'];

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Blocked storage throws on access.
  }
}

export function readDetailsDraft(vehicleId: number): Partial<CustomerDetails> {
  try {
    const parsed = JSON.parse(session()?.getItem(DETAILS_DRAFT_KEY) ?? 'null') as { vehicleId?: unknown; details?: unknown } | null;
    if (!parsed || parsed.vehicleId !== vehicleId || !parsed.details || typeof parsed.details !== 'object') return {};
    const stored = parsed.details as Record<string, unknown>;
    const draft: Partial<CustomerDetails> = {};
    for (const field of FIELDS) {
      const value = stored[field];
      if (typeof value === 'string' && value.length <= 200) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function writeDetailsDraft(vehicleId: number, details: CustomerDetails): void {
  const picked = Object.fromEntries(FIELDS.map((field) => [field, details[field]]));
  try {
    session()?.setItem(DETAILS_DRAFT_KEY, JSON.stringify({ vehicleId, details: picked }));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearDetailsDraft(): void {
  try {
    session()?.removeItem(DETAILS_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
