/**
 * The stock locator's server-rendered first page (docs/decisions.md, "Page speed: preloads instead of a bigger loader"): the server renders the first
 * page of results inside `<lrdx-stock-locator>` and embeds the listing answer it rendered, with the
 * settings it used, in a `<script type="application/json">` child of the element. The widget takes
 * them as its initial data (no second request) when they answer the query it is about to ask.
 */
import type { ListingResponse } from './listing-query.js';
import type { FilterUrlState } from './filter-url-codec.js';
import type { StockLocatorSettings } from './stock-locator-settings.js';

/** The attribute marking the embedded answer (a child `<script type="application/json" data-lrdx-first-page>`). */
export const FIRST_PAGE_ATTRIBUTE = 'data-lrdx-first-page';

/** What decides the first request: the element's attributes and the page URL's filters, page and sort. */
export interface FirstPageQuery {
  listKey: string;
  items: number | undefined;
  brandKey: string | undefined;
  modelKey: string | undefined;
  dealerCodes: string | undefined;
  /** A curated list's ids and VINs (domain/curated-vehicles.ts); empty or absent for a search. */
  vehicles?: readonly string[] | undefined;
  url: FilterUrlState;
}

export interface StockFirstPage {
  /** `firstPageKey` of the query the answer belongs to. */
  key: string;
  listing: ListingResponse;
  settings: StockLocatorSettings;
}

/** One text per query: equal keys ask the API the same thing. */
export function firstPageKey(query: FirstPageQuery): string {
  const text = (value: string | undefined) => (value ?? '').trim();
  return JSON.stringify([
    query.listKey,
    query.items ?? null,
    text(query.brandKey),
    text(query.modelKey),
    text(query.dealerCodes),
    query.url.page,
    query.url.sort,
    query.url.filters,
    query.url.keyword ?? '',
    ...(query.vehicles && query.vehicles.length > 0 ? [query.vehicles.join(',')] : []),
  ]);
}

/**
 * JSON that can sit inside a `<script>` element: `<` is escaped (so `</script>` or `<!--` in a
 * vehicle's text cannot end or comment the element), and the line separators JSON allows but
 * older script parsers refuse are escaped too. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A server-drawn widget's stylesheet under the response's CSP nonce; the nonce keeps only the
 * characters a nonce has, so no value can end the attribute.
 */
export function styleUnderNonce(styles: string, nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<style${attribute}>${styles}</style>`;
}

/**
 * The inside of a stock widget's element as the server draws it: a declarative shadow root with the
 * widget's styles (under the response's CSP nonce) and its markup, then the answer it drew as JSON.
 */
export function firstPageElementHtml(parts: {
  markup: string;
  styles: string;
  nonce: string | undefined;
  /** The answer drawn, as `firstPagePayload` writes it. */
  payload: string;
}): string {
  return `<template shadowrootmode="open">${styleUnderNonce(parts.styles, parts.nonce)}${parts.markup}</template><script type="application/json" ${FIRST_PAGE_ATTRIBUTE}>${parts.payload}</script>`;
}

/** The embedded answer's text (`parseFirstPage` reads it back). */
export function firstPagePayload(firstPage: StockFirstPage): string {
  return jsonForScript(firstPage);
}

/**
 * A draw that depends only on what the render read and on `key` may be kept and given again
 * (server/render/first-page-draws.ts; docs/caching.md, "Render cost"). The draw must not hold
 * anything of one response (its CSP nonce is added outside it).
 */
export type DrawMemo = <T>(key: string, draw: () => T) => T;

/** No keeping: every call draws (tests, and callers without a memo). */
export const drawEveryTime: DrawMemo = (_key, draw) => draw();

/** The embedded payload, if the text is one (a hand-edited or truncated page gives undefined, and the widget loads as usual). */
export function parseFirstPage(text: string | null | undefined): StockFirstPage | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StockFirstPage> | null;
    if (!value || typeof value.key !== 'string' || !value.listing || !Array.isArray(value.listing.data) || !value.settings)
      return undefined;
    return value as StockFirstPage;
  } catch {
    return undefined;
  }
}

/**
 * Which block a rendered first page belongs to: the element's list key, forced brand and model, the
 * filters it shows and its curated list (the block's attributes; two blocks showing other filters
 * or lists draw other first pages; one headed by its block and one not draw their title differently).
 */
export function stockElementKey(listKey: string, brandKey = '', modelKey = '', filters = '', vehicles = '', titleHidden = false): string {
  return [listKey.trim(), brandKey.trim(), modelKey.trim(), filters.trim(), vehicles.trim(), titleHidden ? 'hide-title' : ''].join('\n');
}
