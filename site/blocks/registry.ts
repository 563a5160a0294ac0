/**
 * Block key -> template + renderer. The seed writes the templates to block_templates; the site
 * renders page blocks through `renderBlock`. An unknown key renders nothing and is logged once per
 * process, so an old page with a retired block still shows the rest.
 */
import { createElement, type ReactNode } from 'react';
import type { PageBlock } from '../../domain/page.js';
import { Accordion } from './accordion/render.js';
import { accordionTemplate } from './accordion/template.js';
import { ContentBlocks } from './content_blocks/render.js';
import { contentBlocksTemplate } from './content_blocks/template.js';
import { FormBlock } from './form/render.js';
import { formTemplate } from './form/template.js';
import { HeroBanner } from './hero_banner/render.js';
import { heroBannerTemplate } from './hero_banner/template.js';
import { readProps } from './read-props.js';
import { CancellationFlow } from './cancellation_flow/render.js';
import { cancellationFlowTemplate } from './cancellation_flow/template.js';
import { ReservationFlow } from './reservation_flow/render.js';
import { reservationFlowTemplate } from './reservation_flow/template.js';
import { RetailerList } from './retailer_list/render.js';
import { retailerListTemplate } from './retailer_list/template.js';
import { Snippet } from './snippet/render.js';
import { snippetTemplate } from './snippet/template.js';
import { StockLocator } from './stock_locator/render.js';
import { stockLocatorTemplate } from './stock_locator/template.js';
import type { BaseBlockProps, BlockDefinition, BlockTemplate, RenderContext } from './types.js';

export interface RegisteredBlock {
  template: BlockTemplate<BaseBlockProps>;
  render(rawProps: Record<string, unknown>, ctx: RenderContext): ReactNode;
}

/** Erases the props type once the renderer is bound to its own template. */
function register<P extends BaseBlockProps>(definition: BlockDefinition<P>): RegisteredBlock {
  return {
    template: definition.template as unknown as BlockTemplate<BaseBlockProps>,
    render: (rawProps, ctx) => createElement(definition.Render, { props: readProps(definition.template, rawProps), ctx }),
  };
}

export const BLOCKS: ReadonlyMap<string, RegisteredBlock> = new Map(
  [
    register({ template: heroBannerTemplate, Render: HeroBanner }),
    register({ template: snippetTemplate, Render: Snippet }),
    register({ template: contentBlocksTemplate, Render: ContentBlocks }),
    register({ template: accordionTemplate, Render: Accordion }),
    register({ template: stockLocatorTemplate, Render: StockLocator }),
    register({ template: reservationFlowTemplate, Render: ReservationFlow }),
    register({ template: cancellationFlowTemplate, Render: CancellationFlow }),
    register({ template: retailerListTemplate, Render: RetailerList }),
    register({ template: formTemplate, Render: FormBlock }),
  ].map((block) => [block.template.key, block]),
);

const warnedKeys = new Set<string>();

export function renderBlock(block: PageBlock, ctx: RenderContext): ReactNode {
  const registered = BLOCKS.get(block.template);
  if (!registered) {
    if (!warnedKeys.has(block.template)) {
      warnedKeys.add(block.template);
      ctx.warn(`Unknown block template "${block.template}": the block is not rendered`);
    }
    return null;
  }
  return registered.render(block.props, ctx);
}

export function blockTemplates(): BlockTemplate<BaseBlockProps>[] {
  return [...BLOCKS.values()].map((block) => block.template);
}
