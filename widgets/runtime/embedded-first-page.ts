/** The first page the server rendered into a stock widget (the locator, the carousel), read from the element's embedded JSON (domain/stock-first-page.ts). */
import { FIRST_PAGE_ATTRIBUTE, parseFirstPage, type StockFirstPage } from '../../domain/stock-first-page.js';
import { embeddedJsonText, hasEmbeddedJson } from './embedded-json.js';

/** The embedded answer beside the element's server-rendered first page; undefined on retailer pages (none is embedded). */
export function readEmbeddedFirstPage(container: unknown): StockFirstPage | undefined {
  return parseFirstPage(embeddedJsonText(container, FIRST_PAGE_ATTRIBUTE));
}

/** Whether an element was server-rendered with a first page (its texts are then loaded before the element is defined). */
export function hasEmbeddedFirstPage(element: Element): boolean {
  return hasEmbeddedJson(element, FIRST_PAGE_ATTRIBUTE);
}
