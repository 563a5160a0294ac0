/**
 * The stock locator's first page, rendered on the server (docs/decisions.md, "Page speed: preloads instead of a bigger loader": the first card picture is the
 * page's LCP element and must not wait for the widget). Gives the inside of `<lrdx-stock-locator>`:
 * a declarative shadow root holding the widget's own styles and the same markup the widget renders
 * for that answer, and the answer itself as JSON, which the widget takes as its initial data (no
 * second request; widgets/runtime/embedded-first-page.ts). Server-only: react-dom/server renders the widget's components;
 * the browser bundle never imports this file.
 */
import { renderToString } from 'react-dom/server';
import { decodeFilterQuery } from '../../domain/filter-url-codec.js';
import { LISTING_ITEMS_DEFAULT, type ListingResponse } from '../../domain/listing-query.js';
import {
  drawEveryTime,
  firstPageElementHtml,
  firstPageKey,
  firstPagePayload,
  type DrawMemo,
  type StockFirstPage,
} from '../../domain/stock-first-page.js';
import { mergeFilters, withAvailability } from '../../domain/stock-filters.js';
import { toListingSearchParams } from '../../domain/listing-query.js';
import { keywordWords } from '../../domain/keyword-search.js';
import type { Language } from '../../domain/languages.js';
import { loadCardSettingsOnServer, type ServerGetJson } from '../features/vehicle-cards/server-settings.js';
import { StockLocator, forcedFilters } from './stock-locator.js';
import { stockLocatorI18n } from './texts.js';
import { curatedList } from './curated.js';
import { emptyFilters } from '../../domain/stock-filters.js';
import { SORT_DEFAULT } from '../../domain/listing-query.js';

/** The element's attributes the first request depends on (as the block writes them). */
export interface StockLocatorElementAttributes {
  listKey: string;
  lang: Language;
  brandKey?: string | undefined;
  modelKey?: string | undefined;
  /** The filters the panel shows (`filters`); the widget's defaults when absent. */
  filters?: string | undefined;
  /** A curated list (`vehicles`, ids or VINs): exactly those vehicles, and no search. */
  vehicles?: string | undefined;
  /** `hide-title`: the page heads the widget already, its title is for screen readers only. */
  hideTitle?: string | undefined;
}

export interface FirstPageRenderInput {
  element: StockLocatorElementAttributes;
  /** The page URL's query string (`?states=new&page=2`): the widget asks for what it says. */
  search: string;
  /** The origin the visitor's browser reached the page on: pictures and links are written absolute to it. */
  origin: string;
  /** GET of a path on this server, answering its JSON body (the server's own routes, without the network). */
  getJson: ServerGetJson;
  /** The widget's CSS (server/render/stock-first-pages.ts reads the files element.ts bundles). */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
  /** The locator sits lower on the page (loaded when scrolled to): its pictures are lazy and not preloaded. */
  belowTheFold?: boolean | undefined;
  /** Keeps the draw for the same answers read (server/render/first-page-draws.ts); by default every call draws. */
  drawMemo?: DrawMemo | undefined;
}

export interface FirstPageRender {
  /** The element's inner HTML: the declarative shadow root and the embedded answer. */
  html: string;
  /** The first cards' pictures, in order: the page preloads them (the first with high priority). */
  pictures: string[];
}

/** The first page for this element and URL, or undefined when there is nothing to show (the widget then loads as on a retailer page). */
export async function renderStockLocatorFirstPage(input: FirstPageRenderInput): Promise<FirstPageRender | undefined> {
  const { element, origin } = input;
  const params = new URLSearchParams(input.search);
  // The Saved view shows the visitor's own cars, which only their browser knows.
  if (params.get('view') === 'saved') return undefined;
  const curated = curatedList(element.vehicles);
  // A curated list is not a search: the page URL's filters do not apply to it (the widget ignores them too).
  const url = curated.length > 0 ? { filters: emptyFilters(), page: 1, sort: SORT_DEFAULT } : decodeFilterQuery(params);
  const forced = forcedFilters(element);
  // The query the machine sends (state-machines/stock-locator: page, items, sort, merged filters, no reserved or sold cars).
  const query = toListingSearchParams({
    page: url.page,
    items: LISTING_ITEMS_DEFAULT,
    sort: url.sort,
    filters: withAvailability(mergeFilters(url.filters, forced), false),
    keyword: keywordWords(url.keyword ?? ''),
    vehicles: curated,
  });
  const [listing, settings] = await Promise.all([
    input.getJson(`/public_api/listing/${encodeURIComponent(element.listKey)}?${query.toString()}`) as Promise<ListingResponse>,
    loadCardSettingsOnServer(input.getJson),
    stockLocatorI18n.load(element.lang),
  ]);
  if (!Array.isArray(listing?.data) || listing.data.length === 0) return undefined;
  const key = firstPageKey({
    listKey: element.listKey,
    items: undefined,
    brandKey: element.brandKey,
    modelKey: element.modelKey,
    dealerCodes: undefined,
    vehicles: curated,
    url,
  });
  const drawKey = JSON.stringify(['stock-locator', element, url, origin, input.belowTheFold === true]);
  const drawn = (input.drawMemo ?? drawEveryTime)(drawKey, () => {
    const firstPage: StockFirstPage = { key, listing, settings };
    const markup = renderToString(
      <StockLocator
        listKey={element.listKey}
        lang={element.lang}
        brandKey={element.brandKey}
        modelKey={element.modelKey}
        filters={element.filters}
        vehicles={element.vehicles}
        hideTitle={element.hideTitle}
        apiBase={origin}
        firstPage={firstPage}
        urlState={url}
        belowTheFold={input.belowTheFold}
      />,
    )
      // The page's CSP refuses inline style attributes; the widget sets them through the CSSOM when it
      // takes over, and what they carry (a slider's fill, a picture's 16:9 that the CSS defaults to) can wait.
      .replace(/ style="[^"]*"/g, '');
    const pictures = input.belowTheFold
      ? []
      : [...markup.matchAll(/<img [^>]*?src="([^"]+)"/g)].slice(0, 2).map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
    return { markup, pictures, payload: firstPagePayload(firstPage) };
  });
  return {
    html: firstPageElementHtml({ markup: drawn.markup, styles: input.styles, nonce: input.nonce, payload: drawn.payload }),
    pictures: drawn.pictures,
  };
}
