/** The first page the server rendered into a stock widget (the locator, the carousel), read from the element's embedded JSON (domain/stock-first-page.ts). */
import { FIRST_PAGE_ATTRIBUTE, parseFirstPage, type StockFirstPage } from '../../domain/stock-first-page.js';

/** The host element of the shadow root r2wc renders into (undefined on the server). */
function hostOf(container: unknown): Element | undefined {
  if (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot) return container.host;
  if (typeof Element !== 'undefined' && container instanceof Element) return container;
  return undefined;
}

/** The embedded answer beside the element's server-rendered first page; undefined on retailer pages (none is embedded). */
export function readEmbeddedFirstPage(container: unknown): StockFirstPage | undefined {
  const script = hostOf(container)?.querySelector(`:scope > script[${FIRST_PAGE_ATTRIBUTE}]`);
  return parseFirstPage(script?.textContent);
}

/** Whether an element was server-rendered with a first page (its texts are then loaded before the element is defined). */
export function hasEmbeddedFirstPage(element: Element): boolean {
  return element.querySelector(`:scope > script[${FIRST_PAGE_ATTRIBUTE}]`) !== null;
}
