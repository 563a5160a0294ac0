/**
 * The first page of every stock locator on a page, rendered on the server into its element
 * (widgets/stock-locator/server-render.tsx), so the first card pictures are in the HTML and
 * preloaded instead of waiting for the widget's script and its request (docs/decisions.md, "Page speed: preloads instead of a bigger loader").
 * Read with the server's own routes (app.inject), so the answer is the one the API gives, from
 * its answer cache. Any failure leaves the bare element, which loads as on a retailer page.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { stockElementKey } from '../../domain/stock-first-page.js';
import { readProps } from '../../site/blocks/read-props.js';
import { stockLocatorTemplate } from '../../site/blocks/stock_locator/template.js';
import { filtersAttribute } from '../../site/blocks/stock_locator/filter-toggles.js';
import { renderStockLocatorFirstPage } from '../../widgets/stock-locator/server-render.js';
import { widgetStyles } from './widget-styles.js';

/** The widget's styles, in element.ts's order. */
const STYLE_FILES = [
  'widgets/ui/tokens.css',
  'widgets/ui/ui.css',
  'widgets/features/vehicle-cards/vehicle-cards.css',
  'widgets/features/compare/compare-tray.css',
  'widgets/stock-locator/styles.css',
  'widgets/stock-locator/filters.css',
];

export interface StockFirstPages {
  /** Inner HTML by element key (site/blocks/stock_locator/render.tsx reads it). */
  byElement: Map<string, string>;
  /** Pictures to preload, in page order. */
  pictures: string[];
}

/** Whether the page holds a stock locator (only those pages pay for the first page). */
export function pageShowsStockLocator(page: Page): boolean {
  return page.blocks.some((block) => block.template === stockLocatorTemplate.key);
}

export async function loadStockFirstPages(options: {
  app: FastifyInstance;
  page: Page;
  language: Language;
  search: string;
  origin: string;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}): Promise<StockFirstPages> {
  const { app, page, language, log } = options;
  const getJson = async (path: string): Promise<unknown> => {
    const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
    return answer.json();
  };
  const result: StockFirstPages = { byElement: new Map(), pictures: [] };
  for (const block of page.blocks) {
    if (block.template !== stockLocatorTemplate.key) continue;
    const props = readProps(stockLocatorTemplate, block.props);
    // A locator loaded "at once" is the page's main content; one loaded when scrolled to or touched
    // sits lower (the home page's): its pictures must not compete with the page's own LCP.
    if (props.load_on !== 'ready') continue;
    const listKey = props.ci_key_list.trim() || DEMO_LIST_KEY;
    const filters = filtersAttribute(props);
    const key = stockElementKey(listKey, props.brand_key, props.model_key, filters);
    if (result.byElement.has(key)) continue;
    try {
      const rendered = await renderStockLocatorFirstPage({
        element: {
          listKey,
          lang: language,
          brandKey: props.brand_key.trim() || undefined,
          modelKey: props.model_key.trim() || undefined,
          filters,
        },
        search: options.search,
        origin: options.origin,
        getJson,
        nonce: options.nonce,
        styles: widgetStyles(STYLE_FILES),
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
