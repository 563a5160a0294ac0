/**
 * Listings as admins manage them (`/cms/api/listings`, docs/cms-api.md "Listings"): the embed
 * configuration a retailer's page names with `list-key` (docs/embedding.md).
 */
import type { Language } from '../languages.js';

/** Filters every answer of the listing applies, whatever the page asks. */
export interface ListingForcedFilters {
  forced_statuses?: string[];
  forced_dealer_codes?: string[];
}

export interface AdminListing {
  /** The list key pages name (`list-key="iraq"`); never changes once created. */
  key: string;
  name: string;
  /** Exact web origins (`https://dealer.example`) whose pages may show it (domain/embed-origin.ts). */
  allowed_origins: string[];
  /** Stock the listing covers: empty lists restrict nothing. */
  dealer_codes: string[];
  brands: string[];
  states: string[];
  forced_filters: ListingForcedFilters;
  /** The widgets' language when the page names none; null: the loader's default (Kurdish). */
  default_language: Language | null;
  /** Widget tags it may be embedded with (`lrdx-stock-locator`); empty: every widget. */
  widgets: string[];
  uuid: string;
}

/** POST (key and name required) and PUT (any member but key) bodies. */
export interface AdminListingInput {
  key?: string;
  name?: string;
  allowed_origins?: string[];
  dealer_codes?: string[];
  brands?: string[];
  states?: string[];
  forced_filters?: ListingForcedFilters;
  default_language?: Language | null;
  widgets?: string[];
}
