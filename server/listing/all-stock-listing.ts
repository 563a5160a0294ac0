/**
 * A listing that restricts nothing (no dealer, brand, state or forced filter): all stock, for the
 * answers that are not asked through a listing (/dealers without one, the content API's vehicles) and
 * the benches that time the engine alone.
 */
import type { ListingRow } from '../db/schema.js';

export const ALL_STOCK_LISTING: ListingRow = {
  id: '\u0000all-stock',
  name: 'All stock',
  dealer_codes: '[]',
  brands: '[]',
  states: '[]',
  forced_filters: '{}',
  allowed_origins: '[]',
  button_set: '{}',
  uuid: '',
  default_language: null,
  widgets: '[]',
};
