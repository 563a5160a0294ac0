export {
  stockLocatorMachine,
  toStockLocatorError,
  filtersAfter,
  FETCH_LISTING_ID,
  FETCH_SETTINGS_ID,
  FETCH_SUGGESTIONS_ID,
  KEYWORD_DEBOUNCE_MS,
  type StockLocatorMachine,
} from './stock-locator.machine.js';
export type {
  StockLocatorContext,
  StockLocatorEvent,
  StockLocatorInput,
  StockLocatorInitial,
  StockLocatorError,
  StockLocatorLanguage,
  FetchListingInput,
  FetchListingOutput,
  FetchSuggestionsInput,
  FetchSuggestionsOutput,
  SettingsStatus,
  UrlWriteMode,
} from './stock-locator.types.js';
