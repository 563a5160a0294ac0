/**
 * Retailer / postcode / state search (docs/embedding.md, "What the widgets do"). The search type follows from what
 * the visitor entered: postcodeSearch when postcode and locality exist, else stateSearch when a
 * state exists, else retailerSearch when a retailer exists, else none.
 */
import type { Retailer } from './dealer.js';

export interface DealerSearchInput {
  retailer: string;
  state: string;
  postcode: string;
  locality: string;
}

export type DealerSearchType = 'postcodeSearch' | 'stateSearch' | 'retailerSearch' | 'none';

export type { Retailer } from './dealer.js';

/** Spec search-query keys (section 5). */
export const DEALER_SEARCH_QUERY_KEYS = { retailer: '_retailer', state: '_state', postcode: '_postcode', locality: '_locality' } as const;

const present = (text: string | undefined) => (text ?? '').trim() !== '';

export function dealerSearchType(input: Partial<DealerSearchInput>): DealerSearchType {
  if (present(input.postcode) && present(input.locality)) return 'postcodeSearch';
  if (present(input.state)) return 'stateSearch';
  if (present(input.retailer)) return 'retailerSearch';
  return 'none';
}

/** The dealer codes a state or retailer search selects among the known retailers. */
export function dealerCodesFor(type: DealerSearchType, input: Partial<DealerSearchInput>, retailers: readonly Retailer[]): string[] {
  if (type === 'stateSearch') {
    const state = (input.state ?? '').trim().toLowerCase();
    return retailers.filter((r) => r.state.trim().toLowerCase() === state).map((r) => r.dealer_code);
  }
  if (type === 'retailerSearch') return [(input.retailer ?? '').trim()];
  return [];
}

/** The governorates of the known retailers, once each, in name order: the state select's options. */
export function retailerStates(retailers: readonly Retailer[]): string[] {
  return [...new Set(retailers.map((r) => r.state).filter(present))].sort((a, b) => a.localeCompare(b));
}

/** What the visitor sees for a retailer. */
export const retailerName = (r: Pick<Retailer, 'display_name' | 'name'>): string => r.display_name || r.name;
