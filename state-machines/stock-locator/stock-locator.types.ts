/** Types of the stock-locator machine: its context, input, events and actor contracts. */
import type {
  CheckboxFilter,
  ListingFacets,
  ListingFilters,
  ListingResponse,
  RangeFilter,
  RangeValue,
  SortOption,
} from '../../domain/listing-query.js';
import type { KeywordSuggestion } from '../../domain/keyword-search.js';
import type { StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import type { Vehicle } from '../../domain/vehicle.js';
import type { CallEvents } from '../shared/async.js';

export type StockLocatorLanguage = 'ku' | 'en' | 'ar';

/** What the `fetchListing` actor receives: one page of the listing with the merged filters. */
export interface FetchListingInput {
  /** Increases with every request; the answer carries it back so a superseded answer is dropped. */
  requestId: number;
  listKey: string;
  page: number;
  items: number;
  sort: SortOption;
  filters: ListingFilters;
  /** The keyword as the visitor wrote it ('' for none); the API folds it (domain/keyword-search.ts). */
  keyword: string;
  /** A curated list's ids and VINs (the API's `vehicles`); empty for a search. */
  vehicles: string[];
}

/** What the `fetchSuggestions` actor receives: the text typed so far, with the filters it narrows. */
export interface FetchSuggestionsInput {
  requestId: number;
  listKey: string;
  q: string;
  language: StockLocatorLanguage;
  filters: ListingFilters;
}

export interface FetchSuggestionsOutput {
  requestId: number;
  suggestions: KeywordSuggestion[];
}

export interface FetchListingOutput {
  requestId: number;
  response: ListingResponse;
}

export interface StockLocatorInput {
  listKey: string;
  items?: number;
  sort?: SortOption;
  page?: number;
  language?: StockLocatorLanguage;
  /** The visitor's filters, e.g. restored from the page URL. */
  filters?: ListingFilters;
  /** The visitor's keyword, e.g. restored from the page URL. */
  keyword?: string;
  /** Filters the block imposes (brand key, model key, a retailer's dealer codes); never shown or written to the URL. */
  forced?: ListingFilters;
  /** Reserved and sold cars are left out unless the visitor asks for them (docs/decisions.md, "Stock locator and journeys on a phone"). */
  includeUnavailable?: boolean;
  /**
   * A curated list (the element's `vehicles`, domain/curated-vehicles.ts): only these vehicles, by id
   * or VIN, and no search (filters, sort and keyword changes are ignored). Empty or absent: a search.
   */
  curated?: string[];
  /**
   * The first page's answer (and the settings) the server rendered the element with: the locator
   * starts `loaded` with them instead of asking the API again. Only for the query they answer.
   */
  initial?: StockLocatorInitial;
}

/** What a server-rendered page embeds for the locator (the listing answer of its query, the settings it used). */
export interface StockLocatorInitial {
  listing: ListingResponse;
  settings: StockLocatorSettings;
}

export interface StockLocatorError {
  code: string;
  message: string;
  /** The page origin the API refused (403 `origin_not_allowed`), as the server saw it. */
  origin?: string;
}

export type SettingsStatus = 'pending' | 'loaded' | 'failed';

export interface StockLocatorContext {
  listKey: string;
  items: number;
  sort: SortOption;
  /** The page shown, or being loaded. */
  page: number;
  /** Number of pages, as the last response said (0 when the listing is empty). */
  pages: number;
  total: number;
  vehicles: Vehicle[];
  /** Counts and bounds of the last response; kept while the next loads, so the panel stays still. */
  facets: ListingFacets | null;
  filters: ListingFilters;
  forced: ListingFilters;
  /** The keyword the results are for ('' for none): typing settles into it after a pause. */
  keyword: string;
  /** What the search field shows: the keyword, or what the visitor is typing. */
  keywordDraft: string;
  /** Suggestions for the text typed so far (docs/listing-api.md, "Suggestions"). */
  suggestions: KeywordSuggestion[];
  /** Whether the suggestion list is shown. */
  suggestionsOpen: boolean;
  /** The suggestion the arrow keys point at (aria-activedescendant), or -1. */
  activeSuggestion: number;
  suggestRequestId: number;
  /** Whether reserved and sold cars are listed too (default no: they end the journey). */
  includeUnavailable: boolean;
  /** The curated list's ids and VINs; empty for a search. */
  curated: string[];
  requestId: number;
  language: StockLocatorLanguage;
  settings: StockLocatorSettings;
  settingsStatus: SettingsStatus;
  error: StockLocatorError | null;
}

/** How a change reaches the page URL: pushed (a step of history) or replaced (typing, dragging). */
export type UrlWriteMode = 'push' | 'replace';

export type StockLocatorEvent =
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'page.go'; page: number }
  | { type: 'sort.change'; sort: SortOption }
  | { type: 'filters.toggle'; key: CheckboxFilter; value: string }
  | { type: 'filters.set'; key: CheckboxFilter; values: string[] }
  | { type: 'filters.range'; key: RangeFilter; range: RangeValue }
  | { type: 'filters.reset' }
  /** "Show reserved and sold cars" ticked or unticked. */
  | { type: 'unavailable.toggle' }
  /** Back or forward: the URL already says it, so nothing is written. */
  | { type: 'filters.restore'; filters: ListingFilters; page: number; sort: SortOption; keyword?: string }
  /** The search field's text changed; after a pause it becomes the keyword and suggestions are asked. */
  | { type: 'keyword.type'; text: string }
  /** Raised by the machine when typing paused (the debounce timer). */
  | { type: 'keyword.settle' }
  /** Enter in the field: the pointed suggestion, else the text as typed, becomes the keyword now. */
  | { type: 'keyword.submit' }
  /** A suggestion clicked (or chosen with Enter): its keyword replaces the text. */
  | { type: 'keyword.choose'; index: number }
  /** The keyword chip removed, or the field emptied with its clear button. */
  | { type: 'keyword.clear' }
  | { type: 'suggestions.next' }
  | { type: 'suggestions.previous' }
  /** Escape, or focus leaving the field: the list closes, the text stays. */
  | { type: 'suggestions.close' }
  | { type: 'retry' }
  | { type: 'language.change'; language: StockLocatorLanguage }
  // Completion events of the spawned children, declared so their payloads are typed.
  | CallEvents<'fetchListing', FetchListingOutput>
  | CallEvents<'fetchSettings', StockLocatorSettings>
  | CallEvents<'fetchSuggestions', FetchSuggestionsOutput>;
