export {
  stockLocatorMachine,
  toStockLocatorError,
  filtersAfter,
  FETCH_LISTING_ID,
  FETCH_SETTINGS_ID,
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
  SettingsStatus,
  UrlWriteMode,
} from './stock-locator.types.js';
