/**
 * The `<lrdx-stock-carousel>` attributes a block writes, for the block's render and for the server
 * that draws the carousel's first page into it (server/render/stock-first-pages.ts): one function,
 * so the page and the first page the server drew always ask the same thing.
 */
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import type { Language } from '../../../domain/languages.js';
import { STOCK_CAROUSEL_ITEMS_MAX, type StockCarouselProps } from './template.js';

export interface StockCarouselAttributes {
  'list-key': string;
  lang: Language;
  items: string;
  family?: string;
  models?: string;
  states?: string;
  sort?: string;
}

export function stockCarouselAttributes(props: StockCarouselProps, language: Language): StockCarouselAttributes {
  const attributes: StockCarouselAttributes = {
    'list-key': props.ci_key_list.trim() || DEMO_LIST_KEY,
    lang: language,
    items: String(Math.min(STOCK_CAROUSEL_ITEMS_MAX, Math.max(1, Math.round(props.items)))),
  };
  for (const name of ['family', 'models', 'states', 'sort'] as const) {
    if (props[name].trim()) attributes[name] = props[name].trim();
  }
  return attributes;
}

/** Which carousel a drawn first page belongs to (`ctx.stockFirstPages`, beside the stock locators' keys). */
export function stockCarouselElementKey(attributes: StockCarouselAttributes): string {
  return `carousel\n${JSON.stringify(attributes)}`;
}
