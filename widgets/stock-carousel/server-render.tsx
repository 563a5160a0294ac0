/**
 * The stock carousel's first page, drawn on the server (docs/decisions.md, "A stock carousel is drawn
 * by the server too"): the inside of `<lrdx-stock-carousel>` as a declarative shadow root with the
 * widget's styles and the cards it would show, and the answer as JSON, which the widget takes as its
 * initial data (carousel-query.ts names it). Without it the carousel grew from nothing to its cards
 * when it booted and pushed the page below it down. Server-only: the browser bundle never imports it.
 */
import { renderToString } from 'react-dom/server';
import type { Language } from '../../domain/languages.js';
import { toListingSearchParams, type ListingResponse } from '../../domain/listing-query.js';
import {
  drawEveryTime,
  firstPageElementHtml,
  firstPagePayload,
  type DrawMemo,
  type StockFirstPage,
} from '../../domain/stock-first-page.js';
import { emptyFilters, mergeFilters, withAvailability } from '../../domain/stock-filters.js';
import { loadCardSettingsOnServer, type ServerGetJson } from '../features/vehicle-cards/server-settings.js';
import { carouselFirstPageKey, carouselQuery, type CarouselQueryProps } from './carousel-query.js';
import { StockCarousel } from './stock-carousel.js';
import { carouselI18n } from './texts.js';

export type CarouselElementAttributes = CarouselQueryProps & { lang: Language };

export interface CarouselFirstPageInput {
  element: CarouselElementAttributes;
  /** The origin the visitor's browser reached the page on: pictures and links are written absolute to it. */
  origin: string;
  getJson: ServerGetJson;
  /** The widget's CSS, in element.ts's order. */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
  /** Keeps the draw for the same answers read (server/render/first-page-draws.ts); by default every call draws. */
  drawMemo?: DrawMemo | undefined;
}

/** The element's inner HTML, or undefined when there is nothing to show (the widget then loads as on a retailer page). */
export async function renderStockCarouselFirstPage(input: CarouselFirstPageInput): Promise<string | undefined> {
  const { element, origin } = input;
  const query = carouselQuery(element);
  // The request the machine sends (state-machines/stock-locator: page 1, no reserved or sold cars).
  const search = toListingSearchParams({
    page: 1,
    items: query.items,
    sort: query.sort,
    filters: withAvailability(mergeFilters(emptyFilters(), query.forced), false),
  });
  const [listing, settings] = await Promise.all([
    input.getJson(`/public_api/listing/${encodeURIComponent(query.listKey)}?${search.toString()}`) as Promise<ListingResponse>,
    loadCardSettingsOnServer(input.getJson),
    carouselI18n.load(element.lang),
  ]);
  if (!Array.isArray(listing?.data) || listing.data.length === 0) return undefined;
  const drawn = (input.drawMemo ?? drawEveryTime)(JSON.stringify(['stock-carousel', element, origin]), () => {
    const firstPage: StockFirstPage = { key: carouselFirstPageKey(query), listing, settings };
    const markup = renderToString(<StockCarousel {...element} apiBase={origin} firstPage={firstPage} />)
      // The page's CSP refuses inline style attributes; the widget sets them through the CSSOM when it
      // takes over, and what they carry (a picture's ratio, which the CSS defaults to) can wait.
      .replace(/ style="[^"]*"/g, '');
    return { markup, payload: firstPagePayload(firstPage) };
  });
  return firstPageElementHtml({ markup: drawn.markup, styles: input.styles, nonce: input.nonce, payload: drawn.payload });
}
