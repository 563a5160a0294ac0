/** Stock locator, overseas variant: the stock locator block with market="overseas" on the widget. */
import { StockLocator } from '../stock_locator/render.js';
import type { StockLocatorProps } from '../stock_locator/template.js';
import type { BlockRenderProps } from '../types.js';
import { STOCK_LOCATOR_OVERSEAS_MARKET } from './template.js';

export function StockLocatorOverseas(input: BlockRenderProps<StockLocatorProps>) {
  return <StockLocator {...input} market={STOCK_LOCATOR_OVERSEAS_MARKET} />;
}
