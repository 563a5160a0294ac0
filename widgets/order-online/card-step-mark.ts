/**
 * Whether the visitor was on the card step, per car, in sessionStorage (this tab only): a reload there
 * resumes on the card step instead of the form (docs/decisions.md, "Stock locator and journeys on a phone"). Only the car's id is kept: the card's data
 * never enters the page's storage (it stays in the vendor's card field).
 */
const KEY = 'lrdx.orderOnline.cardStep';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Blocked storage throws on access.
  }
}

export function wasOnCardStep(vehicleId: number | null): boolean {
  if (vehicleId === null) return false;
  try {
    return session()?.getItem(KEY) === String(vehicleId);
  } catch {
    return false;
  }
}

export function markCardStep(vehicleId: number | null): void {
  try {
    if (vehicleId === null) session()?.removeItem(KEY);
    else session()?.setItem(KEY, String(vehicleId));
  } catch {
    // A full or blocked storage only costs the resume.
  }
}
