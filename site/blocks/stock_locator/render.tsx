/**
 * Stock locator: renders the custom element tag only; the loader on the page upgrades it.
 * createElement keeps the hyphenated attribute names without declaring a global JSX element
 * (the widget's own package owns that declaration).
 */
import { createElement } from 'react';
import { HeadedBlockSection } from '../shared/block-section.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { StockLocatorProps } from './template.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { stockElementKey } from '../../../domain/stock-first-page.js';
import { filtersAttribute } from './filter-toggles.js';
import { curatedVehiclesAttribute } from './curated-field.js';

export function StockLocator({ props, ctx, market }: BlockRenderProps<StockLocatorProps> & { market?: string }) {
  const listKey = props.ci_key_list.trim() || DEMO_LIST_KEY;
  const attributes: Record<string, string> = {
    className: 'lrdx-stock-locator',
    'list-key': listKey,
    lang: ctx.segment,
    'data-load-on': props.load_on,
    // The filters the editor turned on (filter-toggles.ts).
    filters: filtersAttribute(props),
  };
  if (props.brand_key.trim()) attributes['brand-key'] = props.brand_key.trim();
  if (props.model_key.trim()) attributes['model-key'] = props.model_key.trim();
  if (market) attributes.market = market;
  // The block's heading heads the widget: its own title would repeat it (docs/embedding.md, `hide-title`).
  const titleHidden = props.heading.trim() !== '';
  if (titleHidden) attributes['hide-title'] = 'true';
  // A curated list instead of a search (curated-field.ts); retailers write the same attribute.
  const vehicles = curatedVehiclesAttribute(props.vehicles);
  if (vehicles) attributes.vehicles = vehicles;
  const firstPage = ctx.stockFirstPages?.get(
    stockElementKey(listKey, props.brand_key, props.model_key, attributes.filters, vehicles, titleHidden),
  );
  // A first page the server drew is taken over on the visitor's first touch, not during the page's
  // load: the take-over is the page's longest main-thread work (docs/decisions.md, "Page speed as a
  // first-time visitor gets it"), and what was done before it is kept (widgets/runtime/early-input.ts).
  if (firstPage) attributes['data-load-on'] = 'interaction';
  return (
    <HeadedBlockSection blockKey="stock_locator" props={props} className="lrdx-grid lrdx-stock">
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      {createElement('lrdx-stock-locator', {
        ...attributes,
        // The first page of results, server-rendered into the element (server/render/stock-first-pages.ts), when there is one.
        ...(firstPage ? { dangerouslySetInnerHTML: { __html: firstPage } } : {}),
      })}
      <NoScriptNotice text={ctx.strings.stockLocatorNoScript} />
    </HeadedBlockSection>
  );
}
