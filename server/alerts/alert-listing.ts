/**
 * The listing a sign-up names (docs/alerts.md, "Saving a search"): the alert's links open that
 * listing's stock, so an unknown list key is refused before anything is stored or mailed. The
 * alert routes read no table themselves (docs/server-layers.md).
 */
import { ApiFailure } from '../failure.js';
import { companyExists } from '../listing/company-configs.js';
import type { AlertsDeps } from './saved-searches.js';

/** Throws 400 `unknown_listing` on `listing` when no listing has the key `listingId`. */
export async function requireAlertListing(deps: AlertsDeps, listingId: string): Promise<void> {
  // A listing's key is its company id (server/listing/company-configs.ts): one lookup for both.
  if (!(await companyExists(deps.db, listingId))) throw new ApiFailure(400, 'unknown_listing', `No listing "${listingId}"`, 'listing');
}
