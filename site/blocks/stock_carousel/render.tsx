/**
 * Stock carousel: the <lrdx-stock-carousel> tag for the loader; in the CMS editor (where widgets
 * do not run) the catalogue's placeholder text stands in for it.
 */
import { createElement } from 'react';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { BlockSection } from '../shared/block-section.js';
import { blockUiStrings } from '../shared/block-ui-strings.js';
import { Heading, headingLevel } from '../shared/heading.js';
import type { BlockRenderProps } from '../types.js';
import { STOCK_CAROUSEL_EMPTY_EDITOR_TEXT, STOCK_CAROUSEL_ITEMS_MAX, type StockCarouselProps } from './template.js';

export function StockCarousel({ props, ctx }: BlockRenderProps<StockCarouselProps>) {
  const attributes: Record<string, string> = {
    'list-key': props.ci_key_list.trim() || DEMO_LIST_KEY,
    lang: ctx.segment,
    items: String(Math.min(STOCK_CAROUSEL_ITEMS_MAX, Math.max(1, Math.round(props.items)))),
    'data-load-on': 'visible',
  };
  for (const name of ['family', 'models', 'states', 'sort'] as const) {
    if (props[name].trim()) attributes[name] = props[name].trim();
  }
  return (
    <BlockSection blockKey="stock_carousel" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-stock-carousel">
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      {ctx.editing ? (
        <p className="lrdx-notice">{STOCK_CAROUSEL_EMPTY_EDITOR_TEXT}</p>
      ) : (
        <>
          {createElement('lrdx-stock-carousel', attributes)}
          <noscript>
            <p className="lrdx-notice">
              <a href={ctx.href('/stock')}>{blockUiStrings(ctx.segment).seeStock}</a>
            </p>
          </noscript>
        </>
      )}
    </BlockSection>
  );
}
