/**
 * Stock carousel: the <lrdx-stock-carousel> tag for the loader; in the CMS editor (where widgets
 * do not run) the catalogue's placeholder text stands in for it.
 */
import { createElement } from 'react';
import { HeadedBlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import type { BlockRenderProps } from '../types.js';
import { STOCK_CAROUSEL_EMPTY_EDITOR_TEXT, type StockCarouselProps } from './template.js';
import { stockCarouselAttributes, stockCarouselElementKey } from './element-attributes.js';

export function StockCarousel({ props, ctx }: BlockRenderProps<StockCarouselProps>) {
  const attributes = stockCarouselAttributes(props, ctx.segment);
  // The first page the server drew (server/render/stock-first-pages.ts) is taken over on the visitor's
  // first touch, as the stock locator's is: its row scrolls without script, and a press on its
  // buttons before is kept (widgets/runtime/early-input.ts).
  const firstPage = ctx.stockFirstPages?.get(stockCarouselElementKey(attributes));
  return (
    <HeadedBlockSection blockKey="stock_carousel" props={props} className="lrdx-grid lrdx-stock-carousel">
      {ctx.editing ? (
        <p className="lrdx-notice">{STOCK_CAROUSEL_EMPTY_EDITOR_TEXT}</p>
      ) : (
        <>
          {createElement('lrdx-stock-carousel', {
            ...attributes,
            'data-load-on': firstPage ? 'interaction' : 'visible',
            ...(firstPage ? { dangerouslySetInnerHTML: { __html: firstPage } } : {}),
          })}
          <noscript>
            <p className="lrdx-notice">
              <a href={ctx.href('/stock')}>{blockStrings(ctx.segment).seeStock}</a>
            </p>
          </noscript>
        </>
      )}
    </HeadedBlockSection>
  );
}
