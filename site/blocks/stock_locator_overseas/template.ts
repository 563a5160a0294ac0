/**
 * Stock locator, overseas variant (catalogue: "stock locator (full, overseas, in-page carousel)";
 * the overseas variant requires the admin setting stock_locator.market = 'overseas'). Same fields
 * as the full stock locator; the widget gets market="overseas" and the server's market setting
 * narrows the offers (domain/vehicle-offers.ts).
 */
import { stockLocatorTemplate, type StockLocatorProps } from '../stock_locator/template.js';
import type { BlockTemplate } from '../types.js';

export const STOCK_LOCATOR_OVERSEAS_MARKET = 'overseas';

export const stockLocatorOverseasTemplate: BlockTemplate<StockLocatorProps> = {
  ...stockLocatorTemplate,
  key: 'stock_locator_overseas',
  name: 'Stock locator (overseas)',
  description: 'The stock locator for overseas buyers: cash offers only. Needs the stock locator market setting "overseas".',
};
