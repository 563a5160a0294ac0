export {
  stockLocatorMachine,
  toStockLocatorError,
  FETCH_LISTING_ID,
  FETCH_PRICE_SETTINGS_ID,
  type StockLocatorMachine,
  type StockLocatorContext,
  type StockLocatorEvent,
  type StockLocatorInput,
  type StockLocatorError,
  type StockLocatorLanguage,
  type FetchListingInput,
  type PriceSettingsStatus,
} from './stock-locator.machine.js';
