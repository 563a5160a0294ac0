/** Types of the dealer-search machine. */
import type { DealerSearchInput, Retailer } from '../../domain/dealer-search.js';
import type { CallEvents } from '../shared/async.js';

export interface DealerSearchContext {
  input: DealerSearchInput;
  /** The known retailers of the listing (for retailer and state searches). */
  retailers: Retailer[];
  /** Whether the locator listed vehicles when the search was submitted. */
  vehiclesListed: boolean;
  /** Retailers the postcode search found. */
  found: Retailer[];
}

export type DealerSearchEvent =
  | { type: 'search.submit'; input: DealerSearchInput; retailers: Retailer[]; vehiclesListed: boolean }
  | { type: 'modal.choose'; dealerCode: string }
  | { type: 'modal.close' }
  | CallEvents<'fetchDealers', Retailer[]>;
