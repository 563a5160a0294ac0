/**
 * The stock locator's first page, rendered on the server (docs/decisions.md, "Page speed: preloads instead of a bigger loader": the first card picture is the
 * page's LCP element and must not wait for the widget). Gives the inside of `<lrdx-stock-locator>`:
 * a declarative shadow root holding the widget's own styles and the same markup the widget renders
 * for that answer, and the answer itself as JSON, which the widget takes as its initial data (no
 * second request; first-page.ts). Server-only: react-dom/server renders the widget's components;
 * the browser bundle never imports this file.
 */
import { renderToString } from 'react-dom/server';
import { decodeFilterQuery } from '../../domain/filter-url-codec.js';
import { LISTING_ITEMS_DEFAULT, type ListingResponse } from '../../domain/listing-query.js';
import { PRICE_SETTINGS_KEY, withCurrentRate } from '../../domain/price-settings.js';
import { FIRST_PAGE_ATTRIBUTE, firstPageKey, jsonForScript, type StockFirstPage } from '../../domain/stock-first-page.js';
import { mergeFilters, withAvailability } from '../../domain/stock-filters.js';
import { parseStockLocatorSettings, type StockLocatorSettings } from '../../domain/stock-locator-settings.js';
import { toListingSearchParams } from '../../domain/listing-query.js';
import { keywordWords } from '../../domain/keyword-search.js';
import type { Language } from '../../domain/languages.js';
import { parsePriceSettings } from '../runtime/api-client.js';
import { StockLocator, forcedFilters } from './stock-locator.js';
import { stockLocatorI18n } from './texts.js';

/** The element's attributes the first request depends on (as the block writes them). */
export interface StockLocatorElementAttributes {
  listKey: string;
  lang: Language;
  brandKey?: string | undefined;
  modelKey?: string | undefined;
  /** The filters the panel shows (`filters`); the widget's defaults when absent. */
  filters?: string | undefined;
}

export interface FirstPageRenderInput {
  element: StockLocatorElementAttributes;
  /** The page URL's query string (`?states=new&page=2`): the widget asks for what it says. */
  search: string;
  /** The origin the visitor's browser reached the page on: pictures and links are written absolute to it. */
  origin: string;
  /** GET of a path on this server, answering its JSON body (the server's own routes, without the network). */
  getJson: (path: string) => Promise<unknown>;
  /** The widget's CSS (server/render/stock-first-pages.ts reads the files element.ts bundles). */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
}

export interface FirstPageRender {
  /** The element's inner HTML: the declarative shadow root and the embedded answer. */
  html: string;
  /** The first cards' pictures, in order: the page preloads them (the first with high priority). */
  pictures: string[];
}

async function loadSettings(getJson: FirstPageRenderInput['getJson']): Promise<StockLocatorSettings> {
  const body = (await getJson('/settings')) as { data?: { key: string; value: string }[] };
  const entries = Array.isArray(body.data) ? body.data : [];
  let prices = parsePriceSettings(entries.find((e) => e.key === PRICE_SETTINGS_KEY)?.value);
  if (prices.double_price.enabled && /^[A-Z]{3}$/.test(prices.double_price.symbol)) {
    const rate = (await getJson(`/currency-exchange?currency=${prices.double_price.symbol}`).catch(() => null)) as {
      data?: { exchangeRate?: unknown };
    } | null;
    prices = withCurrentRate(prices, typeof rate?.data?.exchangeRate === 'number' ? rate.data.exchangeRate : null);
  }
  return parseStockLocatorSettings(entries, prices);
}

/** The first page for this element and URL, or undefined when there is nothing to show (the widget then loads as on a retailer page). */
export async function renderStockLocatorFirstPage(input: FirstPageRenderInput): Promise<FirstPageRender | undefined> {
  const { element, origin } = input;
  const params = new URLSearchParams(input.search);
  // The Saved view shows the visitor's own cars, which only their browser knows.
  if (params.get('view') === 'saved') return undefined;
  const url = decodeFilterQuery(params);
  const forced = forcedFilters(element);
  // The query the machine sends (state-machines/stock-locator: page, items, sort, merged filters, no reserved or sold cars).
  const query = toListingSearchParams({
    page: url.page,
    items: LISTING_ITEMS_DEFAULT,
    sort: url.sort,
    filters: withAvailability(mergeFilters(url.filters, forced), false),
    keyword: keywordWords(url.keyword ?? ''),
  });
  const [listing, settings] = await Promise.all([
    input.getJson(`/public_api/listing/${encodeURIComponent(element.listKey)}?${query.toString()}`) as Promise<ListingResponse>,
    loadSettings(input.getJson),
    stockLocatorI18n.load(element.lang),
  ]);
  if (!Array.isArray(listing?.data) || listing.data.length === 0) return undefined;
  const key = firstPageKey({
    listKey: element.listKey,
    items: undefined,
    brandKey: element.brandKey,
    modelKey: element.modelKey,
    dealerCodes: undefined,
    url,
  });
  const firstPage: StockFirstPage = { key, listing, settings };
  const markup = renderToString(
    <StockLocator
      listKey={element.listKey}
      lang={element.lang}
      brandKey={element.brandKey}
      modelKey={element.modelKey}
      filters={element.filters}
      apiBase={origin}
      firstPage={firstPage}
      urlState={url}
    />,
  )
    // The page's CSP refuses inline style attributes; the widget sets them through the CSSOM when it
    // takes over, and what they carry (a slider's fill, a picture's 16:9 that the CSS defaults to) can wait.
    .replace(/ style="[^"]*"/g, '');
  const pictures = [...markup.matchAll(/<img [^>]*?src="([^"]+)"/g)].slice(0, 2).map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  return {
    html: `<template shadowrootmode="open"><style${input.nonce ? ` nonce="${input.nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''}>${input.styles}</style>${markup}</template><script type="application/json" ${FIRST_PAGE_ATTRIBUTE}>${jsonForScript(firstPage)}</script>`,
    pictures,
  };
}
