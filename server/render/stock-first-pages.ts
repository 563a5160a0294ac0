/**
 * The first page of every stock locator on a page, rendered on the server into its element
 * (widgets/stock-locator/server-render.tsx), so the first card pictures are in the HTML and
 * preloaded instead of waiting for the widget's script and its request (docs/decisions.md, "Page speed: preloads instead of a bigger loader").
 * Read with the server's own routes (./first-page-draws.ts, ./own-answers.ts), so the answer is the one the API gives, from
 * its answer cache. Any failure leaves the bare element, which loads as on a retailer page.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { stockElementKey } from '../../domain/stock-first-page.js';
import { readProps } from '../../site/blocks/read-props.js';
import { stockLocatorTemplate } from '../../site/blocks/stock_locator/template.js';
import { filtersAttribute } from '../../site/blocks/stock_locator/filter-toggles.js';
import { curatedVehiclesAttribute } from '../../site/blocks/stock_locator/curated-field.js';
import { renderStockLocatorFirstPage } from '../../widgets/stock-locator/server-render.js';
import { renderStockCarouselFirstPage } from '../../widgets/stock-carousel/server-render.js';
import { stockCarouselTemplate, type StockCarouselProps } from '../../site/blocks/stock_carousel/template.js';
import { stockCarouselAttributes, stockCarouselElementKey } from '../../site/blocks/stock_carousel/element-attributes.js';
import { widgetStyles } from './widget-styles.js';
import type { FirstPageDraws, FirstPageReads } from './first-page-draws.js';
import type { OwnAnswerRead } from './own-answers.js';

export interface StockFirstPages {
  /** Inner HTML by element key (site/blocks/stock_locator/render.tsx reads it). */
  byElement: Map<string, string>;
  /** Pictures to preload, in page order. */
  pictures: string[];
}

/** Whether the page shows stock (a locator or a carousel): only those pages pay for first pages, and they follow the stock. */
export function pageShowsStock(page: Page): boolean {
  return page.blocks.some((block) => block.template === stockLocatorTemplate.key || block.template === stockCarouselTemplate.key);
}

export async function loadStockFirstPages(options: {
  page: Page;
  language: Language;
  search: string;
  origin: string;
  nonce: string | undefined;
  log: FastifyBaseLogger;
  /** Keeps draws per answer read (first-page-draws.ts). */
  draws: FirstPageDraws;
  /** Reads the server's own JSON routes: the render's reader of kept answers (own-answers.ts). */
  read: OwnAnswerRead;
}): Promise<StockFirstPages> {
  const { page, language, log, draws, read } = options;
  const result: StockFirstPages = { byElement: new Map(), pictures: [] };
  for (const block of page.blocks) {
    if (block.template === stockCarouselTemplate.key) {
      await drawCarousel(readProps(stockCarouselTemplate, block.props), options, draws.session(read), result);
      continue;
    }
    if (block.template !== stockLocatorTemplate.key) continue;
    const props = readProps(stockLocatorTemplate, block.props);
    // A locator loaded "at once" is the page's main content; one loaded when scrolled to or touched
    // sits lower (the home page's): its first page is drawn too, so nothing below it moves when it
    // loads, but its pictures wait until scrolled to and do not compete with the page's own LCP.
    const belowTheFold = props.load_on !== 'ready';
    const listKey = props.ci_key_list.trim() || DEMO_LIST_KEY;
    const filters = filtersAttribute(props);
    // A curated list's first page is exactly its cars (site/blocks/stock_locator/curated-field.ts).
    const vehicles = curatedVehiclesAttribute(props.vehicles);
    const titleHidden = props.heading.trim() !== '';
    const key = stockElementKey(listKey, props.brand_key, props.model_key, filters, vehicles, titleHidden);
    if (result.byElement.has(key)) continue;
    try {
      const reads = draws.session(read);
      const rendered = await renderStockLocatorFirstPage({
        element: {
          listKey,
          lang: language,
          brandKey: props.brand_key.trim() || undefined,
          modelKey: props.model_key.trim() || undefined,
          filters,
          vehicles: vehicles || undefined,
          hideTitle: titleHidden ? 'true' : undefined,
        },
        search: options.search,
        origin: options.origin,
        getJson: reads.getJson,
        drawMemo: reads.memo,
        nonce: options.nonce,
        styles: widgetStyles('stock-locator'),
        belowTheFold,
      });
      if (!rendered) continue;
      result.byElement.set(key, rendered.html);
      result.pictures.push(...rendered.pictures);
    } catch (error) {
      log.warn({ err: error }, 'stock locator first page not rendered');
    }
  }
  return result;
}

/** A stock carousel's first page (widgets/stock-carousel/server-render.tsx); its pictures are lazy and never preloaded. */
async function drawCarousel(
  props: StockCarouselProps,
  options: { language: Language; origin: string; nonce: string | undefined; log: FastifyBaseLogger },
  reads: FirstPageReads,
  result: StockFirstPages,
): Promise<void> {
  const attributes = stockCarouselAttributes(props, options.language);
  const key = stockCarouselElementKey(attributes);
  if (result.byElement.has(key)) return;
  try {
    const html = await renderStockCarouselFirstPage({
      element: {
        listKey: attributes['list-key'],
        lang: attributes.lang,
        items: Number(attributes.items),
        family: attributes.family,
        models: attributes.models,
        states: attributes.states,
        sort: attributes.sort,
      },
      origin: options.origin,
      getJson: reads.getJson,
      drawMemo: reads.memo,
      nonce: options.nonce,
      styles: widgetStyles('stock-carousel'),
    });
    if (html) result.byElement.set(key, html);
  } catch (error) {
    options.log.warn({ err: error }, 'stock carousel first page not rendered');
  }
}
