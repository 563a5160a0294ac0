/** Types of the dealer-search machine. */
import type { DealerSearchInput, Retailer } from '../../domain/dealer-search.js';
import type { Point } from '../../domain/locate-retailers.js';
import type { CallEvents } from '../shared/async.js';

/** Why the browser gave no location: the visitor refused, or it could not tell (no GPS, timeout). */
export type LocateFailure = 'denied' | 'unavailable';

export interface DealerSearchContext {
  input: DealerSearchInput;
  /** The known retailers of the listing (for retailer and state searches). */
  retailers: Retailer[];
  /** Whether the locator listed vehicles when the search was submitted. */
  vehiclesListed: boolean;
  /** Retailers the postcode search found. */
  found: Retailer[];
  /** Retailer locator (docs/retailer-locator.md): the text typed in its search field. */
  query: string;
  /** Retailer locator: the visitor's location once "near me" found it, else null. */
  origin: Point | null;
  /** Retailer locator: the dealer code chosen in the list or on the map (both show it). */
  selectedCode: string | null;
  /** Retailer locator: why the last "near me" failed. */
  locateFailure: LocateFailure | null;
}

export type DealerSearchEvent =
  | { type: 'search.submit'; input: DealerSearchInput; retailers: Retailer[]; vehiclesListed: boolean }
  | { type: 'modal.choose'; dealerCode: string }
  | { type: 'modal.close' }
  | CallEvents<'fetchDealers', Retailer[]>
  // The retailer locator's events.
  | { type: 'retailers.load' }
  | { type: 'retailers.provide'; retailers: Retailer[] }
  | { type: 'query.change'; text: string }
  | { type: 'retailer.select'; code: string | null }
  | { type: 'nearMe' }
  | { type: 'nearMe.clear' }
  | CallEvents<'loadRetailers', Retailer[]>
  | CallEvents<'locate', Point>;
